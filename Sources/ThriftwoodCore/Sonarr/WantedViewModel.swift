import ArrKit
import Foundation
import Observation
import SonarrAPI

/// Sonarr's wanted episodes: missing (aired, monitored, no file) or below the quality
/// cutoff, paged, with "search all".
@MainActor
@Observable
public final class WantedViewModel: PagedLoading, AsksBeforeSearchingAll {
    /// Which list shows.
    public enum Kind: String, CaseIterable, Sendable {
        case missing, cutoffUnmet

        /// The list's name.
        public var label: String { self == .missing ? "Missing" : "Cutoff unmet" }
    }

    /// Which list shows.
    public private(set) var kind: Kind
    /// The current page.
    private(set) var page = Loadable<Paged<Episode>>()
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
    /// Opens an episode (set by the coordinator).
    public var onSelectEpisode: (@MainActor (Int) -> Void)?

    private let sonarr: any SonarrService
    private let pageSize: Int

    /// Creates the wanted list, starting on `kind`.
    public init(kind: Kind = .missing, sonarr: any SonarrService, pageSize: Int = 50) {
        self.kind = kind
        self.sonarr = sonarr
        self.pageSize = pageSize
    }

    /// Loads the current page.
    public func load() async {
        page.begin()
        let sonarr = sonarr
        let (number, size, kind) = (pageNumber, pageSize, kind)
        page.finish(
            await capture {
                let client = try await sonarr.client()
                return kind == .missing
                    ? try await client.missing(page: number, pageSize: size)
                    : try await client.cutoffUnmet(page: number, pageSize: size)
            })
    }

    /// The header: "12 missing · page 1 of 1".
    public var summary: String {
        let page = page.value
        return "\(kind.label): \(Format.plural(page?.totalRecords ?? 0, "episode")) · "
            + "page \(pageNumber) of \(max(1, page?.pageCount ?? 1))"
    }

    /// Switches between missing and cutoff unmet, from the first page.
    public func toggleKind() async {
        kind = kind == .missing ? .cutoffUnmet : .missing
        pageNumber = 1
        await load()
    }

    /// Moves to the next page when there is one.
    public func nextPage() async { await goToNextPage() }

    /// Moves to the previous page when there is one.
    public func previousPage() async { await goToPreviousPage() }

    /// The page count of the loaded page.
    var loadedPageCount: Int? { page.value?.pageCount }

    /// The question waiting before a search for everything in the list.
    public var pendingSearchAll: String?

    /// "Search 326 episodes on Sonarr? …".
    public var searchAllQuestion: String? {
        MassSearchQuestion.text([(service: "Sonarr", count: page.value?.totalRecords, noun: "episode")])
    }

    /// Searches for everything in the list.
    public func searchEverything() async { await searchAll() }

    /// Starts Sonarr's search for everything in the list shown and follows it.
    public func searchAll() async {
        let request: CommandRequest = kind == .missing ? .missingEpisodeSearch() : .cutoffUnmetEpisodeSearch
        let what = kind == .missing ? "missing episodes" : "episodes below their cutoff"
        activity = "Searching for all \(what)…"
        actionError = nil
        message = nil
        defer { activity = nil }
        do {
            let command = try await sonarr.client().runCommand(request, timeout: .seconds(600)) { command in
                await MainActor.run {
                    self.activity =
                        "Searching for all \(what)… \(RadarrLabels.command(command.status).text.lowercased())"
                }
            }
            message = RadarrLabels.outcome(of: command, action: "Search for \(what)")
            await load()
        } catch {
            actionError = ErrorNotice(error)
        }
    }

    /// Opens `episode`.
    func select(_ episode: Episode) { onSelectEpisode?(episode.id) }
}

extension WantedViewModel: ScreenViewModel {}
