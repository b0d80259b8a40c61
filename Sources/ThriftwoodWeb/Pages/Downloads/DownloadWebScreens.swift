import Foundation
import ThriftwoodCore

/// The download clients' screens in the browser (SABnzbd, NZBGet, qBittorrent, Transmission,
/// Deluge alike): the queue, one download and the history. Their actions are the view model's
/// (``ActionableScreen``), run by ``WebActions`` like every screen's.
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

    /// Adds a file uploaded from the page (a .torrent or .nzb) to the queue's client.
    static func upload(_ name: String, contents: Data, on model: ScreenModel) async -> ActionOutcome? {
        guard case .downloads(let downloads) = model else { return nil }
        guard downloads.route == .queue else { return .refused("Files are added on a download client's queue.") }
        await downloads.add(fileNamed: name, contents: contents)
        return .after(downloads.actionError, message: downloads.message)
    }
}
