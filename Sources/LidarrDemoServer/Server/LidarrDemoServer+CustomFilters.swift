import ArrDemoKit
import ArrKit

extension LidarrDemoServer {
    /// A filter as Lidarr's web interface saves it: the artists that are bands (`artistType`
    /// Group) and monitored.
    public var initialCustomFilters: [CustomFilter] {
        [
            CustomFilter(
                type: "artistIndex", label: "Monitored bands",
                filters: [
                    CustomFilterCondition(key: "artistType", value: .array([.string("Group")]), type: "equal"),
                    CustomFilterCondition(key: "monitored", value: .array([.bool(true)]), type: "equal"),
                ])
        ]
    }
}
