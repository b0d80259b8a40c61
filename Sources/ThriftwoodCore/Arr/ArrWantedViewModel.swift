import Foundation
import Observation
import ServerKit

/// An *arr's wanted items — missing, or below their cutoff — paged, with a search for all of
/// them after asking: Radarr's, Sonarr's, any *arr's that makes an ``ArrWantedSource``.
@MainActor
@Observable
public final class ArrWantedViewModel: PagedLoading, AsksBeforeSearchingAll {
    /// Which items the list shows.
    public private(set) var kind: WantedKind
    /// The page shown.
    private(set) var page = Loadable<ArrWantedPage>()
    /// Where loading the page stands (loading, failed), for the front ends.
    public var pageState: LoadState { page.state }
    /// The page shown, from 1.
    public internal(set) var pageNumber = 1
    /// What runs now ("Searching for all missing movies… started").
    public private(set) var activity: String?
    /// How the last search ended.
    public private(set) var message: String?
    /// Why the last search failed.
    public private(set) var actionError: ErrorNotice?
    /// The question before searching for everything, while it waits for an answer.
    public var pendingSearchAll: String?
    /// Opens a film or an episode by its id (set by the coordinator).
    public var onOpenSubject: (@MainActor (Int) -> Void)?

    private let source: ArrWantedSource
    private let pageSize: Int

    /// The list over `source`, `pageSize` items a page, starting with `kind`.
    public init(source: ArrWantedSource, kind: WantedKind = .missing, pageSize: Int = 50) {
        self.source = source
        self.kind = kind
        self.pageSize = pageSize
    }

    /// Loads the page.
    public func load() async {
        page.begin()
        let (source, number, size, kind) = (source, pageNumber, pageSize, kind)
        page.finish(await capture { try await source.page(number, size, kind) })
    }

    /// The page's items as lines.
    public var lines: [ArrWantedLine] { (page.value?.entries ?? []).map(\.line) }

    /// "Missing: 12 movies · page 1 of 1".
    public var summary: String {
        "\(kind.label): \(Format.plural(page.value?.total ?? 0, source.noun)) · "
            + "page \(pageNumber) of \(max(1, page.value?.pageCount ?? 1))"
    }

    /// What the page says of how it was read, when not plainly.
    public var fallbackNote: String? { page.value?.note }

    /// What an empty page says: nothing missing, or every file at its cutoff.
    public var emptyWords: String {
        page.emptyMessage(kind == .missing ? "Nothing is missing." : "Every file meets its cutoff.")
    }

    /// Switches between missing and cutoff unmet, from the first page.
    public func toggleKind() async {
        kind = kind == .missing ? .cutoffUnmet : .missing
        pageNumber = 1
        await load()
    }

    /// The next page.
    public func nextPage() async { await goToNextPage() }

    /// The previous page.
    public func previousPage() async { await goToPreviousPage() }

    /// How many pages there are, once read.
    var loadedPageCount: Int? { page.value?.pageCount }

    /// Opens the item at `index` of ``lines``.
    public func select(at index: Int) {
        guard let entries = page.value?.entries, entries.indices.contains(index), let id = entries[index].subjectId
        else { return }
        onOpenSubject?(id)
    }

    /// "Search 12 movies on Radarr? …", nil with nothing to search.
    public var searchAllQuestion: String? {
        MassSearchQuestion.text([(service: source.service, count: page.value?.total, noun: source.noun)])
    }

    /// Searches for everything once asked.
    public func searchEverything() async { await searchAll() }

    /// Searches for every item of the kind shown, then reads the page again.
    public func searchAll() async {
        let what = source.searchWords(kind)
        activity = "Searching for all \(what)…"
        actionError = nil
        message = nil
        defer { activity = nil }
        let (source, kind) = (source, kind)
        let progress: @Sendable (String) async -> Void = { [weak self] state in
            await MainActor.run { self?.activity = "Searching for all \(what)… \(state)" }
        }
        switch await capture({ try await source.search(kind, progress) }) {
        case .success(let outcome):
            message = outcome
            await load()
        case .failure(let error):
            actionError = ErrorNotice(error)
        }
    }
}

extension ArrWantedViewModel: ScreenViewModel {}
