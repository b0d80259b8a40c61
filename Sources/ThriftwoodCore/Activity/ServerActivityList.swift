import ArrKit
import Foundation

/// One server's queue, history, calendar or wanted list as rows in words, for any front end:
/// the same ``ActivityRow``s the views across services show, the line above them, paging (or a
/// calendar's span of days), and the list's own actions (a queue's removal, a search for everything).
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
    /// The words of the step ``move(by:)`` takes ("page", "30 days"), nil when the list does not move.
    var stepNoun: String? { get }
    /// Moves to the next (1) or previous (−1) page or span of days.
    func move(by step: Int) async
    /// The question before searching for everything in the list, nil when the list has no such search.
    var searchEverythingQuestion: String? { get }
    /// Searches for everything in the list (asked already) and says how it went.
    func searchEverythingNow() async -> (message: String?, error: ErrorNotice?)
    /// Which rows the list shows, in words ("all events", "cutoff unmet"), nil when it has no filter.
    var filterWords: String? { get }
    /// Shows the next filter's rows.
    func nextFilter() async
    /// Whether a row can be removed (a queue).
    var removesRows: Bool { get }
    /// Removes the queue item `queueId` as chosen (asked already) and says how it went.
    func removeRow(queueId: Int, choice: QueueRemoveChoice) async -> ErrorNotice?
}

extension ServerActivityList {
    /// What a step moves by.
    public var stepNoun: String? { nil }
    /// Moves a page.
    public func move(by step: Int) async {}
    /// The question before searching for everything.
    public var searchEverythingQuestion: String? { nil }
    /// Searches for everything in the list.
    public func searchEverythingNow() async -> (message: String?, error: ErrorNotice?) { (nil, nil) }
    /// No filter.
    public var filterWords: String? { nil }
    /// No filter to move to.
    public func nextFilter() async {}
    /// Whether a row can be removed.
    public var removesRows: Bool { false }
    /// Removes a queue item as chosen.
    public func removeRow(queueId: Int, choice: QueueRemoveChoice) async -> ErrorNotice? { nil }

    /// "Page 2 of 7" for a paged list.
    static func pageWords(_ number: Int, of count: Int?) -> String { "page \(number) of \(max(1, count ?? 1))" }
}

extension ArrQueueViewModel: ServerActivityList {
    /// The rows, in the screen's order.
    public var activityRows: [ActivityRow] { (downloads.value ?? []).map(\.row) }
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
    public func removeRow(queueId: Int, choice: QueueRemoveChoice) async -> ErrorNotice? {
        pendingRemove = choice
        await confirmRemove()
        return actionError
    }
}

extension ArrWantedViewModel: ServerActivityList {
    /// Missing or cutoff unmet.
    public var filterWords: String? { kind.label }
    /// Switches between missing and cutoff unmet.
    public func nextFilter() async { await toggleKind() }
    /// The rows, in the screen's order.
    public var activityRows: [ActivityRow] { (page.value?.entries ?? []).map(\.row) }
    /// Why the list could not be read.
    public var listError: ErrorNotice? { page.error }
    /// Whether the list has been read.
    public var listLoaded: Bool { page.value != nil }
    /// The line above the list.
    public var listSummary: String { summary }
    /// What an empty list says.
    public var listEmptyMessage: String { emptyWords }
    /// What a step moves by.
    public var stepNoun: String? { "page" }
    /// Moves a page.
    public func move(by step: Int) async { await (step > 0 ? nextPage() : previousPage()) }
    /// The question before searching for everything.
    public var searchEverythingQuestion: String? { searchAllQuestion }
    /// Searches for everything in the list.
    public func searchEverythingNow() async -> (message: String?, error: ErrorNotice?) {
        await searchAll()
        return (message, actionError)
    }
}
