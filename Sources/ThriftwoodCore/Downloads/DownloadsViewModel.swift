import DownloadKit
import Foundation
import Observation

/// One download client's screen: the queue live while visible (or its history), the client's
/// header, marks, and every action the kind supports — each failure said in the client's
/// words, each removal confirmed with what it removes named.
@MainActor
@Observable
public final class DownloadsViewModel: ScreenViewModel {
    /// A removal waiting for confirmation.
    public struct PendingRemoval: Hashable, Sendable {
        /// The queue items, or nothing when history entries go.
        var items: [DownloadItem]
        /// The history entries, when history entries go.
        var entries: [DownloadHistoryEntry]
        /// Also delete what the items downloaded (NZBGet's final delete; SABnzbd always does).
        public var deleteFiles: Bool

        /// The queue items that go, each named with its size ("“Arrival…” (9.8 GB)"); empty
        /// when history entries go.
        public var itemNames: [String] { items.map(DownloadText.named) }

        /// The question, naming what goes: "Remove “Arrival…” (9.8 GB) from SABnzbd?".
        public func question(on server: String) -> String {
            let names = items.isEmpty ? entries.map { "“\($0.name)”" } : items.map(DownloadText.named)
            let what = names.count <= 2 ? names.joined(separator: " and ") : "\(names.count) downloads"
            return "Remove \(what) from \(server)\(entries.isEmpty ? "" : "'s history")?"
        }
    }

    /// The route's screen: the queue or the history.
    public let route: DownloadsRoute
    /// The server, as the profile names it.
    public let server: ServerRef
    /// The queue and the client's status (the queue screen).
    private(set) var queue = Loadable<DownloadQueue>()
    /// Where loading `queue` stands (loading, failed, how many), for the front ends.
    public var queueState: LoadState { queue.state }
    /// The history (the history screen).
    private(set) var history = Loadable<[DownloadHistoryEntry]>()
    /// Where loading `history` stands (loading, failed, how many), for the front ends.
    public var historyState: LoadState { history.state }
    /// One download's details (the item screen).
    private(set) var details = Loadable<DownloadDetails>()
    /// Where loading `details` stands (loading, failed, how many), for the front ends.
    public var detailsState: LoadState { details.state }
    /// A recheck waiting for confirmation (it reads all the torrent's data again).
    var pendingRecheck: DownloadItem?
    /// Whether the history shows failures alone.
    public private(set) var failedOnly = false
    /// The ids marked for an action on many.
    public private(set) var marked: Set<String> = []
    /// A removal waiting for confirmation.
    var pendingRemove: PendingRemoval?
    /// Whether removing asks first (Settings → Appearance → Confirm deletions).
    public var asksBeforeRemoving = true
    /// What the last action did, for the footer.
    public private(set) var message: String?
    /// Why the last action failed.
    public private(set) var actionError: ErrorNotice?
    /// What the kind supports beyond the shared actions; empty until the client is known.
    private(set) var capabilities: Set<DownloadCapability> = []
    /// Whether the client can also delete what it downloaded when removing.
    public var canDeleteFiles: Bool { capabilities.contains(.deleteFiles) }

    private let client: @Sendable () async throws -> any DownloadClient

    /// Creates the screen of `server`'s `route`; `client` hands out the server's client.
    public init(
        route: DownloadsRoute, server: ServerRef, client: @escaping @Sendable () async throws -> any DownloadClient
    ) {
        self.route = route
        self.server = server
        self.client = client
    }

