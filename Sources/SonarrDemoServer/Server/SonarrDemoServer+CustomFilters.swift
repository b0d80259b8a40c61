import ArrDemoKit
import ArrKit

extension SonarrDemoServer {
    /// A filter as Sonarr's web interface saves it: HBO's and AMC's series (a row with two
    /// values matches either).
    public var initialCustomFilters: [CustomFilter] {
        [
            CustomFilter(
                type: "seriesIndex", label: "HBO and AMC",
                filters: [
                    CustomFilterCondition(
                        key: "network", value: .array([.string("HBO"), .string("AMC")]), type: "equal")
                ])
        ]
    }
}
