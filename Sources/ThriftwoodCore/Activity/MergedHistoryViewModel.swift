import Foundation
import Observation

/// One history over every service, newest first, filtered by service and by kind of event.
@MainActor
@Observable
public final class MergedHistoryViewModel: MergedActivityModel {
    /// The services the view reads, in the profile's order.
    public let services: [ServerRef]
    /// The service shown alone; nil shows all.
    public var serviceFilter: ServerRef?
    /// Every row read, merged and ordered.
    public private(set) var rows: [ActivityRow] = []
    /// Whether a load runs.
    public private(set) var isLoading = false
    /// The kind of event shown; nil shows all.
    public private(set) var event: ActivityEvent?
    /// How many of each service's newest events are read.
    public private(set) var depth: Int
    /// Opens a route (set by the coordinator).
    public var onOpen: (@MainActor (AppRoute) -> Void)?

    private let feeds: [ActivityFeed]
    private let pageSize: Int
    private var parts = ServiceParts<[ActivityRow]>()

    /// Creates the history over `feeds`, reading `pageSize` events of each service at a time.
    public init(feeds: [ActivityFeed], pageSize: Int = 50) {
        self.feeds = feeds
        self.pageSize = pageSize
        depth = pageSize
        services = feeds.map(\.source)
    }

    /// The services that could not be read, and why.
    public var failures: [ServiceFailure] { parts.failures }

    /// The services not answered yet, and since when.
    public var pending: PendingServices { parts.pending }

    /// Reads each service's newest events and merges them.
    public func load() async {
        isLoading = true
        defer { isLoading = false }
        let (count, event) = (depth, event)
        parts.begin(services, at: Date())
        await MergedFetch.gather(feeds, { try await $0.history(count, event) }) { kind, part in
            parts.absorb(kind, part)
            compose()
        }
    }

    /// Merges what every service answered so far into the rows.
    private func compose() {
        rows = services.flatMap { parts.values[$0] ?? [] }.sorted { lhs, rhs in
            (rhs.date ?? .distantPast, lhs.id) < (lhs.date ?? .distantPast, rhs.id)
        }
    }

    /// Shows the next kind of event, then all again.
    public func cycleEvent() async {
        let choices: [ActivityEvent?] = [nil] + ActivityEvent.allCases.map { $0 }
        event = choices.cycled(after: event) ?? nil
        depth = pageSize
        parts.reset()
        await load()
    }

    /// Reads further back.
    public func loadMore() async {
        depth += pageSize
        await load()
    }

    /// The header line: what is shown and how it is ordered.
    public var summary: String {
        "\(Format.plural(visibleRows.count, "event")) · newest first · \(event?.label ?? "all events") · "
            + serviceFilterLabel
    }

    /// What an empty list says.
    public var emptyMessage: String { isLoading && rows.isEmpty ? "Loading…" : "No history." }

    /// Opens the row's screen.
    public func open(_ row: ActivityRow) {
        if let route = row.route { onOpen?(route) }
    }
}
