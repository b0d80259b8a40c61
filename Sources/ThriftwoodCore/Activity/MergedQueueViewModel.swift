import DownloadKit
import Foundation
import Observation

/// One download queue over every service: each row says its service, and the download
/// client's own view of it when the profile has the client (state, speed, health); the
/// clients' downloads no *arr knows are rows of their own. Ordered by time left or by when
/// grabbed; removed with the same choices as a service's own queue; paused in the client.
@MainActor
@Observable
public final class MergedQueueViewModel: MergedActivityModel {
    /// How the downloads are ordered.
    public enum Order: String, Sendable, CaseIterable {
        /// The soonest to finish first; unknown times last.
        case timeLeft
        /// The most recently grabbed first.
        case added

        /// The header's words.
        public var label: String { self == .timeLeft ? "by time left" : "newest first" }
    }

    /// A removal waiting for confirmation: the download and the choices.
    public struct PendingRemoval: Sendable, Hashable {
        /// The download.
        public let row: ActivityRow
        /// How to remove it.
        public var choice: QueueRemoveChoice
    }

    /// The services the view reads, in the profile's order.
    public let services: [ServerRef]
    /// The service shown alone; nil shows all.
    public var serviceFilter: ServerRef?
    /// Every row read, merged and ordered.
    public private(set) var rows: [ActivityRow] = []
    /// Whether a load runs.
    public private(set) var isLoading = false
    /// The order shown.
    public private(set) var order = Order.timeLeft
    /// A removal waiting for confirmation.
    public var pendingRemove: PendingRemoval?
    /// Whether removing asks first (Settings → Appearance → Confirm deletions).
    public var asksBeforeRemoving = true
    /// Why the last removal failed.
    public private(set) var actionError: ErrorNotice?
    /// Opens a route (set by the coordinator).
    public var onOpen: (@MainActor (AppRoute) -> Void)?

    /// What the last client action did.
    public private(set) var message: String?
    /// Whether the clients' finished torrents, still seeding, are shown.
    public private(set) var showsSeeding = true

    private let feeds: [ActivityFeed]
    private let clients: [DownloadSource]
    private var parts = ServiceParts<[ActivityRow]>()
    private var clientQueues: [ServerRef: DownloadQueue] = [:]

    /// Creates the queue over `feeds` (the profile's enabled *arrs) and `clients` (its enabled
    /// download clients).
    public init(feeds: [ActivityFeed], clients: [DownloadSource] = []) {
        self.feeds = feeds
        self.clients = clients
        services = feeds.map(\.source) + clients.map(\.source)
    }

    /// The services that could not be read, and why.
    public var failures: [ServiceFailure] { parts.failures }

    /// The services not answered yet, and since when.
    public var pending: PendingServices { parts.pending }

    /// Reads every queue at once.
    public func load() async {
        isLoading = true
        defer { isLoading = false }
        parts.begin(services, at: Date())
        await withTaskGroup(of: QueuePart.self) { group in
            for feed in feeds {
                group.addTask { .feed(feed.source, await LoadedPart.capture { try await feed.queue() }) }
            }
            for client in clients {
                let read = client.client
                group.addTask { .client(client.source, await LoadedPart.capture { try await read().queue() }) }
            }
            for await part in group {
                switch part {
                case .feed(let source, let rows): parts.absorb(source, rows)
                case .client(let source, .loaded(let queue)):
                    clientQueues[source] = queue
                    parts.absorb(source, .loaded([]))
                case .client(let source, .failed(let notice)):
                    // As for the *arrs: a failure keeps the client's last answer, and says why.
                    parts.absorb(source, .failed(notice))
                }
                compose()
            }
        }
    }

    /// Merges what every service answered so far into the rows, each download joined to its
    /// client's item.
    private func compose() {
        let arrRows = services.flatMap { parts.values[$0] ?? [] }
        let queues = clients.compactMap { client in
            clientQueues[client.source].map { DownloadJoin.ClientQueue(source: client.source, queue: $0) }
        }
        rows = Self.ordered(DownloadJoin.join(arrRows, queues, seeding: showsSeeding), by: order)
    }

