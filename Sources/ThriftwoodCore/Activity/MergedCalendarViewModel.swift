import Foundation
import Observation

/// One calendar over every service: movies' cinema, digital and physical releases and
/// episodes' airings, as a week (every day shown) or an agenda (the next 30 days with
/// something on), monitored only or everything.
@MainActor
@Observable
public final class MergedCalendarViewModel: MergedActivityModel {
    /// How the calendar is laid out.
    public enum Layout: String, Sendable, CaseIterable {
        /// Monday to Sunday, every day shown.
        case week
        /// The next 30 days, only days with something on.
        case agenda
    }

    /// The services the view reads, in the profile's order.
    public let services: [ServerRef]
    /// The service shown alone; nil shows all.
    public var serviceFilter: ServerRef?
    /// Every row read, merged and ordered.
    public private(set) var rows: [ActivityRow] = []
    /// Whether a load runs.
    public private(set) var isLoading = false
    /// The layout shown.
    public private(set) var layout = Layout.week
    /// Whether only monitored items are shown.
    public private(set) var monitoredOnly = true
    /// The first day shown.
    public private(set) var start: Date
    /// Opens a route (set by the coordinator).
    public var onOpen: (@MainActor (AppRoute) -> Void)?

    private let feeds: [ActivityFeed]
    private let clock: @Sendable () -> Date
    private let calendar: Calendar
    private var parts = ServiceParts<[ActivityRow]>()

    /// Creates the calendar over `feeds`, starting with the current week.
    public init(
        feeds: [ActivityFeed], clock: @escaping @Sendable () -> Date = { Date() }, calendar: Calendar = .current
    ) {
        self.feeds = feeds
        self.clock = clock
        self.calendar = calendar
        services = feeds.map(\.source)
        start = MergedCalendar.weekStart(of: clock(), calendar: calendar)
    }

    /// The services that could not be read, and why.
    public var failures: [ServiceFailure] { parts.failures }

    /// The services not answered yet, and since when.
    public var pending: PendingServices { parts.pending }

    /// The end of the range shown.
    public var end: Date {
        calendar.date(byAdding: .day, value: layout == .week ? 7 : 30, to: start)
            ?? start.addingTimeInterval(7 * 86_400)
    }

    /// Reads every service's releases and airings in the range.
    public func load() async {
        isLoading = true
        defer { isLoading = false }
        let (start, end) = (start, end)
        parts.begin(services, at: Date())
        await MergedFetch.gather(feeds, { try await $0.calendar(start, end) }) { kind, part in
            parts.absorb(kind, part)
            compose()
        }
    }

    /// Merges what every service answered so far into the rows.
    private func compose() {
        rows = services.flatMap { parts.values[$0] ?? [] }
    }

    /// The days shown with their rows.
    public var days: [CalendarDay] {
        MergedCalendar.days(
            visibleRows, from: start, to: end, monitoredOnly: monitoredOnly, includeEmpty: layout == .week,
            calendar: calendar)
    }

    /// Switches between the week and the agenda (which starts today).
    public func toggleLayout() async {
        layout = layout == .week ? .agenda : .week
        start =
            layout == .week
            ? MergedCalendar.weekStart(of: clock(), calendar: calendar) : calendar.startOfDay(for: clock())
        parts.reset()
        await load()
    }

    /// Shows everything or only what is monitored.
    public func toggleMonitoredOnly() { monitoredOnly.toggle() }

    /// Moves a week (or 30 days) forward or back.
    public func move(by steps: Int) async {
        let days = (layout == .week ? 7 : 30) * steps
        start = calendar.date(byAdding: .day, value: days, to: start) ?? start
        parts.reset()
        await load()
    }

    /// The header line: what is shown and how it is ordered.
    public var summary: String {
        let count = days.saturatingSum { $0.rows.count }
        let range = "\(Format.day(start)) – \(Format.day(end.addingTimeInterval(-1)))"
        return "\(layout == .week ? "Week" : "Agenda") \(range) · \(Format.plural(count, "item")) · "
            + "\(monitoredOnly ? "monitored only" : "monitored and not") · \(serviceFilterLabel)"
    }

    /// What an empty list says.
    public var emptyMessage: String {
        isLoading && rows.isEmpty ? "Loading…" : "Nothing releases or airs in these days."
    }

    /// Opens the row's screen.
    public func open(_ row: ActivityRow) {
        if let route = row.route { onOpen?(route) }
    }
}
