import ArrKit
import Foundation
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

    /// Creates a query.
    public init(sort: Sort = .title, filter: Filter = .all, search: String = "") {
        self.sort = sort
        self.filter = filter
        self.search = search
    }

    /// The series of `all` the filter and search leave, in the sort's order.
    public func apply(to all: [Series]) -> [Series] {
        let needle = Self.fold(search.trimmingCharacters(in: .whitespaces))
        let kept = all.filter { series in
            filter.admits(series)
                && (needle.isEmpty
                    || Self.fold(series.title).contains(needle) || "\(series.year)" == needle
                    || (series.alternateTitles ?? []).contains { Self.fold($0.title ?? "").contains(needle) })
        }
        return kept.sorted(by: order)
    }

    private func order(_ a: Series, _ b: Series) -> Bool {
        let byTitle = (a.sortTitle ?? a.title.lowercased()) < (b.sortTitle ?? b.title.lowercased())
        switch sort {
        case .title: return byTitle
        case .year: return a.year != b.year ? a.year > b.year : byTitle
        case .added: return (a.added ?? .distantPast) > (b.added ?? .distantPast)
        case .nextAiring: return (a.nextAiring ?? .distantFuture) < (b.nextAiring ?? .distantFuture)
        case .network: return (a.network ?? "", a.title) < (b.network ?? "", b.title)
        case .progress:
            return (a.statistics?.percentOfEpisodes ?? 0) < (b.statistics?.percentOfEpisodes ?? 0)
        case .size: return (a.statistics?.sizeOnDisk ?? 0) > (b.statistics?.sizeOnDisk ?? 0)
        }
    }

    /// `text` with case and accents folded away, for matching.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
