import Foundation

extension MoviesListViewModel: MarkableList {
    /// The ids of the movies shown, in order.
    public var shownIds: [Int] { visible.map(\.id) }

    /// Refreshes the list from the server after an action on many movies.
    public func reloadAfterBulkAction() async { await refresh() }
}