    /// Loads what the screen shows.
    public func load() async {
        switch route {
        case .queue:
            queue.begin()
            let client = client
            let result = await capture { () async throws -> (DownloadQueue, Set<DownloadCapability>) in
                let ready = try await client()
                let queue = try await ready.queue()
                return (queue, ready.capabilities)
            }
            if case .success(let (_, capabilities)) = result { self.capabilities = capabilities }
            queue.finish(result.map(\.0))
            let shown = Set((queue.value?.items ?? []).map(\.id))
            marked.formIntersection(shown)
        case .history:
            history.begin()
            let (client, failedOnly) = (client, failedOnly)
            let result = await capture { () async throws -> ([DownloadHistoryEntry], Set<DownloadCapability>) in
                let ready = try await client()
                let entries = try await ready.history(limit: 200, failedOnly: failedOnly)
                return (entries, ready.capabilities)
            }
            if case .success(let (_, capabilities)) = result { self.capabilities = capabilities }
            history.finish(result.map(\.0))
        case .item(let id):
            details.begin()
            let client = client
            let result = await capture { () async throws -> (DownloadDetails, Set<DownloadCapability>) in
                let ready = try await client()
                let details = try await ready.details(id)
                return (details, ready.capabilities)
            }
            if case .success(let (_, capabilities)) = result { self.capabilities = capabilities }
            details.finish(result.map(\.0))
        }
    }

    /// Refreshes the queue (or the one download) every 2 seconds while the screen is visible
    /// (the history does not move).
    public func whileVisible() async {
        guard route != .history else { return }
        while !Task.isCancelled {
            do { try await Task.sleep(for: .seconds(2)) } catch { return }
            await load()
        }
    }

    /// The header line: speed, limit, paused, free disk.
    public var header: String? { queue.value.map { DownloadText.header($0.status) } }

    /// The items shown, in queue order (on the item screen, the one download).
    var items: [DownloadItem] {
        if case .item = route { return details.value.map { [$0.item] } ?? [] }
        return queue.value?.items ?? []
    }

    /// What an empty list says.
    public var emptyMessage: String {
        switch route {
        case .queue: queue.emptyMessage("Nothing in the queue.")
        case .history: history.emptyMessage(failedOnly ? "No failed downloads." : "Nothing in the history.")
        case .item: details.emptyMessage("")
        }
    }

    // MARK: Marks

    /// Marks or unmarks `id`.
    public func toggleMark(_ id: String) {
        if marked.contains(id) { marked.remove(id) } else { marked.insert(id) }
    }

    /// Marks every item shown.
    public func markAll() { marked = Set(items.map(\.id)) }

    /// Clears the marks.
    public func clearMarks() { marked = [] }

    /// What an action acts on: the marked items, else `selected`.
    func targets(_ selected: DownloadItem?) -> [DownloadItem] {
        let chosen = items.filter { marked.contains($0.id) }
        return chosen.isEmpty ? selected.map { [$0] } ?? [] : chosen
    }

    // MARK: Actions

    /// Pauses the targets that run and resumes the ones paused.
    func togglePause(_ targets: [DownloadItem]) async {
        let paused = targets.filter { $0.state == .paused }.map(\.id)
        let running = targets.filter { $0.state != .paused }.map(\.id)
        await act(running.isEmpty ? "Resumed \(names(targets))" : "Paused \(names(targets))") { client in
            if !running.isEmpty { try await client.pause(running) }
            if !paused.isEmpty && running.isEmpty { try await client.resume(paused) }
        }
    }

    /// Pauses the whole client (for `minutes` when given), or resumes it when it is paused.
    func togglePauseAll(forMinutes minutes: Int? = nil) async {
        if queue.value?.status.paused == true && minutes == nil {
            await act("Resumed \(server.name)") { try await $0.resumeAll() }
        } else {
            let words = minutes.map { " for \(Format.duration(Double($0 * 60)))" } ?? ""
            await act("Paused \(server.name)\(words)") { try await $0.pauseAll(forMinutes: minutes) }
        }
    }

    /// Moves the targets' priority one step up (`by` 1) or down (−1).
    func shiftPriority(_ targets: [DownloadItem], by step: Int) async {
        let levels: [DownloadPriority] = [.low, .normal, .high, .force]
        for item in targets {
            let index = levels.firstIndex(of: item.priority) ?? 1
            let next = levels[max(0, min(levels.count - 1, index + step))]
            await act("\(item.name): \(next)") { try await $0.setPriority(next, of: [item.id]) }
        }
    }

