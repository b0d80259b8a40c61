import ArrKit
import Foundation
import Observation
import RadarrAPI

/// The download queue: progress, size, time left and status, refreshed while it is open.
@MainActor
@Observable
public final class QueueViewModel {
    /// How to remove a download.
    public struct RemoveChoice: Sendable, Hashable {
        /// The queue item's id.
        public var id: Int
        /// What it is, as the question names it ("Fight.Club.1999.1080p…").
        public var title = ""
        /// The question before removing it, naming it.
        public var question: String { title.isEmpty ? "Remove this download?" : "Remove \(title)?" }
        /// Also remove it from the download client.
        public var removeFromClient = true
        /// Block this release from being grabbed again.
        public var blocklist = false
        /// With blocklist: don't search for another release.
        public var skipRedownload = false

        /// The choice for queue item `id` called `title`: removed from the client, nothing blocklisted.
        public init(id: Int, title: String = "") {
            self.id = id
            self.title = title
        }
    }

    /// The downloads.
    private(set) var items = Loadable<[QueueItem]>()
    /// Where loading `items` stands (loading, failed, how many), for the front ends.
    public var itemsState: LoadState { items.state }
    /// A removal waiting for confirmation.
    public var pendingRemove: RemoveChoice?
    /// Whether removing asks first (Settings → Appearance → Confirm deletions).
    public var asksBeforeRemoving = true
    /// Why the last removal failed.
    public private(set) var actionError: ErrorNotice?

    /// Opens a movie (set by the coordinator).
    public var onSelectMovie: (@MainActor (Int) -> Void)?

    /// Opens the movie with `id`.
    public func select(_ id: Int) { onSelectMovie?(id) }
    /// Opens the manual import of a download, by its download id (set by the coordinator).
    public var onManualImport: (@MainActor (String) -> Void)?

    /// Whether `item` waits for someone to import it by hand.
    nonisolated static func needsManualImport(_ item: QueueItem) -> Bool {
        item.downloadId != nil
            && QueueLabels.needsManualImport(tracked: item.trackedDownloadStatus, state: item.trackedDownloadState)
    }

    /// Opens `item`'s manual import, when it needs one.
    func manualImport(_ item: QueueItem) {
        guard Self.needsManualImport(item), let id = item.downloadId else { return }
        onManualImport?(id)
    }

    private let radarr: any RadarrService

    /// Creates the queue's model.
    public init(radarr: any RadarrService) {
        self.radarr = radarr
    }

    /// Loads the queue once.
    public func load() async {
        items.begin()
        let radarr = radarr
        items.finish(await capture { try await radarr.client().queue(pageSize: 200, includeMovie: true).records })
    }

    /// Reloads every `interval` until the task is cancelled (the screen closes).
    public func autoRefresh(every interval: Duration = .seconds(2)) async {
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            if Task.isCancelled { return }
            await load()
        }
    }

    /// Asks for confirmation before removing the download `id`, or removes it at once (from
    /// the client, no blocklist) when confirmations are off.
    public func requestRemove(_ id: Int) async {
        pendingRemove = RemoveChoice(id: id, title: items.value?.first { $0.id == id }?.title ?? "")
        if !asksBeforeRemoving { await confirmRemove() }
    }

    /// Cancels a pending removal.
    public func cancelRemove() { pendingRemove = nil }

    /// Removes the download as chosen and reloads.
    public func confirmRemove() async {
        guard let choice = pendingRemove else { return }
        pendingRemove = nil
        do {
            try await radarr.client().deleteQueueItem(
                id: choice.id, removeFromClient: choice.removeFromClient, blocklist: choice.blocklist,
                skipRedownload: choice.skipRedownload)
            actionError = nil
        } catch {
            actionError = ErrorNotice(error)
        }
        await load()
    }
}
