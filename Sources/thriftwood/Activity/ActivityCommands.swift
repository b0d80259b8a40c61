import ArgumentParser
import ArrKit
import DownloadKit
import Foundation
import LidarrAPI
import RadarrAPI
import SonarrAPI
import ThriftwoodCore

/// `thriftwood lookup TERM`.
struct LookupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup",
        abstract: "Look up films and series to add (also tmdb:ID, imdb:ttID and, for Sonarr, tvdb:ID).")

    @OptionGroup var connection: ConnectionOptions
    @Option(help: "Only this service: radarr, sonarr or lidarr.") var service: ServiceKind?
    @Argument(help: "A title, tmdb:603, imdb:tt0133093 or tvdb:81189.") var term: String
    @Flag(help: "Print JSON.") var json = false

    func run() async throws {
        try await runReportingErrors {
            try await connection.list(
                only: service, json: json, headers: ["ID", "TITLE", "YEAR", "IN LIBRARY"],
                empty: "Nothing found for \"\(term)\"."
            ) { kind, client in
                if let lidarr = client as? LidarrClient {
                    return try ServiceListing(kind, try await lidarr.lookup(term: term)) {
                        [
                            $0.foreignArtistId.map { "mbid:\($0)" } ?? "-", $0.artistName, "",
                            $0.isInLibrary ? "id \($0.id ?? 0)" : "",
                        ]
                    }
                }
                if let sonarr = client as? SonarrClient {
                    return try ServiceListing(kind, try await sonarr.lookup(term: term)) {
                        [
                            $0.tvdbId.map { "tvdb:\($0)" } ?? "-", $0.title, String($0.year),
                            $0.isInLibrary ? "id \($0.id ?? 0)" : "",
                        ]
                    }
                }
                return try ServiceListing(kind, try await radarr(client).lookup(term: term)) {
                    ["tmdb:\($0.tmdbId)", $0.title, String($0.year), ($0.id ?? 0) > 0 ? "id \($0.id ?? 0)" : ""]
                }
            }
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
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List downloads with progress.")
        @OptionGroup var connection: ConnectionOptions
        @Option(help: "Only this service: radarr, sonarr or lidarr.") var service: ServiceKind?
        @Flag(help: "Print JSON (the array of records; Sonarr's are per episode).") var json = false
        @Flag(help: "One row per queue record (a Sonarr season pack shows each episode).") var records = false

        func run() async throws {
            try await runReportingErrors {
                // The table joins each download to its client's item (the profile's SABnzbd,
                // qBittorrent…) and lists the clients' own downloads, as --json does (each client's
                // record tagged with its server); --service keeps that kind's records alone.
                // The clients are read while the *arrs are, every server at once, so the slowest
                // bounds the command; an *arr's rows wait for the clients only to be joined.
                let joining = try await connection.hasClientsToJoin() && !json
                let clientsRead = Task { try await connection.clientQueuesForJoin() }
                defer { clientsRead.cancel() }
                @Sendable func index() async throws -> DownloadJoin.Index {
                    DownloadJoin.Index(try await clientsRead.value)
                }
                // The ids the *arrs' rows name are gathered as they come.
                let downloadIds = Gathered<String?>()
                @Sendable func joiner() async throws -> @Sendable ([String], String?) -> [String] {
                    let index = try await index()
                    return { row, downloadId in
                        downloadIds.append(downloadId)
                        return joining ? row + [index.link(for: downloadId)?.line ?? ""] : row
                    }
                }
                let perRecord = records
                try await connection.list(
                    only: service, json: json,
                    headers: ["ID", "TITLE", "PROGRESS", "SIZE", "LEFT", "STATUS"] + (joining ? ["CLIENT"] : []),
                    empty: "Nothing in the queue.",
                    extra: { _ in
                        service == nil
                            ? clientOnlyListings(chosen(try await index().unclaimed(by: downloadIds.all))) : []
                    }
                ) { kind, client in
                    if let lidarr = client as? LidarrClient {
                        return try await LidarrListings.queue(lidarr, joined: joiner)
                    }
                    if let sonarr = client as? SonarrClient {
                        let queued = try await sonarr.queue(pageSize: 500).records
                        let joined = try await joiner()
                        let listing = try ServiceListing(kind, queued) { _ in [] }
                        // A season pack is one download: one row, its size once (--records: one per episode).
                        let downloads =
                            perRecord
                            ? queued.map { SonarrDownload(id: String($0.id), records: [$0]) }
                            : SonarrDownload.group(queued)
                        return listing.replacingRows(
                            downloads.map { download in
                                joined(
                                    [
                                        download.lead.map { String($0.id) } ?? download.id,
                                        perRecord ? Self.recordTitle(download) : download.displayTitle,
                                        Format.percent(download.progress), Format.bytes(download.size),
                                        Format.duration(download.lead?.timeleft?.seconds), download.status.text,
                                    ], download.records.lazy.compactMap(\.downloadId).first)
                            },
                            sortKeys: downloads.map { $0.lead?.timeleft?.seconds ?? .infinity })
                    }
                    let page = try await radarr(client).queue(pageSize: 500, includeMovie: false)
                    let joined = try await joiner()
                    return try ServiceListing(kind, page.records) {
                        joined(
                            [
                                String($0.id), $0.title ?? "?", Format.percent($0.progress), Format.bytes($0.size ?? 0),
                                Format.duration($0.timeleft?.seconds), RadarrLabels.queueStatus($0).text,
                            ], $0.downloadId)
                    }.ordered(by: page.records.map { $0.timeleft?.seconds ?? .infinity })
                }
            }
        }

        /// The clients whose own downloads belong in the list: every one, or with `--server` the
        /// one it names (an *arr named there lists its queue alone).
        func chosen(
            _ unclaimed: [(source: ServerRef, links: [DownloadLink])]
        ) -> [(
            source: ServerRef, links: [DownloadLink]
        )] {
            guard let named = connection.server?.lowercased() else { return unclaimed }
            return unclaimed.filter { $0.source.name.lowercased() == named || $0.source.slug?.lowercased() == named }
        }

        /// The clients' own downloads (no *arr sent them) as rows of their own.
        func clientOnlyListings(_ unclaimed: [(source: ServerRef, links: [DownloadLink])]) -> [ServiceListing] {
            unclaimed.compactMap { source, links in
                guard !links.isEmpty else { return nil }
                var listing = ServiceListing(
                    kind: source.kind, records: links.map(\.item.record),
                    rows: links.map { link in
                        let item = link.item
                        return [
                            item.id, item.name, Format.percent(item.progress), item.sizeBytes.map(Format.bytes) ?? "–",
                            "–", item.state.description, "its own download",
                        ]
                    }, sortKeys: links.map { _ in .infinity })
                listing.server = source.name
                return listing
            }
        }

        /// One record's row title: its series and episode, else the release.
        private static func recordTitle(_ download: SonarrDownload) -> String {
            guard let record = download.lead, let series = record.series?.title else { return download.displayTitle }
            return [series, record.episode?.code].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// `thriftwood queue remove ID`.
    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a download.")
        @OptionGroup var connection: ConnectionOptions
        @Option(help: "The service whose queue it is: radarr, sonarr or lidarr.") var service: ServiceKind?
        @Argument(help: "The queue item's id (for a Sonarr season pack, any of its records).") var id: Int
        @Flag(help: "Block this release from being grabbed again.") var blocklist = false
        @Flag(name: .customLong("keep-in-client"), help: "Leave it in the download client.") var keepInClient = false
        @Flag(name: .customLong("skip-redownload"), help: "With --blocklist: don't search for another release.")
        var skipRedownload = false

        func run() async throws {
            try await runReportingErrors {
                let kind = try await connection.withOneService(service) { kind, client in
                    if let lidarr = client as? LidarrClient {
                        try await lidarr.deleteQueueItem(id: id, removeFromClient: !keepInClient, blocklist: blocklist)
                    } else if let sonarr = client as? SonarrClient {
                        try await sonarr.deleteQueueItem(
                            id: id, removeFromClient: !keepInClient, blocklist: blocklist,
                            skipRedownload: skipRedownload)
                    } else {
                        try await radarr(client).deleteQueueItem(
                            id: id, removeFromClient: !keepInClient, blocklist: blocklist,
                            skipRedownload: skipRedownload)
                    }
                    return kind
                }
                print("Removed download \(id) from \(kind.displayName)")
            }
        }
    }
}

/// The shared kinds of history event, by name on the command line.
extension ActivityEvent: ExpressibleByArgument {}

/// `thriftwood calendar`.
struct CalendarCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar", abstract: "Show upcoming releases and episodes.")

    @OptionGroup var connection: ConnectionOptions
    @Option(help: "Only this service: radarr, sonarr or lidarr.") var service: ServiceKind?
    @Option(parsing: .unconditional, help: "How many days ahead (1–3660; negative looks back, e.g. --days -365).")
    var days = 30
    @Flag(help: "Print JSON (Radarr's movies, Sonarr's episodes).") var json = false
    @Flag(help: "Print an iCalendar feed (RFC 5545) of every service's releases and airings, monitored or not.")
    var ics = false

    func validate() throws {
        guard days != 0, ReleaseCalendar.end(from: Date(), days: days) != nil else {
            throw ValidationError("--days must be between -3660 and 3660, and not 0.")
        }
        if ics && json { throw ValidationError("Choose --ics or --json, not both.") }
    }

    func run() async throws {
        try await runReportingErrors {
            let now = Date()
            let end = ReleaseCalendar.end(from: now, days: days) ?? now
            let (from, to) = (min(now, end), max(now, end))
            if ics { return try await printFeed(from: from, to: to, now: now) }
            try await connection.list(
                only: service, json: json, headers: ["DATE", "RELEASE", "TITLE", "YEAR"],
                empty: "Nothing in the next \(Format.plural(abs(days), "day"))."
            ) { kind, client in
                if let lidarr = client as? LidarrClient {
                    return try await LidarrListings.calendar(lidarr, from: from, to: to)
                }
                if let sonarr = client as? SonarrClient {
                    let episodes = try await sonarr.calendar(start: from, end: to)
                    return try ServiceListing(kind, episodes) {
                        [
                            Format.dateTime($0.airDateUtc), $0.code,
                            [$0.series?.title, $0.title].compactMap { $0 }.joined(separator: " – "),
                            $0.series.map { String($0.year) } ?? "",
                        ]
                    }.ordered(by: episodes.map { $0.airDateUtc?.timeIntervalSince1970 ?? .infinity })
                }
                let movies = try await radarr(client).calendar(start: from, end: to)
                let entries = ReleaseCalendar.entries(movies, from: from, to: to)
                return try ServiceListing(kind, movies) { _ in [] }.replacingRows(
                    entries.map { [Format.day($0.date), $0.kind.label, $0.movie.title, String($0.movie.year)] },
                    sortKeys: entries.map { $0.date.timeIntervalSince1970 })
            }
        }
    }

    /// Prints the merged calendar as one iCalendar feed; every service must answer.
    private func printFeed(from: Date, to: Date, now: Date) async throws {
        let rows = try await connection.withServices(only: service) { clients in
            var rows: [ActivityRow] = []
            for chosen in clients {
                let client = chosen.client
                let own: [ActivityRow]
                if let lidarr = client as? LidarrClient {
                    own = try await lidarr.calendar(start: from, end: to, unmonitored: true)
                        .compactMap(LidarrActivity.releaseRow)
                } else if let sonarr = client as? SonarrClient {
                    own = try await sonarr.calendar(start: from, end: to, unmonitored: true).map(SonarrActivity.row)
                } else {
                    let movies = try await radarr(client).calendar(start: from, end: to, unmonitored: true)
                    own = RadarrActivity.calendarRows(movies, from: from, to: to)
                }
                // Each server's rows carry its name and, past the first of a kind, its slug in their ids.
                rows += own.map { $0.from(chosen.ref) }
            }
            return rows
        }
        let ordered = rows.sorted { ($0.date ?? .distantFuture, $0.id) < ($1.date ?? .distantFuture, $1.id) }
        writeSafeOutput(Data(ICalendarFeed.write(ordered, now: now).utf8))
    }
}

