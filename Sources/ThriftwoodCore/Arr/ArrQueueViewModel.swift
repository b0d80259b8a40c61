import Foundation
import Observation

/// An *arr's download queue — Radarr's, Sonarr's, any *arr's that makes an ``ArrQueueSource`` —
/// one download a line (a season pack is one), with removal after asking and the manual import
/// of a download that waits for one; refreshed every 2 s while it is shown.
@MainActor
@Observable
public final class ArrQueueViewModel {
    /// The downloads.
    private(set) var downloads = Loadable<[ArrDownload]>()
    /// Where loading the downloads stands (loading, failed, how many), for the front ends.
    public var downloadsState: LoadState { downloads.state }
    /// A removal waiting for confirmation.
    public var pendingRemove: QueueRemoveChoice?
    /// Whether removing asks first (Settings → Appearance → Confirm deletions).
    public var asksBeforeRemoving = true
    /// Why the last removal failed.
    public private(set) var actionError: ErrorNotice?
    /// Opens the film or series a download brings, by its id (set by the coordinator).
    public var onOpenSubject: (@MainActor (Int) -> Void)?
    /// Opens the manual import of a download, by its download id (set by the coordinator).
    public var onManualImport: (@MainActor (String) -> Void)?

    private let source: ArrQueueSource

    /// The queue read through `source`.
    public init(source: ArrQueueSource) {
        self.source = source
    }

    /// The downloads as lines, in the queue's order.
    public var lines: [ArrQueueLine] { (downloads.value ?? []).map(\.line) }

    /// What Enter opens, as its key hint says it: "open movie", "open series".
    public var openWords: String { "open \(source.subjectNoun)" }

    /// Loads the queue once, keeping the last good one when a load fails.
    public func load() async {
        downloads.begin()
        downloads.finish(await capture(source.downloads))
    }

    /// Reloads every `interval` until the task is cancelled (the screen closes).
    public func whileVisible(every interval: Duration) async {
        while !Task.isCancelled {
            do { try await Task.sleep(for: interval) } catch { return }
            await load()
        }
    }

    /// The download with `id`, while it is in the queue.
    private func download(id: String) -> ArrDownload? { downloads.value?.first { $0.id == id } }

    /// Opens what the download `id` brings.
    public func select(id: String) {
        if let subject = download(id: id)?.subjectId { onOpenSubject?(subject) }
    }

    /// Opens the manual import of the download `id`, when it waits for one.
    public func manualImport(id: String) {
        guard let download = download(id: id), download.line.needsManualImport, let downloadId = download.downloadId
        else { return }
        onManualImport?(downloadId)
    }

    /// Asks before removing the download `id` (every episode of a pack goes with it), or removes
    /// it at once (from the client, nothing blocklisted) when confirmations are off.
    public func requestRemove(id: String) async {
        guard let download = download(id: id) else { return }
        pendingRemove = QueueRemoveChoice(id: download.queueId, title: download.name)
        if !asksBeforeRemoving { await confirmRemove() }
    }

    /// Cancels a pending removal.
    public func cancelRemove() { pendingRemove = nil }

    /// Removes the download as chosen and reloads.
    public func confirmRemove() async {
        guard let choice = pendingRemove else { return }
        pendingRemove = nil
        let source = source
        switch await capture({ try await source.remove(choice) }) {
        case .success: actionError = nil
        case .failure(let error): actionError = ErrorNotice(error)
        }
        await load()
    }
}

extension ArrQueueViewModel: ScreenViewModel {
    /// Refreshes the queue every 2 s while it is visible.
    public func whileVisible() async { await whileVisible(every: .seconds(2)) }
}
