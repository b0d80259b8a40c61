import Foundation
import Observation
import RadarrAPI

/// Upcoming releases over a date range.
@MainActor
@Observable
public final class CalendarViewModel {
    /// One release on the calendar.
    public typealias Entry = CalendarEntry

    /// Entries by date.
    public private(set) var entries = Loadable<[Entry]>()
    /// How many days ahead to show.
    public var days: Int
    /// The first day shown.
    public private(set) var start: Date
    /// Opens a movie (set by the coordinator).
    public var onSelectMovie: (@MainActor (Int) -> Void)?

    private let radarr: any RadarrService

    /// Creates the calendar from `start` for `days` days.
    public init(radarr: any RadarrService, start: Date = Date(), days: Int = 30) {
        self.radarr = radarr
        self.start = Calendar(identifier: .gregorian).startOfDay(for: start)
        self.days = days
    }

    /// Loads the range.
    public func load() async {
        entries.begin()
        let radarr = radarr
        let (from, to) = (start, start.addingTimeInterval(Double(days) * 86_400))
        entries.finish(
            await capture {
                let movies = try await radarr.client().calendar(start: from, end: to)
                return ReleaseCalendar.entries(movies, from: from, to: to)
            })
    }

    /// Moves the range by `days` (negative: back).
    public func shift(by days: Int) async {
        start = start.addingTimeInterval(Double(days) * 86_400)
        await load()
    }

    /// Opens the movie with `id`.
    public func select(_ id: Int) { onSelectMovie?(id) }
}
