import Foundation

/// What every view across services shares: rows from several services, merged and ordered,
/// a filter by service, and the services that could not be read and why.
@MainActor
public protocol MergedActivityModel: ScreenViewModel {
    /// The services the view reads, in the profile's order.
    var services: [ServiceKind] { get }
    /// The service shown alone; nil shows all.
    var serviceFilter: ServiceKind? { get set }
    /// Every row read, merged and ordered.
    var rows: [ActivityRow] { get }
    /// The services that could not be read, and why.
    var failures: [ServiceFailure] { get }
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
        return rows.filter { $0.service == serviceFilter }
    }

    /// Shows the next service alone, then all again.
    public func cycleServiceFilter() {
        let choices: [ServiceKind?] = [nil] + services.map { $0 }
        serviceFilter = choices.cycled(after: serviceFilter) ?? nil
    }

    /// The filter's words for the header.
    public var serviceFilterLabel: String { serviceFilter?.displayName ?? "all services" }

    /// The services shown now.
    var shownServices: [ServiceKind] { serviceFilter.map { [$0] } ?? services }
}

/// Keeps each service's last good rows and its latest failure across reloads, so one
/// service going down leaves the other's rows and says what is missing.
struct ServiceParts<Value: Sendable> {
    private(set) var values: [ServiceKind: Value] = [:]
    private(set) var failures: [ServiceFailure] = []

    /// Takes in a reload: a service that failed keeps its previous value and is reported.
    mutating func absorb(_ parts: [ServiceKind: LoadedPart<Value>], order: [ServiceKind]) {
        failures = []
        for kind in order {
            switch parts[kind] {
            case .loaded(let value)?: values[kind] = value
            case .failed(let notice)?: failures.append(ServiceFailure(service: kind, notice: notice))
            case nil: break
            }
        }
    }

    /// Forgets every value (when what is asked for changes).
    mutating func reset() { values = [:] }
}
