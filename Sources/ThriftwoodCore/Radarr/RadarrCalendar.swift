import ArrKit
import Foundation
import RadarrAPI

extension RadarrService {
    /// Radarr's calendar as the shared calendar reads it: each release of each film (in cinemas,
    /// digital, physical) that falls in the span, 30 days at once.
    public var calendarSource: ArrCalendarSource {
        ArrCalendarSource(days: 30, emptyWords: "Nothing is released in these days.") { start, end, unmonitored in
            let movies = try await client().calendar(start: start, end: end, unmonitored: unmonitored)
            return ReleaseCalendar.entries(movies, from: start, to: end).map { entry in
                ArrCalendarEntry(
                    line: ArrCalendarLine(
                        date: entry.date, kind: entry.kind.label,
                        title: RadarrLabels.title(entry.movie.title, year: entry.movie.year),
                        hasFile: entry.movie.hasFile, monitored: entry.movie.monitored),
                    row: RadarrActivity.row(entry), subjectId: entry.movie.id)
            }
        }
    }
}
