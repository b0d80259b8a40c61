import ArrKit
import Foundation
import SonarrAPI

/// A library of series prepared once for fast queries: folded titles for search, and title
/// and network ranks so every sort compares integers, not strings.
public struct SeriesIndex: Sendable {
    /// The series, in the order they were given.
    public let series: [Series]
    /// Each series' folded title and alternate titles, separated by a zero byte.
    private let searchable: [[UInt8]]
    /// Each series' year as text, for "search by year".
    private let years: [String]
    /// Each series' place in title order.
    private let titleRank: [Int]
    /// Each series' place in network order (then title).
    private let networkRank: [Int]

    /// Prepares `series`.
    public init(_ series: [Series]) {
        self.series = series
        searchable = series.map { item in
            var bytes = SearchText.fold(item.title)
            for alternate in item.alternateTitles ?? [] {
                bytes.append(0)
                bytes += SearchText.fold(alternate.title ?? "")
            }
            return bytes
        }
        years = series.map { "\($0.year)" }
        let titles = series.map { $0.sortTitle ?? $0.title.lowercased() }
        let byTitle = series.indices.sorted { (titles[$0], $0) < (titles[$1], $1) }
        var titleRank = Array(repeating: 0, count: series.count)
        for (rank, index) in byTitle.enumerated() { titleRank[index] = rank }
        self.titleRank = titleRank
        let networks = series.map { $0.network ?? "" }
        let byNetwork = series.indices.sorted { (networks[$0], titleRank[$0]) < (networks[$1], titleRank[$1]) }
        var networkRank = Array(repeating: 0, count: series.count)
        for (rank, index) in byNetwork.enumerated() { networkRank[index] = rank }
        self.networkRank = networkRank
    }

    /// How many series there are.
    public var count: Int { series.count }

    /// The series `query` leaves, in its order.
    public func apply(_ query: SeriesQuery) -> [Series] { positions(for: query).map { series[$0] } }

    /// The positions in ``series`` of what `query` leaves, in its order.
    public func positions(for query: SeriesQuery) -> [Int] {
        let trimmed = query.search.trimmingCharacters(in: .whitespaces)
        let needle = SearchText.fold(trimmed)
        var kept = series.indices.filter { index in
            query.filter.admits(series[index]) && (needle.isEmpty || matches(index, needle, year: trimmed))
                && (query.condition?.admits(series[index], tagNames: query.tagNames) ?? true)
        }
        kept.sort { lhs, rhs in order(lhs, rhs, by: query.sort) }
        return kept
    }

    private func matches(_ index: Int, _ needle: [UInt8], year: String) -> Bool {
        if years[index] == year { return true }
        return searchable[index].withUnsafeBufferPointer { hay in
            SearchText.contains(hay, 0..<hay.count, needle)
        }
    }

    private func order(_ a: Int, _ b: Int, by sort: SeriesQuery.Sort) -> Bool {
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
