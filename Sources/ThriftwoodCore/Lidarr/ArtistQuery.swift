import Foundation
import LidarrAPI
import ServerKit

/// How a list of artists is sorted, filtered and searched: one rule for the CLI and screens.
public struct ArtistQuery: Sendable, Hashable {
    /// How the list is sorted.
    public enum Sort: String, CaseIterable, Sendable {
        case name, added, size, progress
    }

    /// Which artists the list shows.
    public enum Filter: String, CaseIterable, Sendable {
        case all, monitored, unmonitored, continuing, ended, missing, complete

        /// Whether `artist` passes.
        public func admits(_ artist: Artist) -> Bool {
            let stats = artist.statistics
            let ended = artist.status == .ended || artist.ended == true
            return switch self {
            case .all: true
            case .monitored: artist.monitored
            case .unmonitored: !artist.monitored
            case .continuing: !ended
            case .ended: ended
            case .missing: (stats?.trackFileCount ?? 0) < (stats?.trackCount ?? 0)
            case .complete: (stats?.trackCount ?? 0) > 0 && (stats?.trackFileCount ?? 0) >= (stats?.trackCount ?? 0)
            }
        }
    }

    /// The sort.
    public var sort: Sort
    /// The filter.
    public var filter: Filter
    /// Words every shown artist's name must hold (case and accents ignored).
    public var search: String
    /// A typed condition over the artists' fields (`genre = Jazz and not ended`).
    public var condition: CompiledFilter<Artist>?
    /// The names of the server's tags, for conditions on `tag`.
    public var tagNames: [Int: String] = [:]

    /// Creates a query.
    public init(sort: Sort = .name, filter: Filter = .all, search: String = "") {
        self.sort = sort
        self.filter = filter
        self.search = search
    }

    /// The artists of `all` the filter and search leave, in the sort's order (ties by name).
    public func apply(to all: [Artist]) -> [Artist] {
        let words = search.split(whereSeparator: \.isWhitespace).map { SearchText.fold(String($0)) }
        let kept = all.filter { artist in
            guard filter.admits(artist), condition?.admits(artist, tagNames: tagNames) ?? true else { return false }
            let name = SearchText.fold(artist.artistName)
            return words.allSatisfy { word in
                name.withUnsafeBufferPointer { SearchText.contains($0, 0..<$0.count, word) }
            }
        }
        let byName = TitleOrder.positions(of: kept.map(\.sortKey))
        var rank = Array(repeating: 0, count: kept.count)
        for (place, index) in byName.enumerated() { rank[index] = place }
        let order = kept.indices.sorted { a, b in
            switch sort {
            case .name: return rank[a] < rank[b]
            case .added:
                let (x, y) = (kept[a].added ?? .distantPast, kept[b].added ?? .distantPast)
                return x != y ? x > y : rank[a] < rank[b]
            case .size:
                let (x, y) = (kept[a].statistics?.sizeOnDisk ?? 0, kept[b].statistics?.sizeOnDisk ?? 0)
                return x != y ? x > y : rank[a] < rank[b]
            case .progress:
                let (x, y) = (kept[a].statistics?.percentOfTracks ?? 0, kept[b].statistics?.percentOfTracks ?? 0)
                return x != y ? x < y : rank[a] < rank[b]
            }
        }
        return order.map { kept[$0] }
    }
}
