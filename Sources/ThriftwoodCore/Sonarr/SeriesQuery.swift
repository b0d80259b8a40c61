import ArrKit
import Foundation
import ServerKit
import SonarrAPI

/// How a list of series is sorted, filtered and searched: one rule for the series screen
/// and `thriftwood series list`.
public struct SeriesQuery: Sendable, Hashable {
    /// How the list is sorted.
    public enum Sort: String, CaseIterable, Sendable {
        case title, year, added, nextAiring, network, progress, size

        /// The name in the header.
        public var label: String {
            switch self {
            case .title: "title"
            case .year: "year"
            case .added: "date added"
            case .nextAiring: "next airing"
            case .network: "network"
            case .progress: "episode progress"
            case .size: "size"
            }
        }
    }

    /// Which series the list shows.
    public enum Filter: String, CaseIterable, Sendable {
        case all, monitored, unmonitored, continuing, ended, missing, complete

        /// Whether `series` passes.
        public func admits(_ series: Series) -> Bool {
            let statistics = series.statistics
            return switch self {
            case .all: true
            case .monitored: series.monitored
            case .unmonitored: !series.monitored
            case .continuing: series.status == .continuing
            case .ended: series.status == .ended
            case .missing: (statistics?.episodeCount ?? 0) > (statistics?.episodeFileCount ?? 0)
            case .complete: statistics?.isComplete == true
            }
        }
    }

    /// The sort.
    public var sort: Sort
    /// The filter.
    public var filter: Filter
    /// The search text (title, alternate titles and year; case and accents ignored).
    public var search: String
    /// A typed condition over the series' fields (`network = HBO and not ended`).
    public var condition: CompiledFilter<Series>?
    /// The names of the server's tags, for conditions on `tag`.
    public var tagNames: [Int: String] = [:]

    /// Creates a query.
    public init(sort: Sort = .title, filter: Filter = .all, search: String = "") {
        self.sort = sort
        self.filter = filter
        self.search = search
    }

    /// The series of `all` the filter and search leave, in the sort's order (a one-off
    /// query; lists that query again keep a ``SeriesIndex``).
    public func apply(to all: [Series]) -> [Series] { SeriesIndex(all, preparingAll: false).apply(self) }
}
