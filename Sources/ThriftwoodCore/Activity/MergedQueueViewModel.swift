import Foundation
import Observation

/// One download queue over every service: each row says its service; ordered by time left
/// or by when it was grabbed; removed with the same choices as a service's own queue.
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
        public var choice: QueueViewModel.RemoveChoice
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

    private let feeds: [ActivityFeed]
    private var parts = ServiceParts<[ActivityRow]>()

    /// Creates the queue over `feeds` (the profile's enabled services).
    public init(feeds: [ActivityFeed]) {
        self.feeds = feeds
        services = feeds.map(\.source)
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
        await MergedFetch.gather(feeds, { try await $0.queue() }) { kind, part in
            parts.absorb(kind, part)
            compose()
        }
    }

    /// Merges what every service answered so far into the rows.
    private func compose() {
        rows = Self.ordered(services.flatMap { parts.values[$0] ?? [] }, by: order)
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
        pendingRemove = PendingRemoval(row: row, choice: QueueViewModel.RemoveChoice(id: id))
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
