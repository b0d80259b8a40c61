import Foundation
import RadarrAPI

/// One release on the calendar: a movie, which of its releases, and the date that fell in range.
public struct CalendarEntry: Sendable, Hashable, Identifiable {
    /// Which release a date is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case cinemas, digital, physical

        /// The words shown for it.
        public var label: String {
            switch self {
            case .cinemas: "In cinemas"
            case .digital: "Digital"
            case .physical: "Physical"
            }
        }
    }

    /// The movie.
    public var movie: Movie
    /// Which release it is.
    public var kind: Kind
    /// The date that fell in the range.
    public var date: Date
    /// Identifies the entry.
    public var id: String { "\(movie.id ?? 0)-\(kind.rawValue)" }

    /// Creates an entry.
    public init(movie: Movie, kind: Kind, date: Date) {
        self.movie = movie
        self.kind = kind
        self.date = date
    }
}

/// Turns Radarr's calendar answer (movies with any release in range) into dated entries.
public enum ReleaseCalendar {
    /// Each movie's releases whose date is in `from..<to`, by date then title.
    ///
    /// Radarr returns a movie when any of its dates falls in range, so the other dates
    /// (often years earlier) must not be shown or sorted by.
    public static func entries(_ movies: [Movie], from: Date, to: Date) -> [CalendarEntry] {
        var result: [CalendarEntry] = []
        for movie in movies {
            let releases: [(CalendarEntry.Kind, Date?)] = [
                (.cinemas, movie.inCinemas), (.digital, movie.digitalRelease), (.physical, movie.physicalRelease),
            ]
            for (kind, date) in releases {
                if let date, date >= from, date < to {
                    result.append(CalendarEntry(movie: movie, kind: kind, date: date))
                }
            }
        }
        return result.sorted { $0.date != $1.date ? $0.date < $1.date : $0.movie.title < $1.movie.title }
    }

    /// The end of a range of `days` days from `start`, or nil when the range is absurd.
    public static func end(from start: Date, days: Int) -> Date? {
        guard (-3660...3660).contains(days) else { return nil }
        return start.addingTimeInterval(Double(days) * 86_400)
    }
}
