import ArrKit
import Foundation
import Observation
import SonarrAPI

/// The library's series: sorted, filtered and searched as you type.
@MainActor
@Observable
public final class SeriesListViewModel {
    /// The whole library, as loaded.
    private(set) var series = Loadable<[Series]>()
    /// Where loading `series` stands (loading, failed, how many), for the front ends.
    public var seriesState: LoadState { series.state }
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
    /// Where each row's small poster is (by the row's id), set by the coordinator; nil without pictures.
    public var posterRef: (@MainActor (Int) -> PictureRef?)?
    /// The library as a grid of posters, when pictures are on (set by the coordinator).
    public var posters: LibraryPosters?
    /// Opens the add form (set by the coordinator).
    public var onAdd: (@MainActor () -> Void)?

    /// Opens the add form.
    public func add() { onAdd?() }

    /// The series marked for an action on many at once.
    public var marks = MarkSet()
    /// The condition typed with `F`, as typed.
    public private(set) var conditionText = ""
    /// The condition in force, as an expression (what `W` saves).
    public var conditionExpression: FilterExpression? { query.condition?.expression }
    /// Why the condition typed last could not be used.
    public private(set) var conditionError: FilterError?
    /// Acting on the marked items (edit, search, delete many at once).
    public let bulk: MarkedActions
    /// The saved filters on the server, chosen with `W`.
    public let savedFilters: SavedFilterPicker
    /// The service, for the actions on marked series.
    var sonarrService: any SonarrService { sonarr }
    /// When the series shown were fetched from Sonarr.
    public private(set) var updatedAt: Date?
    /// Why the offline copy could not be read or saved (the list itself is fine).
    public private(set) var cacheProblem: ErrorNotice?

    private let sonarr: any SonarrService
    private let cache: any SeriesCache
    private let connectionId: String?
    private let clock: @Sendable () -> Date

    /// Creates the list over the active profile's Sonarr, shown first from `cache` (kept
    /// under `connectionId`) and then refreshed.
    public init(
        sonarr: any SonarrService, cache: any SeriesCache = NoSeriesCache(), connectionId: String? = nil,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.sonarr = sonarr
        self.bulk = MarkedActions(actions: sonarr.bulkActions)
        self.savedFilters = SavedFilterPicker(actions: sonarr.savedFilters)
        self.cache = cache
        self.connectionId = connectionId
        self.clock = clock
    }

    /// Shows the offline copy at once, then fetches the library; a failed fetch keeps what
    /// is shown and says why.
    public func load() async {
        let (sonarr, cache, connectionId) = (sonarr, cache, connectionId)
        if series.value == nil, let connectionId {
            do {
                if let cached = try await cache.load(connectionId: connectionId) {
                    prepare(cached.series)
                    series = Loadable(value: cached.series)
                    updatedAt = cached.updatedAt
                }
            } catch {
                cacheProblem = Self.cacheNotice("could not be read", error)
            }
        }
        series.begin()
        let result = await capture { try await Series.decodeList(try await sonarr.client().seriesJSON()).series }
        if case .success(let fetched) = result { prepare(fetched) }
        series.finish(result)
        guard case .success(let fetched) = result else { return }
        let now = clock()
        updatedAt = now
        guard let connectionId else { return }
        do {
            try await cache.store(fetched, connectionId: connectionId, at: now)
            cacheProblem = nil
        } catch {
            cacheProblem = Self.cacheNotice("could not be saved", error)
        }
    }

    /// "Updated 5 minutes ago", or what is happening instead.
    public func freshness(now: Date) -> String {
        guard let updatedAt else { return series.isLoading ? "Loading the series…" : "Not loaded yet" }
        let age = "Updated \(Format.ago(updatedAt, now: now))"
        return series.isLoading ? "\(age) · refreshing…" : age
    }

    private static func cacheNotice(_ what: String, _ error: any Error) -> ErrorNotice {
        ErrorNotice(
            message: "The offline copy of the series \(what): \(ErrorNotice(error).message)",
            suggestion: "The list shows what Sonarr sent. Check free space and permissions in the data directory.")
    }

    /// Applies a typed condition over the series' fields (`network = HBO and not ended`) on
    /// top of the filter and search; empty text clears it. Conditions on `tag` read the
    /// server's tag names first. One that cannot be used keeps the last good one and says why.
    public func setCondition(_ text: String) async {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        conditionText = trimmed
        guard !trimmed.isEmpty else {
            query.condition = nil
            conditionError = nil
            return
        }
        do {
            let condition = try CompiledFilter<Series>(trimmed)
            if condition.expression.fields.contains("tag") {
                let sonarr = sonarr
                switch await capture({ try await sonarr.client().tags() }) {
                case .success(let tags):
                    query.tagNames = Dictionary(tags.map { ($0.id, $0.label) }) { first, _ in first }
                case .failure(let error):
                    conditionError = FilterError(
                        message: "Sonarr's tags could not be read: \(ErrorNotice(error).message)", column: 1)
                    return
                }
            }
            query.condition = condition
            conditionError = nil
        } catch {
            conditionError = error
        }
    }

    /// The series the sort, filter and search leave, in order (worked out once per query
    /// and library, not on every frame).
    var visible: [Series] {
        let library = index
        if let memo, memo.query == query, memo.count == library.count, memo.generation == generation {
            return memo.visible
        }
        let visible = library.apply(query)
        memo = Memo(query: query, count: library.count, generation: generation, visible: visible)
        return visible
    }

    private struct Memo {
        let query: SeriesQuery
        let count: Int
        let generation: Int
        let visible: [Series]
    }

    @ObservationIgnored private var memo: Memo?
    /// The library prepared for queries; rebuilt when a load brings new series.
    @ObservationIgnored private var index = SeriesIndex([])
    /// Counts the libraries shown, so a memo never outlives its library.
    private var generation = 0

    private func prepare(_ series: [Series]) {
        index = SeriesIndex(series)
        generation += 1
    }

    /// Opens `series`.
    func select(_ series: Series) {
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
