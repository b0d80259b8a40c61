import Foundation

/// A library prepared for sorting, filtering and search-as-you-type on every keystroke.
///
/// Building it sorts the movies once per key and folds every title once; a query is then a
/// walk over a precomputed order with a byte-level substring test. Pure and `Sendable`, so
/// it can be built off the main actor and queried from anywhere.
public struct LibraryIndex: Sendable {
    /// The movies, in the order they were given.
    public let movies: [MovieSummary]
    private let orders: [MovieSortKey: [Int32]]
    private let titleOrder: [Int]
    private let titleRank: [Int32]
    private let text: [UInt8]
    private let bounds: [Int32]
    private let flags: [UInt8]

    /// Indexes `movies`, sorted ahead by `keys` (by default every key, as a list whose sort
    /// changes on a key press wants); a query by another key sorts when it is asked. With
    /// `preparingSearch` false the titles are not folded ahead (a one-off query without search
    /// text, such as a CLI list, needs none); a search then folds them when asked.
    public init(
        _ movies: [MovieSummary], sortedBy keys: [MovieSortKey] = MovieSortKey.allCases, preparingSearch: Bool = true
    ) {
        self.movies = movies
        (text, bounds) = preparingSearch ? Self.searchText(of: movies) : ([], [])
        flags = movies.map(Self.flags(of:))
        var orders: [MovieSortKey: [Int32]] = [:]
        let titleOrder = TitleOrder.positions(of: movies.map(\.sortTitle))
        let titleRank = Self.rank(of: titleOrder)
        self.titleOrder = titleOrder
        self.titleRank = titleRank
        for key in keys {
            orders[key] = Self.order(movies, by: key, titleOrder: titleOrder, titleRank: titleRank)
        }
        self.orders = orders
    }

    /// The number of movies.
    public var count: Int { movies.count }

    /// The positions in ``movies`` that match, in display order.
    ///
    /// Every word of `search` must occur in the title, the original title or the year,
    /// ignoring case and accents.
    public func query(_ options: MovieListOptions, search: String = "") -> [Int] {
        let words = search.split(whereSeparator: \.isWhitespace).map { SearchText.fold(String($0)) }
        let required = Self.requiredFlags(options.filter)
        let forbidden = Self.forbiddenFlags(options.filter)
        // One pass in index order marks matches; the sort order is then walked once.
        var matched = [Bool](repeating: false, count: movies.count)
        let (text, bounds) =
            words.isEmpty || !self.bounds.isEmpty ? (self.text, self.bounds) : Self.searchText(of: movies)
        let searching = !words.isEmpty
        text.withUnsafeBufferPointer { text in
            bounds.withUnsafeBufferPointer { bounds in
                flags.withUnsafeBufferPointer { flags in
                    for index in 0..<flags.count {
                        let flag = flags[index]
                        guard flag & required == required, flag & forbidden == 0 else { continue }
                        guard searching else {
                            matched[index] = true
                            continue
                        }
                        let range = Int(bounds[index])..<Int(bounds[index + 1])
                        var ok = true
                        for word in words where !SearchText.contains(text, range, word) {
                            ok = false
                            break
                        }
                        matched[index] = ok
                    }
                }
            }
        }
        let order =
            orders[options.sort]
            ?? Self.order(movies, by: options.sort, titleOrder: titleOrder, titleRank: titleRank)
        var result: [Int] = []
        result.reserveCapacity(order.count)
        if options.ascending {
            for position in order where matched[Int(position)] { result.append(Int(position)) }
        } else {
            for position in order.reversed() where matched[Int(position)] { result.append(Int(position)) }
        }
        return result
    }

    /// Every movie's folded title, original title and year, one after another, and where each
    /// movie's begins.
    private static func searchText(of movies: [MovieSummary]) -> (text: [UInt8], bounds: [Int32]) {
        var text: [UInt8] = []
        var bounds: [Int32] = [0]
        bounds.reserveCapacity(movies.count + 1)
        for movie in movies {
            text += SearchText.fold(movie.title)
            text.append(0)
            if let original = movie.originalTitle {
                text += SearchText.fold(original)
                text.append(0)
            }
            text += Array(String(movie.year).utf8)
            bounds.append(Int32(clamping: text.count))
        }
        return (text, bounds)
    }

    // Bits: 1 monitored, 2 has file, 4 available, 8 cutoff not met.
    private static func flags(of movie: MovieSummary) -> UInt8 {
        (movie.monitored ? 1 : 0) | (movie.hasFile ? 2 : 0) | (movie.isAvailable ? 4 : 0) | (movie.cutoffNotMet ? 8 : 0)
    }

    private static func requiredFlags(_ filter: MovieFilter) -> UInt8 {
        switch filter {
        case .all, .unmonitored: 0
        case .monitored: 1
        case .missing: 1 | 4
        case .downloaded: 2
        case .wanted: 1
        case .cutoffUnmet: 2 | 8
        }
    }

    private static func forbiddenFlags(_ filter: MovieFilter) -> UInt8 {
        switch filter {
        case .unmonitored: 1
        case .missing, .wanted: 2
        default: 0
        }
    }

    /// The matching movies themselves, in display order.
    public func movies(_ options: MovieListOptions, search: String = "") -> [MovieSummary] {
        query(options, search: search).map { movies[$0] }
    }

    private static func rank(of order: [Int]) -> [Int32] {
        var rank = [Int32](repeating: 0, count: order.count)
        for (position, index) in order.enumerated() { rank[index] = Int32(position) }
        return rank
    }

    private static func order(
        _ movies: [MovieSummary], by key: MovieSortKey, titleOrder: [Int], titleRank: [Int32]
    ) -> [Int32] {
        func sorted<Value: Comparable>(_ value: (MovieSummary) -> Value) -> [Int32] {
            let values = movies.map(value)
            return movies.indices.sorted {
                values[$0] != values[$1] ? values[$0] < values[$1] : titleRank[$0] < titleRank[$1]
            }.map { Int32($0) }
        }
        let distantPast = -Double.greatestFiniteMagnitude
        switch key {
        case .title: return titleOrder.map { Int32($0) }
        case .year: return sorted { $0.year }
        case .added: return sorted { $0.added?.timeIntervalSinceReferenceDate ?? distantPast }
        case .releaseDate: return sorted { $0.releaseDate?.timeIntervalSinceReferenceDate ?? distantPast }
        case .rating: return sorted { $0.rating }
        case .size: return sorted { $0.sizeOnDisk }
        case .runtime: return sorted { $0.runtime }
        }
    }
}
