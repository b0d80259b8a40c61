/// The movies a query selected, in display order, without copying them out of the index.
///
/// A keystroke at 50,000 movies yields an array of positions; copying the summaries
/// themselves (strings and all) on every keystroke would cost more than the query.
public struct MovieSelection: RandomAccessCollection, Sendable {
    private let movies: [MovieSummary]
    private let order: [Int]

    /// Selects `order` (positions in `movies`).
    init(movies: [MovieSummary], order: [Int]) {
        self.movies = movies
        self.order = order
    }

    /// No movies.
    public init() {
        self.init(movies: [], order: [])
    }

    /// The first position.
    public var startIndex: Int { 0 }
    /// One past the last position.
    public var endIndex: Int { order.count }
    /// The movie shown at `position`.
    public subscript(position: Int) -> MovieSummary { movies[order[position]] }
}

extension LibraryIndex {
    /// The matching movies, in display order, as a selection over the index.
    public func selection(
        _ options: MovieListOptions, search: String = "", where condition: CompiledFilter<MovieSummary>? = nil,
        tagNames: [Int: String] = [:]
    ) -> MovieSelection {
        let order = query(options, search: search)
        guard let condition else { return MovieSelection(movies: movies, order: order) }
        return MovieSelection(movies: movies, order: order.filter { condition.admits(movies[$0], tagNames: tagNames) })
    }
}
