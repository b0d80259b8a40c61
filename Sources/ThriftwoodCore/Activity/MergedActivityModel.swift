import Foundation

/// What every view across services shares: rows from several services, merged and ordered,
/// a filter by service, and the services that could not be read and why.
@MainActor
public protocol MergedActivityModel: ScreenViewModel {
    /// The services the view reads, in the profile's order.
    var services: [ServerRef] { get }
    /// The service shown alone; nil shows all.
    var serviceFilter: ServerRef? { get set }
    /// Every row read, merged and ordered.
    var rows: [ActivityRow] { get }
    /// The services that could not be read, and why.
    var failures: [ServiceFailure] { get }
    /// The services whose answer has not come yet while the others' rows are shown, and since when.
    var pending: PendingServices { get }
    /// Whether a load runs.
    var isLoading: Bool { get }
    /// The header line: what is shown and how it is ordered.
    var summary: String { get }
    /// What an empty list says.
    var emptyMessage: String { get }
    /// Opens the row's screen.
    func open(_ row: ActivityRow)
}

extension MergedActivityModel {
    /// The rows of the services shown.
    public var visibleRows: [ActivityRow] {
        guard let serviceFilter else { return rows }
        return rows.filter { $0.source == serviceFilter }
    }

    /// Shows the next service alone, then all again.
    public func cycleServiceFilter() {
        let choices: [ServerRef?] = [nil] + services.map { $0 }
        serviceFilter = choices.cycled(after: serviceFilter) ?? nil
    }

    /// The filter's words for the header.
    public var serviceFilterLabel: String { serviceFilter?.displayName ?? "all services" }

    /// The services shown now.
    var shownServices: [ServerRef] { serviceFilter.map { [$0] } ?? services }
}

/// The services a merged view still waits for, and since when.
public struct PendingServices: Sendable, Hashable {
    /// The services not answered yet, in the profile's order.
    public var services: [ServerRef] = []
    /// When the wait began.
    public var since: Date?

    /// How long a wait goes unmentioned: a refresh that answers at once must not flicker a line.
    public static let quietSeconds = 1.5

    /// "Sonarr is still loading (12 s)…", or nil when nothing has been waited for long.
    public func message(now: Date) -> String? {
        guard !services.isEmpty, let since else { return nil }
        let waited = now.timeIntervalSince(since)
        guard waited >= Self.quietSeconds else { return nil }
        let names = services.map(\.displayName).joined(separator: " and ")
        let seconds = Int(clamping: waited.rounded(.down))
        return "\(names) \(services.count == 1 ? "is" : "are") still loading (\(seconds) s)…"
    }
}

/// Keeps each service's last good rows and its latest failure across reloads, so one
/// service going down leaves the other's rows and says what is missing; answers are taken
/// one by one as they arrive, and the services not answered yet are `pending`.
struct ServiceParts<Value: Sendable> {
    private(set) var values: [ServerRef: Value] = [:]
    private var failed: [ServerRef: ServiceFailure] = [:]
    private var order: [ServerRef] = []
    private(set) var pending = PendingServices()

    /// The services that could not be read, in the profile's order.
    var failures: [ServiceFailure] { order.compactMap { failed[$0] } }

    /// Starts a reload of `services` at `now`: they are pending until each answers.
    mutating func begin(_ services: [ServerRef], at now: Date) {
        order = services
        pending = PendingServices(services: services, since: now)
    }

    /// Takes in one service's answer: a failure keeps its previous value and is reported.
    mutating func absorb(_ kind: ServerRef, _ part: LoadedPart<Value>) {
        pending.services.removeAll { $0 == kind }
        switch part {
        case .loaded(let value):
            values[kind] = value
            failed[kind] = nil
        case .failed(let notice): failed[kind] = ServiceFailure(service: kind, notice: notice)
        }
    }

    /// Forgets every value (when what is asked for changes).
    mutating func reset() { values = [:] }
}