    /// Moves an item to the top of the queue.
    func moveToTop(_ item: DownloadItem) async {
        await act("Moved \(item.name) to the top") { try await $0.moveToTop(item.id) }
    }

    /// Sets the speed limit from what the user typed (`5M`, `50%`, `off`).
    func setLimit(_ typed: String) async {
        guard let limit = SpeedLimit(typed: typed) else {
            actionError = ErrorNotice(
                message: "“\(typed)” is not a speed limit.", suggestion: "Write 5M, 500K, 50% or off.")
            return
        }
        await act(limit == .off ? "No speed limit" : "Limited") { try await $0.setSpeedLimit(limit) }
    }

    /// Turns the client's alternative speed limits on when they are off, and off when on.
    func toggleAlternativeSpeed() async {
        let on = queue.value?.status.alternativeSpeed == true
        await act(on ? "Alternative speed limits off" : "Alternative speed limits on") {
            try await $0.setAlternativeSpeed(!on)
        }
    }

    /// The prompt for ``add(_:)``.
    public static let addPrompt = "Add (a link, a magnet link or the path of a .torrent or .nzb)"

    /// Adds what the user typed: an http(s) link, a magnet link, or the path of a local
    /// .torrent or .nzb file (uploaded to the client); says what was added, or why not in the
    /// user's words (something the client does not take names what it takes).
    public func add(_ typed: String) async {
        let input: DownloadInput?
        do {
            input = try DownloadInput.parse(typed) { path in try Data(contentsOf: URL(fileURLWithPath: path)) }
        } catch {
            message = nil
            actionError = ErrorNotice(
                message: "Could not read \(typed.trimmingCharacters(in: .whitespaces)).",
                suggestion: "Check the path: the file must exist and be readable.")
            return
        }
        guard let input else {
            message = nil
            actionError = ErrorNotice(
                message: "“\(typed)” is not a link, a magnet link or the path of a .torrent or .nzb file.",
                suggestion: "Paste an http(s) link, a magnet: link, or type a file's path.")
            return
        }
        await add(input)
    }

    /// Adds a file a person uploaded (a .torrent or .nzb), named `name`; says what was added, or
    /// why not (a file of another kind names what the client takes).
    public func add(fileNamed name: String, contents: Data) async {
        let lowered = name.lowercased()
        guard lowered.hasSuffix(".torrent") || lowered.hasSuffix(".nzb") else {
            message = nil
            actionError = ErrorNotice(
                message: "“\(name)” is not a .torrent or .nzb file.", suggestion: "Choose a .torrent or an .nzb file.")
            return
        }
        guard !contents.isEmpty else {
            message = nil
            actionError = ErrorNotice(message: "“\(name)” is empty.", suggestion: "Choose the file again.")
            return
        }
        await add(.file(name: name, contents: contents))
    }

    private func add(_ input: DownloadInput) async {
        await act("Added \(input.description)") { _ = try await $0.add(DownloadAddition(input)) }
    }

    /// Sets the targets' category.
    func setCategory(_ category: String, of targets: [DownloadItem]) async {
        await act("\(names(targets)): category \(category)") {
            try await $0.setCategory(category, of: targets.map(\.id))
        }
    }

    /// Asks before removing the targets (or removes them at once when confirmations are off).
    func requestRemove(_ targets: [DownloadItem], deleteFiles: Bool = false) async {
        guard !targets.isEmpty else { return }
        pendingRemove = PendingRemoval(items: targets, entries: [], deleteFiles: deleteFiles)
        if !asksBeforeRemoving { await confirmRemove() }
    }

