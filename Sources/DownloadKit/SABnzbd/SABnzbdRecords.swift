import ArrKit
import Foundation
import ServerKit

/// SABnzbd's records in the family's words: its status words, priority words (or numbers),
/// sizes in MiB as strings, `"0:12:34"` time left, `"29:58"` timed pauses.
enum SABnzbdRecords {
    static let mebibyte = 1_048_576.0

    static func queue(_ queue: JSONValue) -> DownloadQueue {
        let slots = queue["slots"]?.elements ?? []
        var items: [DownloadItem] = []
        var unreadable = 0
        for (position, slot) in slots.enumerated() {
            if let item = item(slot, position: position) { items.append(item) } else { unreadable += 1 }
        }
        let paused = queue["paused"]?.flag ?? false
        let share = queue["speedlimit"]?.int64 ?? 100
        let absolute = queue["speedlimit_abs"]?.int64
        let limit: SpeedLimit = share > 0 && share < 100 ? .percent(Int(clamping: share)) : .off
        let status = DownloadClientStatus(
            version: queue.nonEmpty("version"),
            speedBytesPerSecond: ServerCount(clamping: ((queue["kbpersec"]?.double ?? 0) * 1024).rounded()) ?? 0,
            limit: limit, limitBytesPerSecond: limit.isLimited ? absolute.map { ServerCount($0) } : nil, paused: paused,
            pausedForSeconds: paused ? clock(queue["pause_int"]?.text, minutesFirst: true) : nil,
            freeDiskBytes: queue["diskspace1"]?.double.flatMap {
                ServerCount(clamping: ($0 * 1_073_741_824).rounded())
            },
            leftBytes: bytes(queue["mbleft"]))
        return DownloadQueue(status: status, items: items, unreadable: unreadable)
    }

    static func item(_ slot: JSONValue, position: Int) -> DownloadItem? {
        guard let id = slot.nonEmpty("nzo_id") else { return nil }
        let word = slot.nonEmpty("status") ?? "Queued"
        let size = bytes(slot["mb"])
        let left = bytes(slot["mbleft"])
        let percent = slot["percentage"]?.double
        let progress =
            percent.map { $0 / 100 } ?? size.flatMap { s in left.map { s > 0 ? Double(s - $0) / Double(s) : 0 } }
        return DownloadItem(
            id: id, name: slot.nonEmpty("filename") ?? id, category: category(slot.nonEmpty("cat")), state: state(word),
            clientState: word, progress: min(1, max(0, progress ?? 0)), sizeBytes: size, leftBytes: left,
            timeLeftSeconds: word == "Downloading" ? clock(slot["timeleft"]?.text, minutesFirst: false) : nil,
            priority: priority(slot["priority"]), position: Int(clamping: slot["index"]?.int64 ?? Int64(position)),
            downloadIds: [id], record: slot)
    }

    static func historyEntry(_ slot: JSONValue) -> DownloadHistoryEntry? {
        guard let id = slot.nonEmpty("nzo_id") else { return nil }
        let word = slot.nonEmpty("status") ?? "Completed"
        let outcome: DownloadHistoryEntry.Outcome =
            switch word.lowercased() {
            case "completed": .completed
            case "failed": .failed
            case "deleted": .deleted
            case "queued", "verifying", "repairing", "extracting", "moving", "running", "fetching", "quickcheck":
                .processing
            default: .other(word)
            }
        let log = (slot["stage_log"]?.elements ?? []).flatMap { stage -> [String] in
            let name = stage.nonEmpty("name") ?? "Stage"
            return (stage["actions"]?.elements ?? []).compactMap(\.text).map { "\(name): \($0)" }
        }
        return DownloadHistoryEntry(
            id: id, name: slot.nonEmpty("name") ?? id, category: category(slot.nonEmpty("category")), outcome: outcome,
            clientState: word, failMessage: slot.nonEmpty("fail_message"), sizeBytes: slot["bytes"]?.serverCount,
            completedAt: slot["completed"]?.double.flatMap { $0 > 0 ? Date(timeIntervalSince1970: $0) : nil },
            stageLog: log, downloadIds: [id], record: slot)
    }

    /// SABnzbd's queue status words.
    static func state(_ word: String) -> DownloadState {
        switch word.lowercased() {
        case "downloading": .downloading
        case "queued", "propagating", "idle": .queued
        case "paused": .paused
        case "fetching", "grabbing": .fetching
        case "checking", "quickcheck", "verifying": .verifying
        case "repairing": .repairing
        case "extracting": .unpacking
        case "moving", "running": .moving
        case "failed": .failed
        case "completed": .completed
        default: .other(word)
        }
    }

    /// A priority sent as a word ("Force") or, for some items, a number (2…−1; −2 paused).
    static func priority(_ value: JSONValue?) -> DownloadPriority {
        if case .number = value, let number = value?.int64 { return DownloadPriority(sabnzbd: number) }
        switch value?.text?.lowercased() {
        case "force": return .force
        case "high": return .high
        case "low": return .low
        default: return .normal
        }
    }

    /// `"*"` is SABnzbd's "no category".
    static func category(_ name: String?) -> String? {
        guard let name, name != "*", name.lowercased() != "default" else { return nil }
        return name
    }

    /// A size in MiB (as a string or a number) in bytes.
    static func bytes(_ value: JSONValue?) -> ServerCount? {
        value?.double.flatMap { ServerCount(clamping: ($0 * mebibyte).rounded()) }
    }

    /// `"1:02:03:04"`, `"0:12:34"` (hours first) or, for a timed pause, `"29:58"` (minutes first)
    /// in seconds; nil for empty, zero or unreadable.
    static func clock(_ text: String?, minutesFirst: Bool) -> ServerCount? {
        guard let text, !text.isEmpty else { return nil }
        let parts = text.split(separator: ":").map { Int64($0.trimmingCharacters(in: .whitespaces)) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        let numbers = parts.compactMap { $0 }.map { ServerCount($0) }
        let units: [ServerCount] =
            minutesFirst && numbers.count == 2 ? [60, 1] : Array([86_400, 3600, 60, 1].suffix(numbers.count))
        let total = zip(numbers, units).sum { $0 * $1 }
        return total > 0 ? total : nil
    }
}
