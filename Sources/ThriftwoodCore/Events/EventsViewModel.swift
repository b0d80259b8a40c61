import Foundation
import Observation

/// The Notifications screen: what the profile's servers told Thriftwood, newest first,
/// filtered by server and by kind of event; a row opens the screen it concerns. It reads the
/// store again while it shows, so what arrives appears.
@MainActor
@Observable
public final class EventsViewModel: MergedActivityModel {
    /// The profile's servers, in its order.
    public let services: [ServerRef]
    /// The server shown alone; nil shows all.
    public var serviceFilter: ServerRef?
    /// The events read, newest first, as rows.
    public private(set) var rows: [ActivityRow] = []
    /// Why the events could not be read, when they could not.
    public private(set) var failures: [ServiceFailure] = []
    /// Whether a read runs.
    public private(set) var isLoading = false
    /// The kind of event shown; nil shows all.
    public private(set) var type: StackEventType?
    /// Opens a route (set by the coordinator).
    public var onOpen: (@MainActor (AppRoute) -> Void)?

    /// Nothing is waited for: the store answers at once.
    public var pending: PendingServices { PendingServices() }

    /// How many of the newest events are shown.
    public static let shown = 200
    /// How often the screen looks for new events while it shows.
    public static let refresh = Duration.seconds(2)

    private let store: EventStore?
    private let profile: Profile?
    private let kinds: KindRegistry
    private let route: @MainActor (String) -> AppRoute?

    /// The events of `profile` in `store`, its kinds in `kinds`; `route` reads a stored link as
    /// the screen it opens.
    public init(
        store: EventStore?, profile: Profile?, kinds: KindRegistry,
        route: @escaping @MainActor (String) -> AppRoute?
    ) {
        self.store = store
        self.profile = profile
        self.kinds = kinds
        self.route = route
        services = (profile?.servers ?? []).map { server in Self.ref(of: server, in: profile) }
    }

    /// Reads the newest events.
    public func load() async {
        guard let store, let profile else {
            rows = []
            return
        }
        isLoading = true
        defer { isLoading = false }
        do {
            let events = try await store.events(profileID: profile.id, limit: Self.shown)
            rows = events.reversed().filter { type == nil || $0.type == type }.map(row)
            failures = []
        } catch {
            failures = [ServiceFailure(service: ServerRef(kind: .events), notice: ErrorNotice(error))]
        }
    }

    /// Reads again every ``refresh`` while the screen shows.
    public func whileVisible() async {
        while !Task.isCancelled {
            do {
                try await Task.sleep(for: Self.refresh)
            } catch {
                return
            }
            await load()
        }
    }

    /// Shows the next kind of event, then all again.
    public func cycleType() async {
        let choices: [StackEventType?] = [nil] + StackEventType.allCases.filter { $0 != .other }.map { $0 }
        type = choices.cycled(after: type) ?? nil
        await load()
    }

    /// The header line.
    public var summary: String {
        "\(Format.plural(visibleRows.count, "event")) · newest first · \(type?.label ?? "all events") · "
            + serviceFilterLabel
    }

    /// What an empty list says, and how servers come to tell.
    public var emptyMessage: String {
        if type != nil || serviceFilter != nil { return "No such events yet." }
        return "Nothing has happened yet. Servers tell Thriftwood while `thriftwood serve` runs: "
            + "`thriftwood notifications hook --server NAME` says how to set one up."
    }

    /// Opens the screen the row's event concerns.
    public func open(_ row: ActivityRow) {
        guard let route = row.route else { return }
        onOpen?(route)
    }

    private func row(_ event: StackEvent) -> ActivityRow {
        let kind = kinds.kind(named: event.server.kind) ?? .events
        let source =
            profile?.server(named: event.server.slug).map { Self.ref(of: $0, in: profile) }
            ?? ServerRef(kind: kind, name: event.server.name, slug: event.server.slug)
        let tone: StatusTone =
            switch event.type.urgency {
            case .high: .problem
            case .normal: event.type == .healthRestored || event.type == .requestAvailable ? .good : .neutral
            case .low: .quiet
            }
        let row = ActivityRow(
            service: kind, id: "event/\(event.id ?? 0)", title: event.sentence,
            label: StatusLabel(event.type == .other ? event.rawType : event.type.label, tone), date: event.date,
            route: event.link.flatMap(route))
        return row.from(source)
    }

    private static func ref(of server: ServiceServer, in profile: Profile?) -> ServerRef {
        ServerRef(server, in: profile)
    }
}

extension ServiceKind {
    /// What stands for Thriftwood itself where a kind is asked for (a test message, the event
    /// store failing); never in a profile.
    static let events = ServiceKind(
        id: "thriftwood", displayName: "Thriftwood", defaultPort: 0, manages: "events", family: .streams)
}