/// `thriftwood missing`.
struct MissingCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "missing", abstract: "Show monitored movies and aired episodes without a file.")

    @OptionGroup var connection: ConnectionOptions
    @Option(help: "Only this service: radarr, sonarr or lidarr.") var service: ServiceKind?
    @Option(help: "The page, from 1.") var page = 1
    @Flag(help: "What is below its quality cutoff instead (movies and episodes with a file to upgrade).")
    var cutoff = false
    @Flag(help: "Print JSON (Radarr's movies, Sonarr's episodes).") var json = false

    func validate() throws {
        try PageOptions.validate(page: page, pageSize: 100)
    }

    func run() async throws {
        try await runReportingErrors {
            try await connection.list(
                only: service, json: json, headers: ["ID", "TITLE", "YEAR", "RELEASE"],
                empty: cutoff
                    ? (page > 1 ? "Nothing below its cutoff on page \(page)." : "Nothing is below its cutoff.")
                    : (page > 1 ? "Nothing missing on page \(page)." : "Nothing is missing.")
            ) { kind, client in
                if let lidarr = client as? LidarrClient {
                    return try await LidarrListings.missing(lidarr, page: page, cutoff: cutoff)
                }
                if let sonarr = client as? SonarrClient {
                    let result =
                        cutoff
                        ? try await sonarr.cutoffUnmet(page: page, pageSize: 100)
                        : try await sonarr.missing(page: page, pageSize: 100)
                    return try ServiceListing(kind, result.records) {
                        [
                            String($0.id),
                            [$0.series?.title, $0.code, $0.title].compactMap { $0 }.joined(separator: " "),
                            $0.series.map { String($0.year) } ?? "", Format.day($0.airDateUtc),
                        ]
                    }
                }
                let radarr = try radarr(client)
                let result: Paged<Movie>
                if cutoff {
                    result = try await radarr.cutoffUnmet(page: page, pageSize: 100)
                } else {
                    // A Radarr before 5.3 has no wanted list: worked out from its library, as the app does.
                    let read = try await MissingFromLibrary.read(from: radarr, page: page, pageSize: 100)
                    if let note = read.note { Progress.warn(note) }
                    result = read.page
                }
                return try ServiceListing(kind, result.records) {
                    [String($0.id ?? 0), $0.title, String($0.year), Format.day($0.bestReleaseDate)]
                }
            }
        }
    }
}

/// `client` as Radarr's, or a plain failure when it is not (it always is when not Sonarr's).
func radarr(_ client: any ArrServiceClient) throws -> RadarrClient {
    guard let radarr = client as? RadarrClient else { throw CoreError.noService(.radarr) }
    return radarr
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
