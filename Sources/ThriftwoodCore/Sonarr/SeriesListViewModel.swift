import ArrKit
import Foundation
import Observation
import SonarrAPI

/// The library's series: sorted, filtered and searched as you type.
@MainActor
@Observable
public final class SeriesListViewModel {
    /// The whole library, as loaded.
    public private(set) var series = Loadable<[Series]>()
    /// How the list is sorted, filtered and searched.
    public var query = SeriesQuery()
    /// The sort.
    public var sort: SeriesQuery.Sort {
        get { query.sort }
        set { query.sort = newValue }
    }
    /// The filter.
    public var filter: SeriesQuery.Filter {
        get { query.filter }
        set { query.filter = newValue }
    }
    /// The search text.
    public var searchText: String {
        get { query.search }
        set { query.search = newValue }
    }
    /// Opens a series (set by the coordinator).
    public var onSelect: (@MainActor (Int) -> Void)?
    /// Opens the add form (set by the coordinator).
    public var onAdd: (@MainActor () -> Void)?

    /// Opens the add form.
    public func add() { onAdd?() }

    private let sonarr: any SonarrService

    /// Creates the list over the active profile's Sonarr.
    public init(sonarr: any SonarrService) {
        self.sonarr = sonarr
    }

    /// Loads the library.
    public func load() async {
        let sonarr = sonarr
        series.begin()
        series.finish(await capture { try await sonarr.client().series() })
    }

    /// The series the sort, filter and search leave, in order.
    public var visible: [Series] { query.apply(to: series.value ?? []) }

    /// Opens `series`.
    public func select(_ series: Series) {
        if let id = series.id { onSelect?(id) }
    }

    /// Moves to the next sort.
    public func cycleSort() {
        sort = SeriesQuery.Sort.allCases.cycled(after: sort) ?? .title
    }

    /// Moves to the next filter.
    public func cycleFilter() {
        filter = SeriesQuery.Filter.allCases.cycled(after: filter) ?? .all
    }
}

extension SeriesListViewModel: ScreenViewModel {}
