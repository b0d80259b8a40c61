import ArgumentParser
import ArrKit
import Foundation
import RadarrAPI
import ThriftwoodCore

/// `thriftwood lookup TERM`.
struct LookupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup", abstract: "Look up films to add (also tmdb:ID and imdb:ttID).")

    @OptionGroup var connection: ConnectionOptions
    @Argument(help: "A title, tmdb:603 or imdb:tt0133093.") var term: String
    @Flag(help: "Print JSON.") var json = false

    func run() async throws {
        try await runReportingErrors {
            let found = try await connection.withClient { try await $0.lookup(term: term) }
            if json { return try printJSON(found) }
            printTable(
                headers: ["TMDB", "TITLE", "YEAR", "IN LIBRARY"],
                rows: found.map {
                    [String($0.tmdbId), $0.title, String($0.year), ($0.id ?? 0) > 0 ? "id \($0.id ?? 0)" : ""]
                }, empty: "No films found for \"\(term)\".")
        }
    }
}

/// `thriftwood queue list|remove`.
struct QueueCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "queue", abstract: "Show or change the download queue.", subcommands: [List.self, Remove.self],
        defaultSubcommand: List.self)

    /// `thriftwood queue list`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List downloads with progress.")
        @OptionGroup var connection: ConnectionOptions
        @Flag(help: "Print JSON (the array of records).") var json = false

        func run() async throws {
            try await runReportingErrors {
                let page = try await connection.withClient { try await $0.queue(pageSize: 500, includeMovie: false) }
                if json { return try printJSON(page.records) }
                printTable(
                    headers: ["ID", "TITLE", "PROGRESS", "SIZE", "LEFT", "STATUS"],
                    rows: page.records.map {
                        [
                            String($0.id), $0.title ?? "?", Format.percent($0.progress), Format.bytes($0.size ?? 0),
                            Format.duration($0.timeleft?.seconds), RadarrLabels.queueStatus($0).text,
                        ]
                    }, empty: "Nothing in the queue.")
            }
        }
    }

    /// `thriftwood queue remove ID`.
    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove a download.")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The queue item's id.") var id: Int
        @Flag(help: "Block this release from being grabbed again.") var blocklist = false
        @Flag(name: .customLong("keep-in-client"), help: "Leave it in the download client.") var keepInClient = false
        @Flag(name: .customLong("skip-redownload"), help: "With --blocklist: don't search for another release.")
        var skipRedownload = false

        func run() async throws {
            try await runReportingErrors {
                try await connection.withClient { client in
                    try await client.deleteQueueItem(
                        id: id, removeFromClient: !keepInClient, blocklist: blocklist, skipRedownload: skipRedownload)
                }
                print("Removed download \(id)")
            }
        }
    }
}

/// `thriftwood history`.
struct HistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "history", abstract: "Show history, newest first.")

    /// The event names the CLI accepts.
    enum Event: String, ExpressibleByArgument, CaseIterable {
        case grabbed, imported, failed, deleted, renamed, ignored

        var type: HistoryEventType {
            switch self {
            case .grabbed: .grabbed
            case .imported: .downloadFolderImported
            case .failed: .downloadFailed
            case .deleted: .movieFileDeleted
            case .renamed: .movieFileRenamed
            case .ignored: .downloadIgnored
            }
        }
    }

    @OptionGroup var connection: ConnectionOptions
    @Option(help: "The page, from 1.") var page = 1
    @Option(name: .customLong("page-size"), help: "Records per page (1–1000).") var pageSize = 50
    @Option(help: "Only this event: grabbed, imported, failed, deleted, renamed, ignored.") var event: Event?
    @Flag(help: "Print JSON (the array of records).") var json = false

    func validate() throws {
        try PageOptions.validate(page: page, pageSize: pageSize)
    }

    func run() async throws {
        try await runReportingErrors {
            let result = try await connection.withClient {
                try await $0.history(page: page, pageSize: pageSize, eventType: event?.type)
            }
            if json { return try printJSON(result.records) }
            printTable(
                headers: ["DATE", "EVENT", "TITLE"],
                rows: result.records.map {
                    [Format.dateTime($0.date), RadarrLabels.event($0.eventType).text, $0.sourceTitle ?? ""]
                }, empty: "No history\(event == nil ? "" : " of that kind") on this page.")
            print(
                "page \(result.page) of \(max(1, result.pageCount)) (\(Format.plural(result.totalRecords, "record")))")
        }
    }
}

/// `thriftwood calendar`.
struct CalendarCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "calendar", abstract: "Show upcoming releases.")

    @OptionGroup var connection: ConnectionOptions
    @Option(help: "How many days ahead (1–3660; negative looks back).") var days = 30
    @Flag(help: "Print JSON (the array of movies).") var json = false

    func validate() throws {
        guard days != 0, ReleaseCalendar.end(from: Date(), days: days) != nil else {
            throw ValidationError("--days must be between -3660 and 3660, and not 0.")
        }
    }

    func run() async throws {
        try await runReportingErrors {
            let now = Date()
            let end = ReleaseCalendar.end(from: now, days: days) ?? now
            let (from, to) = (min(now, end), max(now, end))
            let movies = try await connection.withClient { try await $0.calendar(start: from, end: to) }
            if json { return try printJSON(movies) }
            printTable(
                headers: ["DATE", "RELEASE", "TITLE", "YEAR"],
                rows: ReleaseCalendar.entries(movies, from: from, to: to).map {
                    [Format.day($0.date), $0.kind.label, $0.movie.title, String($0.movie.year)]
                }, empty: "No releases in the next \(Format.plural(abs(days), "day")).")
        }
    }
}

/// `thriftwood missing`.
struct MissingCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "missing", abstract: "Show monitored movies without a file.")

    @OptionGroup var connection: ConnectionOptions
    @Option(help: "The page, from 1.") var page = 1
    @Flag(help: "Print JSON (the array of movies).") var json = false

    func validate() throws {
        try PageOptions.validate(page: page, pageSize: 100)
    }

    func run() async throws {
        try await runReportingErrors {
            let result = try await connection.withClient { try await $0.missing(page: page, pageSize: 100) }
            if json { return try printJSON(result.records) }
            printTable(
                headers: ["ID", "TITLE", "YEAR", "RELEASE"],
                rows: result.records.map {
                    [String($0.id ?? 0), $0.title, String($0.year), Format.day($0.bestReleaseDate)]
                }, empty: page > 1 ? "No missing movies on page \(page)." : "Nothing is missing.")
        }
    }
}

/// The range checks every paged command shares.
enum PageOptions {
    /// The largest page number accepted; far past any real server's last page.
    static let maxPage = 1_000_000

    /// Throws a usage error unless `page` is 1…``maxPage`` and `pageSize` 1…1000.
    static func validate(page: Int, pageSize: Int) throws {
        guard (1...maxPage).contains(page) else {
            throw ValidationError("--page must be between 1 and \(maxPage).")
        }
        guard (1...1000).contains(pageSize) else {
            throw ValidationError("--page-size must be between 1 and 1000.")
        }
    }
}
