import Foundation

extension MoviesListViewModel: MarkableList {
    /// The ids of the movies shown, in order.
    public var shownIds: [Int] { visible.map(\.id) }

    /// Refreshes the list from the server after an action on many movies.
    public func reloadAfterBulkAction() async { await refresh() }

    /// Each of `ids`' title and year, from the whole library (shown or not).
    public func titles(of ids: Set<Int>) -> [Int: String] {
        var titles: [Int: String] = [:]
        for movie in index.movies where ids.contains(movie.id) {
            titles[movie.id] = RadarrLabels.title(movie.title, year: movie.year)
        }
        return titles
    }

    /// The search, the filter and the condition narrowing the list.
    public var narrowing: [String] {
        var parts: [String] = []
        if !searchText.isEmpty { parts.append("the search “\(searchText)”") }
        if options.filter != .all { parts.append("the filter “\(options.filter.label)”") }
        if condition != nil { parts.append("the condition “\(conditionText)”") }
        return parts
    }
}
