import ArrKit
import Foundation
import Observation
import RadarrAPI

/// Monitored movies that are available but have no file, paged, with "search all missing".
@MainActor
@Observable
public final class MissingViewModel: PagedLoading, AsksBeforeSearchingAll {
    /// The current page.
    private(set) var page = Loadable<Paged<Movie>>()
    /// Where loading `page` stands (loading, failed, how many), for the front ends.
    public var pageState: LoadState { page.state }
    /// The page number, from 1.
    public internal(set) var pageNumber = 1
    /// What a running search is doing.
    public private(set) var activity: String?
    /// The last search's outcome.
    public private(set) var message: String?
    /// Why the last search failed.
    public private(set) var actionError: ErrorNotice?
    /// Opens a movie (set by the coordinator).
    public var onSelectMovie: (@MainActor (Int) -> Void)?

    private let radarr: any RadarrService
    private let pageSize: Int

    /// Creates the missing list's model.
    public init(radarr: any RadarrService, pageSize: Int = 50) {
        self.radarr = radarr
        self.pageSize = pageSize
    }

    /// Why the list is worked out from the library rather than read from Radarr's
    /// wanted/missing list (a Radarr older than the list); nil when Radarr sent it.
    public private(set) var fallbackNote: String?

    /// Loads the current page; a Radarr without the wanted/missing list gets it worked out
    /// from its library, saying so, rather than an error where the list should be.
    public func load() async {
        page.begin()
        let radarr = radarr
        let (number, size) = (pageNumber, pageSize)
        let result = await capture {
            try await MissingFromLibrary.read(from: try await radarr.client(), page: number, pageSize: size)
        }
        if case .success(let read) = result { fallbackNote = read.note } else { fallbackNote = nil }
        page.finish(result.map(\.page))
    }

    /// Moves to the next page when there is one.
    public func nextPage() async { await goToNextPage() }

    /// Moves to the previous page when there is one.
    public func previousPage() async { await goToPreviousPage() }

    /// The page count of the loaded page.
    var loadedPageCount: Int? { page.value?.pageCount }

    /// The question waiting before a search for every missing movie.
    public var pendingSearchAll: String?

    /// "Search 20 movies on Radarr? …".
    public var searchAllQuestion: String? {
        MassSearchQuestion.text([(service: "Radarr", count: page.value?.totalRecords, noun: "movie")])
    }

    /// Searches for every missing movie.
    public func searchEverything() async { await searchAllMissing() }

    /// Starts Radarr's search for every missing movie and follows it.
    public func searchAllMissing() async {
        activity = "Searching for all missing movies…"
        actionError = nil
        message = nil
        defer { activity = nil }
        do {
            _ = try await radarr.client().runCommand(.missingMoviesSearch, timeout: .seconds(600)) { command in
                await MainActor.run {
                    self.activity =
                        "Searching for all missing movies… \(RadarrLabels.command(command.status).text.lowercased())"
                }
            }
            message = "Search for missing movies completed"
        } catch {
            actionError = ErrorNotice(error)
        }
    }

    /// Opens the movie with `id`.
    public func select(_ id: Int) { onSelectMovie?(id) }
}
