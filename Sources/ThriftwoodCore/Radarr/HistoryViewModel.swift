import ArrKit
import Foundation
import Observation
import RadarrAPI

/// Radarr's history, paged, optionally of one event type.
@MainActor
@Observable
public final class HistoryViewModel: PagedLoading {
    /// The current page.
    private(set) var page = Loadable<Paged<HistoryRecord>>()
    /// Where loading `page` stands (loading, failed, how many), for the front ends.
    public var pageState: LoadState { page.state }
    /// The event type shown; nil shows all.
    private(set) var eventType: HistoryEventType?
    /// The page number, from 1.
    public internal(set) var pageNumber = 1
    /// Records per page.
    public let pageSize: Int
    /// The filters offered, in order.
    static let filters: [HistoryEventType?] = [nil] + HistoryEventType.knownCases.map { $0 }

    /// Opens a movie (set by the coordinator).
    public var onSelectMovie: (@MainActor (Int) -> Void)?

    /// Opens the movie with `id`.
    public func select(_ id: Int) { onSelectMovie?(id) }

    let radarr: any RadarrService
    /// What the last action did.
    public internal(set) var message: String?
    /// Why the last action failed.
    public internal(set) var actionError: ErrorNotice?

    /// Creates the history's model.
    public init(radarr: any RadarrService, pageSize: Int = 50) {
        self.radarr = radarr
        self.pageSize = pageSize
    }

    /// Loads the current page.
    public func load() async {
        page.begin()
        let radarr = radarr
        let (number, size, type) = (pageNumber, pageSize, eventType)
        // Each record with its movie, so a row names the movie (not "Movie 12").
        page.finish(
            await capture {
                try await radarr.client().history(page: number, pageSize: size, eventType: type, includeMovie: true)
            })
    }

    /// Shows only `type` (nil: everything), from the first page.
    func filter(_ type: HistoryEventType?) async {
        eventType = type
        pageNumber = 1
        await load()
    }

    /// Moves to the next page when there is one.
    public func nextPage() async { await goToNextPage() }

    /// Moves to the previous page when there is one.
    public func previousPage() async { await goToPreviousPage() }

    /// The page count of the loaded page.
    var loadedPageCount: Int? { page.value?.pageCount }
}
