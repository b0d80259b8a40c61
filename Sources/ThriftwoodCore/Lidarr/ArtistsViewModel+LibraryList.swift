import Foundation

extension ArtistsViewModel: LibraryList {
    /// No poster grid for artists yet.
    public var posters: LibraryPosters? { nil }

    /// How many artists are shown.
    public var visibleCount: Int { visible.count }

    /// Opens the artist shown at `position`.
    public func open(at position: Int) {
        if visible.indices.contains(position) { open(visible[position]) }
    }

    /// Reads the artists again.
    public func reload() async { await load() }

    /// What is wrong with the list itself, worst first.
    public var notices: [ErrorNotice] { [artistsState.error, cacheProblem].compactMap { $0 } }
}
