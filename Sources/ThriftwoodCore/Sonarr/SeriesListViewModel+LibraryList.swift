import Foundation

extension SeriesListViewModel: LibraryList {
    /// Searches for `text` as it is typed.
    public func search(_ text: String) { searchText = text }

    /// Reads the series again.
    public func reload() async { await load() }
}
