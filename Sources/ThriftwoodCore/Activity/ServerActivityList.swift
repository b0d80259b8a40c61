import ArrKit
import Foundation

/// One server's queue, history, calendar or wanted list as rows in words, for any front end:
/// the same ``ActivityRow``s the views across services show, the line above them, paging (or a
/// calendar's week), and the list's own actions (a queue's removal, a search for everything).
@MainActor
public protocol ServerActivityList: ScreenViewModel {
    /// The rows, in the screen's order.
    var activityRows: [ActivityRow] { get }
    /// Why the list could not be read; nil while it loads or once it has.
    var listError: ErrorNotice? { get }
    /// Whether the list has been read.
    var listLoaded: Bool { get }
    /// The line above the list.
    var listSummary: String { get }
    /// What an empty list says.
    var listEmptyMessage: String { get }
    /// The words of the step ``move(by:)`` takes ("page", "week"), nil when the list does not move.
    var stepNoun: String? { get }
    /// Moves to the next (1) or previous (−1) page or week.
    func move(by step: Int) async
    /// The question before searching for everything in the list, nil when the list has no such search.
    var searchEverythingQuestion: String? { get }
    /// Searches for everything in the list (asked already) and says how it went.
    func searchEverythingNow() async -> (message: String?, error: ErrorNotice?)
    /// Whether a row can be removed (a queue).
    var removesRows: Bool { get }
    /// Removes the queue item `queueId` as chosen (asked already) and says how it went.
    func removeRow(queueId: Int, choice: QueueViewModel.RemoveChoice) async -> ErrorNotice?
}

extension ServerActivityList {
    /// What a step moves by.
    public var stepNoun: String? { nil }
    /// Moves a page or a week.
    public func move(by step: Int) async {}
    /// The question before searching for everything.
    public var searchEverythingQuestion: String? { nil }
    /// Searches for everything in the list.
    public func searchEverythingNow() async -> (message: String?, error: ErrorNotice?) { (nil, nil) }
    /// Whether a row can be removed.
    public var removesRows: Bool { false }
    /// Removes a queue item as chosen.
    public func removeRow(queueId: Int, choice: QueueViewModel.RemoveChoice) async -> ErrorNotice? { nil }

    /// "Page 2 of 7" for a paged list.
    static func pageWords(_ number: Int, of count: Int?) -> String { "page \(number) of \(max(1, count ?? 1))" }
}

extension QueueViewModel: ServerActivityList {
    /// The rows, in the screen's order.
    public var activityRows: [ActivityRow] { (items.value ?? []).map(RadarrActivity.row) }
    /// Why the list could not be read.
    public var listError: ErrorNotice? { items.error }
    /// Whether the list has been read.
    public var listLoaded: Bool { items.value != nil }
    /// The line above the list.
    public var listSummary: String { Format.plural(items.value?.count ?? 0, "download") }
    /// What an empty list says.
    public var listEmptyMessage: String { items.emptyMessage("Nothing is downloading.") }
    /// Whether a row can be removed.
    public var removesRows: Bool { true }
    /// Removes a queue item as chosen.
    public func removeRow(queueId: Int, choice: QueueViewModel.RemoveChoice) async -> ErrorNotice? {
        pendingRemove = choice
        await confirmRemove()
        return actionError
    }
}

extension HistoryViewModel: ServerActivityList {
    /// The rows, in the screen's order.
    public var activityRows: [ActivityRow] { (page.value?.records ?? []).map(RadarrActivity.row) }
    /// Why the list could not be read.
    public var listError: ErrorNotice? { page.error }
    /// Whether the list has been read.
    public var listLoaded: Bool { page.value != nil }
    /// The line above the list.
    public var listSummary: String {
        "\(Format.plural(page.value?.totalRecords ?? 0, "event")) · \(Self.pageWords(pageNumber, of: loadedPageCount))"
    }
    /// What an empty list says.
    public var listEmptyMessage: String { page.emptyMessage("No history yet.") }
    /// What a step moves by.
    public var stepNoun: String? { "page" }
    /// Moves a page or a week.
    public func move(by step: Int) async { await (step > 0 ? nextPage() : previousPage()) }
}

extension CalendarViewModel: ServerActivityList {
    /// The rows, in the screen's order.
    public var activityRows: [ActivityRow] { (entries.value ?? []).map(RadarrActivity.row) }
    /// Why the list could not be read.
    public var listError: ErrorNotice? { entries.error }
    /// Whether the list has been read.
    public var listLoaded: Bool { entries.value != nil }
    /// The line above the list.
    public var listSummary: String { "From \(Format.day(start)) for \(days) days" }
    /// What an empty list says.
    public var listEmptyMessage: String { entries.emptyMessage("Nothing is released in these days.") }
    /// What a step moves by.
    public var stepNoun: String? { "week" }
    /// Moves a page or a week.
    public func move(by step: Int) async { await shift(by: step > 0 ? 7 : -7) }
}

