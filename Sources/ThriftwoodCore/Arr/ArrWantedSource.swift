import Foundation
import ServerKit

/// Which wanted items a list shows: those missing, or those below their quality cutoff.
public enum WantedKind: String, CaseIterable, Sendable {
    /// Monitored items without a file.
    case missing
    /// Items whose file is below its profile's cutoff.
    case cutoffUnmet

    /// "Missing", "Cutoff unmet".
    public var label: String { self == .missing ? "Missing" : "Cutoff unmet" }
}

/// A wanted item as its *arr's list shows it: a film with its release day, an episode with its
/// series, code and air day.
public struct ArrWantedLine: Sendable, Hashable {
    /// The film ("Arrival (2016)") or the episode's series.
    public let title: String
    /// Which part of its subject it is ("S02E03"), "" for a film.
    public let part: String
    /// The episode's own title, "" for a film.
    public let name: String
    /// Its release or air day, in words.
    public let day: String

    /// A line.
    public init(title: String, part: String = "", name: String = "", day: String) {
        self.title = title
        self.part = part
        self.name = name
        self.day = day
    }
}

/// One wanted item: its line, its row in the views across services, and what it opens.
public struct ArrWantedEntry: Sendable, Hashable {
    /// How its list shows it.
    public let line: ArrWantedLine
    /// How the views across services show it.
    public let row: ActivityRow
    /// The film or episode it opens.
    public let subjectId: Int?

    /// An entry; each kind's wanted source makes them from its records.
    public init(line: ArrWantedLine, row: ActivityRow, subjectId: Int?) {
        self.line = line
        self.row = row
        self.subjectId = subjectId
    }
}

/// A page of wanted items.
public struct ArrWantedPage: Sendable, Hashable {
    /// The page's items.
    public let entries: [ArrWantedEntry]
    /// How many the server counts in all.
    public let total: ServerCount
    /// How many pages there are.
    public let pageCount: Int
    /// What the page says of how it was read ("read from the library: …"), nil when plainly.
    public let note: String?

    /// A page.
    public init(entries: [ArrWantedEntry], total: ServerCount, pageCount: Int, note: String? = nil) {
        self.entries = entries
        self.total = total
        self.pageCount = pageCount
        self.note = note
    }
}

/// How an *arr's wanted items are read and searched for: each kind makes one in its folder
/// (``ArrWantedViewModel`` and the views across services need nothing else).
public struct ArrWantedSource: Sendable {
    /// The server's kind's name, for the question before searching: "Radarr".
    public let service: String
    /// What a wanted item is: "movie", "episode".
    public let noun: String
    /// Reads page `number` of `size` items of `kind`.
    public let page: @Sendable (_ number: Int, _ size: Int, _ kind: WantedKind) async throws -> ArrWantedPage
    /// Searches for every item of `kind`, telling `progress` the command's state as it goes,
    /// and says how it ended.
    public let search:
        @Sendable (_ kind: WantedKind, _ progress: @escaping @Sendable (String) async -> Void) async throws -> String

    /// A source.
    public init(
        service: String, noun: String,
        page: @escaping @Sendable (Int, Int, WantedKind) async throws -> ArrWantedPage,
        search: @escaping @Sendable (WantedKind, @escaping @Sendable (String) async -> Void) async throws -> String
    ) {
        self.service = service
        self.noun = noun
        self.page = page
        self.search = search
    }

    /// What a search for every item of `kind` is: "missing movies", "episodes below their cutoff".
    public func searchWords(_ kind: WantedKind) -> String { Self.searchWords(kind, noun: noun) }

    /// What a search for every `noun` of `kind` is, as the list and the search's outcome say it.
    static func searchWords(_ kind: WantedKind, noun: String) -> String {
        kind == .missing ? "missing \(noun)s" : "\(noun)s below their cutoff"
    }
}
