import Foundation

extension SeriesListViewModel: LibraryList {
    /// Searches for `text` as it is typed.
    public func search(_ text: String) { searchText = text }

    /// Reads the series again.
    public func reload() async { await load() }

    /// What is wrong with the list itself, worst first.
    public var notices: [ErrorNotice] { [seriesState.error, cacheProblem].compactMap { $0 } }
}