extension MissingViewModel: ServerActivityList {
    /// The rows, in the screen's order.
    public var activityRows: [ActivityRow] {
        (page.value?.records ?? []).map { RadarrActivity.wantedRow($0, cutoff: false, cutoffs: [:]) }
    }
    /// Why the list could not be read.
    public var listError: ErrorNotice? { page.error }
    /// Whether the list has been read.
    public var listLoaded: Bool { page.value != nil }
    /// The line above the list.
    public var listSummary: String {
        "\(Format.plural(page.value?.totalRecords ?? 0, "movie")) missing · \(Self.pageWords(pageNumber, of: loadedPageCount))"
    }
    /// What an empty list says.
    public var listEmptyMessage: String { page.emptyMessage("No movie is missing.") }
    /// What a step moves by.
    public var stepNoun: String? { "page" }
    /// Moves a page or a week.
    public func move(by step: Int) async { await (step > 0 ? nextPage() : previousPage()) }
    /// The question before searching for everything.
    public var searchEverythingQuestion: String? { searchAllQuestion }
    /// Searches for everything in the list.
    public func searchEverythingNow() async -> (message: String?, error: ErrorNotice?) {
        await searchAllMissing()
        return (message, actionError)
    }
}

extension SonarrQueueViewModel: ServerActivityList {
    /// The rows, in the screen's order.
    public var activityRows: [ActivityRow] { (downloads.value ?? []).map(SonarrActivity.row) }
    /// Why the list could not be read.
    public var listError: ErrorNotice? { downloads.error }
    /// Whether the list has been read.
    public var listLoaded: Bool { downloads.value != nil }
    /// The line above the list.
    public var listSummary: String { Format.plural(downloads.value?.count ?? 0, "download") }
    /// What an empty list says.
    public var listEmptyMessage: String { downloads.emptyMessage("Nothing is downloading.") }
    /// Whether a row can be removed.
    public var removesRows: Bool { true }
    /// Removes a queue item as chosen.
    public func removeRow(queueId: Int, choice: QueueViewModel.RemoveChoice) async -> ErrorNotice? {
        pendingRemove = choice
        await confirmRemove()
        return actionError
    }
}

extension SonarrHistoryViewModel: ServerActivityList {
    /// The rows, in the screen's order.
    public var activityRows: [ActivityRow] { (page.value?.records ?? []).map(SonarrActivity.row) }
    /// Why the list could not be read.
    public var listError: ErrorNotice? { page.error }
    /// Whether the list has been read.
    public var listLoaded: Bool { page.value != nil }
    /// The line above the list.
    public var listSummary: String {
        "\(Format.plural(page.value?.totalRecords ?? 0, "event")) · \(filterLabel) · "
            + Self.pageWords(pageNumber, of: page.value?.pageCount)
    }
    /// What an empty list says.
    public var listEmptyMessage: String { page.emptyMessage("No history yet.") }
    /// What a step moves by.
    public var stepNoun: String? { "page" }
    /// Moves a page or a week.
    public func move(by step: Int) async { await (step > 0 ? nextPage() : previousPage()) }
}

extension SonarrCalendarViewModel: ServerActivityList {
    /// The rows, in the screen's order.
    public var activityRows: [ActivityRow] { (episodes.value ?? []).map(SonarrActivity.row) }
    /// Why the list could not be read.
    public var listError: ErrorNotice? { episodes.error }
    /// Whether the list has been read.
    public var listLoaded: Bool { episodes.value != nil }
    /// The line above the list.
    public var listSummary: String { summary }
    /// What an empty list says.
    public var listEmptyMessage: String { episodes.emptyMessage("Nothing airs in these days.") }
    /// What a step moves by.
    public var stepNoun: String? { "week" }
    /// Moves a page or a week.
    public func move(by step: Int) async { await shift(by: step > 0 ? 7 : -7) }
}

extension WantedViewModel: ServerActivityList {
    /// The rows, in the screen's order.
    public var activityRows: [ActivityRow] {
        (page.value?.records ?? []).map { SonarrActivity.wantedRow($0, cutoff: kind == .cutoffUnmet) }
    }
    /// Why the list could not be read.
    public var listError: ErrorNotice? { page.error }
    /// Whether the list has been read.
    public var listLoaded: Bool { page.value != nil }
    /// The line above the list.
    public var listSummary: String { summary }
    /// What an empty list says.
    public var listEmptyMessage: String { page.emptyMessage("Nothing is wanted.") }
    /// What a step moves by.
    public var stepNoun: String? { "page" }
    /// Moves a page or a week.
    public func move(by step: Int) async { await (step > 0 ? nextPage() : previousPage()) }
    /// The question before searching for everything.
    public var searchEverythingQuestion: String? { searchAllQuestion }
    /// Searches for everything in the list.
    public func searchEverythingNow() async -> (message: String?, error: ErrorNotice?) {
        await searchAll()
        return (message, actionError)
    }
}
