import Foundation
import ThriftwoodCore

/// The download clients' screens in the browser (SABnzbd, NZBGet, qBittorrent, Transmission,
/// Deluge alike): the queue, one download and the history, with every action the app has.
@MainActor
enum DownloadWebScreens: WebScreenFamily {
    static func body(for model: ScreenModel, context: PageContext) -> HTML? {
        guard case .downloads(let downloads) = model else { return nil }
        switch downloads.route {
        case .queue: return DownloadQueuePage.body(downloads, context: context)
        case .item: return DownloadItemPage.body(downloads, context: context)
        case .history: return DownloadHistoryPage.body(downloads, context: context)
        }
    }

    static func isLive(_ model: ScreenModel) -> Bool {
        guard case .downloads(let downloads) = model else { return false }
        return downloads.route != .history
    }

    static func householdMay(_ action: String, on model: ScreenModel) -> Bool {
        guard case .downloads = model else { return false }
        return action == "failedOnly"  // a view of the history, not a change
    }

    static func question(_ action: String, on model: ScreenModel, fields: [String: String]) async -> WebQuestion? {
        guard case .downloads(let downloads) = model else { return nil }
        switch action {
        case "remove":
            guard let removal = downloads.removalQuestion(ids: targets(fields)) else { return nil }
            return WebQuestion(
                removal.question, confirm: "Remove",
                choices: downloads.canDeleteFiles
                    ? [.init(field: "deleteFiles", label: "Also delete what it downloaded")] : [],
                items: removal.names.count > 1 ? removal.names : [], destructive: true)
        case "removeEntry":
            return fields["id"].flatMap(downloads.removalQuestion(historyEntry:)).map {
                WebQuestion($0, confirm: "Remove", destructive: true)
            }
        case "recheck":
            return fields["id"].flatMap(downloads.recheckQuestion(id:)).map {
                WebQuestion($0.title + "\n" + $0.detail, confirm: "Recheck")
            }
        default: return nil
        }
    }

    static func perform(_ action: String, on model: ScreenModel, fields: [String: String]) async -> ActionOutcome? {
        guard case .downloads(let downloads) = model else { return nil }
        let chosen = downloads.queuedIds(among: targets(fields))
        let needsTargets: Set<String> = ["pause", "up", "down", "top", "category", "remove", "itemLimit"]
        if needsTargets.contains(action) && chosen.isEmpty {
            return .refused("Check one or more downloads first.")
        }
        switch action {
        case "pause": await downloads.togglePause(ids: chosen)
        case "up": await downloads.shiftPriority(ids: chosen, by: 1)
        case "down": await downloads.shiftPriority(ids: chosen, by: -1)
        case "top":
            for id in chosen.reversed() { await downloads.moveToTop(id: id) }
        case "category": await downloads.setCategory(fields["category"] ?? "", ids: chosen)
        case "itemLimit": await downloads.setItemLimit(fields["limit"] ?? "", ids: chosen)
        case "remove": await downloads.remove(ids: targets(fields), deleteFiles: fields["deleteFiles"] == "on")
        case "pauseAll": await downloads.togglePauseAll(forMinutes: fields["minutes"].flatMap { Int($0) })
        case "alternative": await downloads.toggleAlternativeSpeed()
        case "limit": await downloads.setLimit(fields["limit"] ?? "")
        case "add": await downloads.add(fields["link"] ?? "")
        case "recheck": await downloads.recheckNow(id: fields["id"] ?? "")
        case "retry": await downloads.retry(historyEntry: fields["id"] ?? "")
        case "removeEntry": await downloads.remove(historyEntry: fields["id"] ?? "")
        case "failedOnly": await downloads.toggleFailedOnly()
        default: return nil
        }
        return .after(downloads.actionError, message: downloads.message)
    }

    /// Adds a file uploaded from the page (a .torrent or .nzb) to the queue's client.
    static func upload(_ name: String, contents: Data, on model: ScreenModel) async -> ActionOutcome? {
        guard case .downloads(let downloads) = model else { return nil }
        guard downloads.route == .queue else { return .refused("Files are added on a download client's queue.") }
        await downloads.add(fileNamed: name, contents: contents)
        return .after(downloads.actionError, message: downloads.message)
    }

    /// The downloads a form names: its checked rows (`pick-ID`), or the one `id`.
    private static func targets(_ fields: [String: String]) -> Set<String> {
        var ids = Set(fields.keys.filter { $0.hasPrefix("pick-") }.map { String($0.dropFirst(5)) })
        if let id = fields["id"], !id.isEmpty { ids.insert(id) }
        return ids
    }
}
