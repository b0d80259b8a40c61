import Foundation
import ServerKit

/// How one service takes part in the views across services: its queue, history, calendar
/// and wanted lists as ``ActivityRow``s, and the actions on them. Each service builds its
/// own in its folder; the merged screens know only this.
public struct ActivityFeed: Sendable {
    /// What a service answers for "wanted": the first rows and how many there are.
    public struct Wanted: Sendable, Hashable {
        /// The rows read.
        public let rows: [ActivityRow]
        /// How many the service counts in all.
        public let total: ServerCount

        /// Creates an answer.
        public init(rows: [ActivityRow], total: ServerCount) {
            self.rows = rows
            self.total = total
        }
    }

    /// The service.
    public let kind: ServiceKind
    /// The server it reads (the kind's first unless ``from(_:)`` says otherwise).
    public private(set) var source: ServerRef
    /// Its downloads.
    public var queue: @Sendable () async throws -> [ActivityRow]
    /// Removes a download as chosen.
    public var removeFromQueue: @Sendable (_ queueId: Int, _ choice: QueueRemoveChoice) async throws -> Void
    /// Its newest `count` events, optionally of one kind.
    public var history: @Sendable (_ count: Int, _ event: ActivityEvent?) async throws -> [ActivityRow]
    /// Its releases or airings in `start..<end`, monitored or not (rows say which).
    public var calendar: @Sendable (_ start: Date, _ end: Date) async throws -> [ActivityRow]
    /// Its missing items (or with `cutoff`, those below their quality cutoff).
    public var wanted: @Sendable (_ cutoff: Bool) async throws -> Wanted
    /// Searches for every missing (or cutoff-unmet) item and says how it went.
    public var searchWanted: @Sendable (_ cutoff: Bool) async throws -> String
    /// What its wanted items are, for counts: "movie", "episode".
    public var wantedNoun: String

    /// Creates a feed.
    public init(
        kind: ServiceKind, queue: @escaping @Sendable () async throws -> [ActivityRow],
        removeFromQueue: @escaping @Sendable (Int, QueueRemoveChoice) async throws -> Void,
        history: @escaping @Sendable (Int, ActivityEvent?) async throws -> [ActivityRow],
        calendar: @escaping @Sendable (Date, Date) async throws -> [ActivityRow],
        wanted: @escaping @Sendable (Bool) async throws -> Wanted,
        searchWanted: @escaping @Sendable (Bool) async throws -> String, wantedNoun: String = "item"
    ) {
        self.wantedNoun = wantedNoun
        self.kind = kind
        self.source = ServerRef(kind: kind)
        self.queue = queue
        self.removeFromQueue = removeFromQueue
        self.history = history
        self.calendar = calendar
        self.wanted = wanted
        self.searchWanted = searchWanted
    }

    /// Creates the feed of an *arr, whose downloads are its queue's (``ArrQueueSource``) and
    /// whose wanted items and calendar are its lists' (``ArrWantedSource``, the first 100;
    /// ``ArrCalendarSource``, what is not monitored too).
    public init(
        kind: ServiceKind, queue source: ArrQueueSource, wanted wantedSource: ArrWantedSource,
        calendar calendarSource: ArrCalendarSource,
        history: @escaping @Sendable (Int, ActivityEvent?) async throws -> [ActivityRow]
    ) {
        self.init(
            kind: kind, queue: { try await source.downloads().map(\.row) },
            removeFromQueue: { id, choice in
                var choice = choice
                choice.id = id
                try await source.remove(choice)
            }, history: history,
            calendar: { start, end in try await calendarSource.entries(start, end, true).map(\.row) },
            wanted: { cutoff in
                let page = try await wantedSource.page(1, 100, cutoff ? .cutoffUnmet : .missing)
                return Wanted(rows: page.entries.map(\.row), total: page.total)
            }, searchWanted: { cutoff in try await wantedSource.search(cutoff ? .cutoffUnmet : .missing) { _ in } },
            wantedNoun: wantedSource.noun)
    }

    /// The feed as the one of `source`: its rows carry the server's name, ids and routes.
    public func from(_ source: ServerRef) -> ActivityFeed {
        var feed = self
        feed.source = source
        let (queue, history, calendar, wanted) = (queue, history, calendar, wanted)
        feed.queue = { try await queue().map { $0.from(source) } }
        feed.history = { count, event in try await history(count, event).map { $0.from(source) } }
        feed.calendar = { start, end in try await calendar(start, end).map { $0.from(source) } }
        feed.wanted = { cutoff in
            let answer = try await wanted(cutoff)
            return Wanted(rows: answer.rows.map { $0.from(source) }, total: answer.total)
        }
        return feed
    }
}