    /// Removes what is pending.
    func confirmRemove() async {
        guard let pending = pendingRemove else { return }
        pendingRemove = nil
        let what = pending.items.isEmpty ? pending.entries.map(\.name) : pending.items.map(\.name)
        await act("Removed \(what.count == 1 ? what[0] : "\(what.count) downloads")") { client in
            if pending.items.isEmpty {
                try await client.removeHistory(pending.entries.map(\.id))
            } else {
                try await client.remove(pending.items.map(\.id), deleteFiles: pending.deleteFiles)
            }
        }
        marked = []
        if case .item(let id) = route, actionError == nil, pending.items.contains(where: { $0.id == id }) {
            onRemoved?()
        }
    }

    /// Asks before rechecking `item`, naming it and its size (it reads all its data again).
    func requestRecheck(_ item: DownloadItem) {
        guard capabilities.contains(.recheck) else {
            message = nil
            actionError = ErrorNotice(DownloadError(server.name, .unsupported("check a download's data again")))
            return
        }
        pendingRecheck = item
    }

    /// The recheck question, "Recheck “Sintel.2010.720p” (2.1 MB)?", and what it costs.
    func recheckQuestion(_ item: DownloadItem) -> (title: String, detail: String) {
        ("Recheck \(DownloadText.named(item))?", "\(server.name) reads all of its data again, piece by piece.")
    }

    /// Rechecks what is pending.
    func confirmRecheck() async {
        guard let item = pendingRecheck else { return }
        pendingRecheck = nil
        await act("Rechecking \(item.name)") { try await $0.recheck([item.id]) }
    }

    /// Sets the targets' own download limit from what the user typed (`2M`, `off`).
    func setItemLimit(_ typed: String, of targets: [DownloadItem]) async {
        guard let limit = SpeedLimit(typed: typed) else {
            actionError = ErrorNotice(
                message: "“\(typed)” is not a speed limit for one download.", suggestion: "Write 2M, 500K or off.")
            return
        }
        let words: String =
            switch limit {
            case .off: "no limit of its own"
            case .bytesPerSecond(let bytes): "its own limit \(Format.limit(bytes))"
            case .percent(let share): "its own limit \(share)%"
            }
        await act("\(names(targets)): \(words)") { try await $0.setItemSpeedLimit(limit, of: targets.map(\.id)) }
    }

    /// Leaves the item screen once its download is removed (set by the coordinator).
    public var onRemoved: (@MainActor () -> Void)?

    /// Opens one download's screen (set by the coordinator).
    public var onOpenItem: (@MainActor (String) -> Void)?

    /// Opens `item`'s own screen.
    func open(_ item: DownloadItem) { onOpenItem?(item.id) }

    /// Retries a failed history entry.
    func retry(_ entry: DownloadHistoryEntry) async {
        await act("Retrying \(entry.name)") { _ = try await $0.retry(entry.id) }
    }

    /// Opens the history of the same server (set by the coordinator).
    public var onOpenHistory: (@MainActor () -> Void)?

    /// Opens the history of the same server, or says why a torrent client has none.
    public func openHistory() {
        guard capabilities.isEmpty || capabilities.contains(.history) else {
            message = "\(server.name) keeps no history: finished torrents stay in this list, seeding."
            return
        }
        onOpenHistory?()
    }

    /// Shows failures alone, or everything.
    func toggleFailedOnly() async {
        failedOnly.toggle()
        await load()
    }

    private func names(_ items: [DownloadItem]) -> String {
        items.count == 1 ? items[0].name : "\(items.count) downloads"
    }

    /// Runs one action on the client, says what it did (or why not), and reloads.
    private func act(_ done: String, _ work: @escaping @Sendable (any DownloadClient) async throws -> Void) async {
        let client = client
        switch await capture({ try await work(try await client()) }) {
        case .success:
            message = done
            actionError = nil
        case .failure(let error):
            message = nil
            actionError = ErrorNotice(error)
        }
        await load()
    }
}
