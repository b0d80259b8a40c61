import Foundation
import Observation
import ServerKit

/// An *arr's history of releases, paged and filtered by event, marking a grabbed or imported
/// release failed after a question naming it — Radarr's, Sonarr's (all or one series'), any
/// *arr's that makes an ``ArrHistorySource``.
@MainActor
@Observable
public final class ArrHistoryViewModel: PagedLoading {
    /// The page shown.
    private(set) var page = Loadable<ArrHistoryPage>()
    /// Where loading the page stands (loading, failed), for the front ends.
    public var pageState: LoadState { page.state }
    /// The filter shown.
    public private(set) var filter: HistoryFilter
    /// The page shown, from 1.
    public internal(set) var pageNumber = 1
    /// Events a page.
    public let pageSize: Int
    /// What the last action did.
    public internal(set) var message: String?
    /// Why the last action failed.
    public internal(set) var actionError: ErrorNotice?
    /// Opens a film or an episode by its id (set by the coordinator).
    public var onOpenSubject: (@MainActor (Int) -> Void)?

    private let source: ArrHistorySource

    /// The history over `source`, `pageSize` events a page, every event first.
    public init(source: ArrHistorySource, pageSize: Int = 50) {
        self.source = source
        self.pageSize = pageSize
        self.filter = source.filters[0]
    }

    /// Loads the page.
    public func load() async {
        page.begin()
        let (source, number, size, value) = (source, pageNumber, pageSize, filter.value)
        page.finish(await capture { try await source.page(number, size, value) })
    }

    /// The filters, every event first.
    public var filters: [HistoryFilter] { source.filters }

    /// Shows the events of `filter` from the first page.
    public func show(_ filter: HistoryFilter) async {
        self.filter = filter
        pageNumber = 1
        await load()
    }

    /// The next page.
    public func nextPage() async { await goToNextPage() }

    /// The previous page.
    public func previousPage() async { await goToPreviousPage() }

    /// How many pages there are, once read.
    var loadedPageCount: Int? { page.value?.pageCount }

    /// The entry at `index` of the page.
    private func entry(at index: Int) -> ArrHistoryEntry? {
        guard let entries = page.value?.entries, entries.indices.contains(index) else { return nil }
        return entries[index]
    }
}

extension ArrHistoryViewModel: ReleaseHistoryList {
    /// The page's events as lines.
    public var lines: [HistoryEventLine] { (page.value?.entries ?? []).map(\.line) }

    /// "Page 2 of 9 · 420 records · all events".
    public var headerLine: String {
        Self.header(page: pageNumber, of: page.value?.pageCount, records: page.value?.total, showing: filter.label)
    }

    /// What an empty page says.
    public var emptyHistoryWords: String { page.emptyMessage("No history.") }

    /// Whether each line names what it is about.
    public var linesNameSubjects: Bool { source.namesSubjects }

    /// What a line opens.
    public var opensNoun: String { source.opensNoun }

    /// Opens what the event at `index` of ``lines`` is about.
    public func select(at index: Int) {
        if let id = entry(at: index)?.subjectId { onOpenSubject?(id) }
    }

    /// The release of the event at `index` of ``lines``, when it can be marked failed.
    public func failing(at index: Int) -> FailingRelease? {
        guard let entry = entry(at: index), entry.line.canMarkFailed else { return nil }
        return FailingRelease(historyId: entry.historyId, release: entry.release, server: source.service)
    }

    /// Marks the release failed (asked already); the page reloads.
    public func markFailed(_ failing: FailingRelease) async {
        (message, actionError) = await HistoryQuestions.markingFailed(
            failing.historyId, release: failing.release, server: source.service, client: source.client)
        await load()
    }

    /// The events shown.
    public var filterWords: String? { filter.label }
    /// Shows the next kind of event.
    public func nextFilter() async { await show(source.filters.cycled(after: filter) ?? source.filters[0]) }
    /// The rows, in the screen's order.
    public var activityRows: [ActivityRow] { (page.value?.entries ?? []).map(\.row) }
    /// Why the list could not be read.
    public var listError: ErrorNotice? { page.error }
    /// Whether the list has been read.
    public var listLoaded: Bool { page.value != nil }
    /// The line above the list.
    public var listSummary: String {
        "\(Format.plural(page.value?.total ?? 0, "event")) · \(filter.label) · "
            + Self.pageWords(pageNumber, of: page.value?.pageCount)
    }
    /// What an empty list says.
    public var listEmptyMessage: String { page.emptyMessage("No history yet.") }
    /// What a step moves by.
    public var stepNoun: String? { "page" }
    /// Moves a page.
    public func move(by step: Int) async { await (step > 0 ? nextPage() : previousPage()) }
}

extension ArrHistoryViewModel: ScreenViewModel {}
