import ServerKit

/// One server's history of releases as every front end lists it — Radarr's and Sonarr's alike: a
/// page of event lines with a header, what the list opens, and marking a grabbed or imported
/// release failed after a question naming it.
@MainActor
public protocol ReleaseHistoryList: ServerActivityList {
    /// The page's events, in the server's order.
    var lines: [HistoryEventLine] { get }
    /// "Page 2 of 9 · 420 records · all events".
    var headerLine: String { get }
    /// What the last action did.
    var message: String? { get }
    /// Why the last action failed.
    var actionError: ErrorNotice? { get }
    /// What an empty page says, or why the page could not be read.
    var emptyHistoryWords: String { get }
    /// Whether each line names what it is about (a series' episode); a film's history does not.
    var linesNameSubjects: Bool { get }
    /// What a line opens: "movie", "episode".
    var opensNoun: String { get }
    /// Opens what the event at `index` of ``lines`` is about.
    func select(at index: Int)
    /// The release of the event at `index` of ``lines``, when it can be marked failed.
    func failing(at index: Int) -> FailingRelease?
    /// Marks the release failed (asked already); the page reloads.
    func markFailed(_ failing: FailingRelease) async
}

extension ReleaseHistoryList {
    /// The header both histories draw: "Page 2 of 9 · 420 records · all events".
    static func header(page number: Int, of pages: Int?, records: ServerCount?, showing filter: String) -> String {
        "Page \(number) of \(max(1, pages ?? 1)) · \(Format.plural(records ?? 0, "record")) · \(filter)"
    }
}
