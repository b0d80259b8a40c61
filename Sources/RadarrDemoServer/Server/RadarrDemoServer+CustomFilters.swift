import ArrDemoKit
import ArrKit

extension RadarrDemoServer {
    /// Two filters as Radarr's web interface saves them: one Thriftwood reads ("Recent
    /// monitored"), and one on genres, a field Thriftwood's list does not have.
    public var initialCustomFilters: [CustomFilter] {
        [
            CustomFilter(
                type: "movieIndex", label: "Recent monitored",
                filters: [
                    CustomFilterCondition(key: "monitored", value: .array([.bool(true)]), type: "equal"),
                    CustomFilterCondition(key: "year", value: .array([.number(2015)]), type: "greaterThanOrEqual"),
                ]),
            CustomFilter(
                type: "movieIndex", label: "Dramas",
                filters: [CustomFilterCondition(key: "genres", value: .array([.string("Drama")]), type: "contains")]),
        ]
    }
}