    /// Shows or hides the clients' finished torrents that are still seeding.
    public func toggleSeeding() {
        showsSeeding.toggle()
        compose()
    }

    /// Pauses the row's download in its client, or resumes it when it is paused there.
    public func togglePause(_ row: ActivityRow) async {
        guard let link = row.client, let source = clients.first(where: { $0.source == link.source }) else {
            actionError = ErrorNotice(
                message: "\(row.title) is not in a download client of this profile.",
                suggestion: "Add its client (SABnzbd, NZBGet) in Settings → Profiles to pause it from here.")
            return
        }
        let paused = link.item.state == .paused
        let id = link.item.id
        let read = source.client
        switch await capture({ () async throws -> Bool in
            let client = try await read()
            if paused { try await client.resume([id]) } else { try await client.pause([id]) }
            return true
        }) {
        case .success:
            actionError = nil
            message = "\(paused ? "Resumed" : "Paused") \(row.title) in \(link.source.name)"
        case .failure(let error): actionError = ErrorNotice(error)
        }
        await load()
    }

    /// Reloads every two seconds while the screen is visible.
    public func whileVisible() async {
        while !Task.isCancelled {
            do { try await Task.sleep(for: .seconds(2)) } catch { return }
            await load()
        }
    }

    /// Switches between ordering by time left and by when grabbed.
    public func toggleOrder() {
        order = order == .timeLeft ? .added : .timeLeft
        rows = Self.ordered(rows, by: order)
    }

    /// `rows` in `order`, ties broken by title then id so the order never depends on timing.
    public static func ordered(_ rows: [ActivityRow], by order: Order) -> [ActivityRow] {
        rows.sorted { lhs, rhs in
            switch order {
            case .timeLeft:
                (lhs.secondsLeft ?? .infinity, lhs.title, lhs.id) < (rhs.secondsLeft ?? .infinity, rhs.title, rhs.id)
            case .added:
                (rhs.date ?? .distantPast, lhs.title, lhs.id) < (lhs.date ?? .distantPast, rhs.title, rhs.id)
            }
        }
    }

    /// The header line: what is shown and how it is ordered.
    public var summary: String {
        "\(Format.plural(visibleRows.count, "download")) · \(order.label) · \(serviceFilterLabel)"
            + (clients.isEmpty || showsSeeding ? "" : " · seeding hidden")
    }

    /// What an empty list says.
    public var emptyMessage: String { isLoading && rows.isEmpty ? "Loading…" : "Nothing is downloading." }

    /// Opens the row's screen.
    public func open(_ row: ActivityRow) {
        if let route = row.route { onOpen?(route) }
    }

    /// Asks before removing `row`'s download, or removes it at once when confirmations are off.
    public func requestRemove(_ row: ActivityRow) async {
        guard let id = row.queueId else { return }
        pendingRemove = PendingRemoval(row: row, choice: QueueRemoveChoice(id: id, title: row.title))
        if !asksBeforeRemoving { await confirmRemove() }
    }

    /// Cancels a pending removal.
    public func cancelRemove() { pendingRemove = nil }

    /// Removes the pending download from its own service and reloads.
    public func confirmRemove() async {
        guard let pending = pendingRemove, let feed = feeds.first(where: { $0.source == pending.row.source }) else {
            return
        }
        pendingRemove = nil
        switch await capture({ try await feed.removeFromQueue(pending.choice.id, pending.choice) }) {
        case .success: actionError = nil
        case .failure(let error): actionError = ErrorNotice(error)
        }
        await load()
    }
}

/// What one source of the merged queue answered: an *arr's rows or a client's queue.
private enum QueuePart: Sendable {
    case feed(ServerRef, LoadedPart<[ActivityRow]>)
    case client(ServerRef, LoadedPart<DownloadQueue>)
}
