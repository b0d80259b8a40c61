import ArrKit

/// Next and previous page for view models that show one page of a ``RadarrAPI/Paged`` list.
@MainActor
protocol PagedLoading: AnyObject {
    /// The page shown, from 1.
    var pageNumber: Int { get set }
    /// How many pages there are, once a page has loaded.
    var loadedPageCount: Int? { get }
    /// Loads ``pageNumber``.
    func load() async
}

extension PagedLoading {
    /// Moves to the next page when there is one.
    func goToNextPage() async {
        guard let count = loadedPageCount, pageNumber < count else { return }
        pageNumber += 1
        await load()
    }

    /// Moves to the previous page when there is one.
    func goToPreviousPage() async {
        guard pageNumber > 1 else { return }
        pageNumber -= 1
        await load()
    }
}
