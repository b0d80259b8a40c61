import Foundation

extension MoviesListViewModel: LibraryList {
    /// Searches for `text` as it is typed.
    public func search(_ text: String) { searchText = text }

    /// The next sort key, from the last back to the first.
    public func cycleSort() { options.sort = MovieSortKey.allCases.cycled(after: options.sort) ?? .title }

    /// The next filter, from the last back to the first.
    public func cycleFilter() { options.filter = MovieFilter.allCases.cycled(after: options.filter) ?? .all }

    /// How many movies are shown.
    public var visibleCount: Int { visible.count }

    /// Opens the movie shown at `position`.
    public func open(at position: Int) {
        if visible.indices.contains(position) { open(visible[position].id) }
    }

    /// Fetches the library again (the offline copy is already shown).
    public func reload() async { await refresh() }

    /// What is wrong with the list itself, worst first.
    public var notices: [ErrorNotice] { [error, unreadable, cacheProblem].compactMap { $0 } }
}
