import Foundation

/// A release or an airing as its *arr's calendar lists it: a film's release with its kind, an
/// episode with its series and code.
public struct ArrCalendarLine: Sendable, Hashable {
    /// When it is.
    public let date: Date?
    /// The day, in words.
    public let day: String
    /// Which release it is ("Digital"), "" for an airing.
    public let kind: String
    /// The film ("Arrival (2016)") or the episode's series.
    public let title: String
    /// Which part of its subject it is ("S02E03"), "" for a film.
    public let part: String
    /// The episode's own title, "" for a film.
    public let name: String
    /// Whether its file is on disk.
    public let hasFile: Bool
    /// Whether it is monitored.
    public let monitored: Bool

    /// A line.
    public init(
        date: Date?, kind: String = "", title: String, part: String = "", name: String = "", hasFile: Bool,
        monitored: Bool
    ) {
        self.date = date
        self.day = Format.day(date)
        self.kind = kind
        self.title = title
        self.part = part
        self.name = name
        self.hasFile = hasFile
        self.monitored = monitored
    }
}

/// One entry of an *arr's calendar: its line, its row in the views across services, and what it opens.
public struct ArrCalendarEntry: Sendable, Hashable {
    /// How its list shows it.
    public let line: ArrCalendarLine
    /// How the views across services show it.
    public let row: ActivityRow
    /// The film or episode it opens.
    public let subjectId: Int?

    /// An entry; each kind's calendar source makes them from its records.
    public init(line: ArrCalendarLine, row: ActivityRow, subjectId: Int?) {
        self.line = line
        self.row = row
        self.subjectId = subjectId
    }
}

/// How an *arr's calendar is read: each kind makes one in its folder (``ArrCalendarViewModel``
/// and the views across services need nothing else).
public struct ArrCalendarSource: Sendable {
    /// How many days a screen shows at once: 30 for films, 14 for episodes.
    public let days: Int
    /// What an empty span says: "Nothing airs in these days."
    public let emptyWords: String
    /// What falls in `start..<end`, in date order; with `unmonitored`, what is not monitored too.
    public let entries: @Sendable (_ start: Date, _ end: Date, _ unmonitored: Bool) async throws -> [ArrCalendarEntry]

    /// A source.
    public init(
        days: Int, emptyWords: String,
        entries: @escaping @Sendable (Date, Date, Bool) async throws -> [ArrCalendarEntry]
    ) {
        self.days = days
        self.emptyWords = emptyWords
        self.entries = entries
    }
}
