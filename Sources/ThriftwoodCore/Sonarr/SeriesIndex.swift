import ArrKit
import Foundation
import ServerKit
import SonarrAPI

/// A library of series prepared once for fast queries: folded titles for search, and title
/// and network ranks so every sort compares integers, not strings.
public struct SeriesIndex: Sendable {
    /// The series, in the order they were given.
    public let series: [Series]
    /// Each series' folded title and alternate titles, separated by a zero byte; empty when
    /// search was not prepared (then a search folds as it goes).
    private let searchable: [[UInt8]]
    /// Each series' place in title order.
    private let titleRank: [Int]
    /// Each series' place in network order (then title); empty when not prepared.
    private let networkRank: [Int]

    /// Prepares `series` for every query: search-as-you-type and every sort, as a list that
    /// queries on each key press wants. With `preparingAll` false only the title order is
    /// worked out ahead (a one-off query, such as a CLI list, needs no more); the rest is
    /// worked out when a query asks for it.
    public init(_ series: [Series], preparingAll: Bool = true) {
        self.series = series
        searchable = preparingAll ? series.map(Self.searchText(of:)) : []
        let titles = series.map { $0.sortTitle ?? $0.title.lowercased() }
        let byTitle = TitleOrder.positions(of: titles)
        let titleRank = Self.rank(of: byTitle)
        self.titleRank = titleRank
        networkRank = preparingAll ? Self.networkRank(of: series, titleRank: titleRank) : []
    }

    private static func searchText(of series: Series) -> [UInt8] {
        var bytes = SearchText.fold(series.title)
        for alternate in series.alternateTitles ?? [] {
            bytes.append(0)
            bytes += SearchText.fold(alternate.title ?? "")
        }
        return bytes
    }

    private static func rank(of order: [Int]) -> [Int] {
        var rank = Array(repeating: 0, count: order.count)
        for (place, index) in order.enumerated() { rank[index] = place }
        return rank
    }

    private static func networkRank(of series: [Series], titleRank: [Int]) -> [Int] {
        let networks = series.map { $0.network ?? "" }
        return rank(of: series.indices.sorted { (networks[$0], titleRank[$0]) < (networks[$1], titleRank[$1]) })
    }

    /// How many series there are.
    public var count: Int { series.count }

    /// The series `query` leaves, in its order.
    public func apply(_ query: SeriesQuery) -> [Series] { positions(for: query).map { series[$0] } }

    /// The positions in ``series`` of what `query` leaves, in its order.
    public func positions(for query: SeriesQuery) -> [Int] {
        let trimmed = query.search.trimmingCharacters(in: .whitespaces)
        let needle = SearchText.fold(trimmed)
        var kept =
            query.filter == .all && needle.isEmpty && query.condition == nil
            ? Array(series.indices)
            : series.indices.filter { index in
                query.filter.admits(series[index]) && (needle.isEmpty || matches(index, needle, year: trimmed))
                    && (query.condition?.admits(series[index], tagNames: query.tagNames) ?? true)
            }
        let networkRank =
            query.sort == .network && self.networkRank.isEmpty
            ? Self.networkRank(of: series, titleRank: titleRank) : self.networkRank
        kept.sort { lhs, rhs in order(lhs, rhs, by: query.sort, networkRank: networkRank) }
        return kept
    }

    private func matches(_ index: Int, _ needle: [UInt8], year: String) -> Bool {
        if String(series[index].year) == year { return true }
        let text = searchable.isEmpty ? Self.searchText(of: series[index]) : searchable[index]
        return text.withUnsafeBufferPointer { hay in
            SearchText.contains(hay, 0..<hay.count, needle)
        }
    }

    private func order(_ a: Int, _ b: Int, by sort: SeriesQuery.Sort, networkRank: [Int]) -> Bool {
        let byTitle = titleRank[a] < titleRank[b]
        switch sort {
        case .title: return byTitle
        case .network: return networkRank[a] < networkRank[b]
        case .year:
            let (x, y) = (series[a].year, series[b].year)
            return x != y ? x > y : byTitle
        case .added:
            let (x, y) = (series[a].added ?? .distantPast, series[b].added ?? .distantPast)
            return x != y ? x > y : byTitle
        case .nextAiring:
            let (x, y) = (series[a].nextAiring ?? .distantFuture, series[b].nextAiring ?? .distantFuture)
            return x != y ? x < y : byTitle
        case .progress:
            let (x, y) = (series[a].statistics?.percentOfEpisodes ?? 0, series[b].statistics?.percentOfEpisodes ?? 0)
            return x != y ? x < y : byTitle
        case .size:
            let (x, y) = (series[a].statistics?.sizeOnDisk ?? 0, series[b].statistics?.sizeOnDisk ?? 0)
            return x != y ? x > y : byTitle
        }
    }
}
