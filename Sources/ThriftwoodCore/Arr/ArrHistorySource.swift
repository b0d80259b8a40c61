import ArrKit
import Foundation
import ServerKit

/// One event of an *arr's history: its line, its row in the views across services, what it
/// opens, and the release a "mark failed" names.
public struct ArrHistoryEntry: Sendable, Hashable {
    /// How its list shows it.
    public let line: HistoryEventLine
    /// How the views across services show it.
    public let row: ActivityRow
    /// The film or episode it opens, when the server names one.
    public let subjectId: Int?
    /// The history record's id (marking it failed acts on it).
    public let historyId: Int
    /// The release's name, when the server gave one.
    public let release: String?
}

/// A page of history.
public struct ArrHistoryPage: Sendable, Hashable {
    /// The page's events, newest first.
    public let entries: [ArrHistoryEntry]
    /// How many events the server counts in all (of the filter shown).
    public let total: ServerCount
    /// How many pages there are.
    public let pageCount: Int
}

/// A filter of an *arr's history: an event type by its wire name (nil: every event) and its words.
public struct HistoryFilter: Sendable, Hashable {
    /// The event type's wire name; nil for every event.
    public let value: String?
    /// "Grabbed", "all events".
    public let label: String

    /// A filter.
    public init(value: String?, label: String) {
        self.value = value
        self.label = label
    }
}

/// How an *arr's history is read and a release in it marked failed: each kind makes one in its
/// folder (``ArrHistoryViewModel`` needs nothing else).
public struct ArrHistorySource: Sendable {
    /// The server's kind's name: "Radarr".
    public let service: String
    /// What a line opens: "movie", "episode".
    public let opensNoun: String
    /// Whether each line names what it is about (a series' episode); a film's history does not.
    public let namesSubjects: Bool
    /// The filters, every event first.
    public let filters: [HistoryFilter]
    /// Reads page `number` of `size` events of the filter with wire name `filter` (nil: all).
    public let page: @Sendable (_ number: Int, _ size: Int, _ filter: String?) async throws -> ArrHistoryPage
    /// The client a release is marked failed with.
    public let client: @Sendable () async throws -> any ArrServiceClient

    /// A source.
    public init(
        service: String, opensNoun: String, namesSubjects: Bool, filters: [HistoryFilter],
        page: @escaping @Sendable (Int, Int, String?) async throws -> ArrHistoryPage,
        client: @escaping @Sendable () async throws -> any ArrServiceClient
    ) {
        self.service = service
        self.opensNoun = opensNoun
        self.namesSubjects = namesSubjects
        self.filters = [HistoryFilter(value: nil, label: "all events")] + filters
        self.page = page
        self.client = client
    }

    /// Events of a grab or an import can be marked failed.
    static func canMarkFailed(_ eventType: String?) -> Bool {
        eventType == "grabbed" || eventType == "downloadFolderImported"
    }
}
