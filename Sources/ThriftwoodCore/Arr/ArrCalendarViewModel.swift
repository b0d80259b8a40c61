import Foundation
import Observation

/// An *arr's calendar: what is released or airs over some days, by date, moving a span at a
/// time — Radarr's, Sonarr's, any *arr's that makes an ``ArrCalendarSource``.
@MainActor
@Observable
public final class ArrCalendarViewModel {
    /// What falls in the span.
    private(set) var entries = Loadable<[ArrCalendarEntry]>()
    /// Where loading stands (loading, failed), for the front ends.
    public var entriesState: LoadState { entries.state }
    /// How many days are shown.
    public let days: Int
    /// The first day shown.
    public private(set) var start: Date
    /// Opens a film or an episode by its id (set by the coordinator).
    public var onOpenSubject: (@MainActor (Int) -> Void)?

    private let source: ArrCalendarSource

    /// The calendar over `source` from the day of `start`, `days` days at once (the source's
    /// own span by default).
    public init(source: ArrCalendarSource, start: Date = Date(), days: Int? = nil) {
        self.source = source
        self.start = Calendar(identifier: .gregorian).startOfDay(for: start)
        self.days = days ?? source.days
    }

    /// Loads the span.
    public func load() async {
        entries.begin()
        let (source, from, to) = (source, start, start.addingTimeInterval(Double(days) * 86_400))
        entries.finish(await capture { try await source.entries(from, to, false) })
    }

    /// "From Tue 3 for 30 days".
    public var summary: String { "From \(Format.day(start)) for \(days) days" }

    /// What an empty span says.
    public var emptyWords: String { entries.emptyMessage(source.emptyWords) }

    /// The span's entries as lines, by date.
    public var lines: [ArrCalendarLine] { (entries.value ?? []).map(\.line) }

    /// Moves the span by `days` (back when negative) and loads it.
    public func shift(by days: Int) async {
        start = start.addingTimeInterval(Double(days) * 86_400)
        await load()
    }

    /// Opens the entry at `index` of ``lines``.
    public func select(at index: Int) {
        guard let entries = entries.value, entries.indices.contains(index), let id = entries[index].subjectId else {
            return
        }
        onOpenSubject?(id)
    }
}

extension ArrCalendarViewModel: ScreenViewModel {}

extension ArrCalendarViewModel: ServerActivityList {
    /// What a step moves by.
    public var stepNoun: String? { "\(days) days" }
    /// The rows, in the screen's order.
    public var activityRows: [ActivityRow] { (entries.value ?? []).map(\.row) }
    /// Why the list could not be read.
    public var listError: ErrorNotice? { entries.error }
    /// Whether the list has been read.
    public var listLoaded: Bool { entries.value != nil }
    /// The line above the list.
    public var listSummary: String { summary }
    /// What an empty list says.
    public var listEmptyMessage: String { emptyWords }
    /// Moves by the days shown.
    public func move(by step: Int) async { await shift(by: step > 0 ? days : -days) }
}
