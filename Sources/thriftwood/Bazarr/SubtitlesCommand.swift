import ArgumentParser
import BazarrKit
import Foundation
import ServerKit
import ThriftwoodCore

/// `thriftwood subtitles wanted|search|history|providers`: Bazarr's subtitles for Sonarr's
/// episodes and Radarr's movies.
struct SubtitlesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "subtitles",
        abstract: "Subtitles (Bazarr): what lacks them, search and download, history, providers.",
        subcommands: [Wanted.self, Search.self, History.self, Providers.self], defaultSubcommand: Wanted.self)

    /// `thriftwood subtitles wanted [--movies]`.
    struct Wanted: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "wanted",
            abstract: "The episodes (or with --movies the movies) missing subtitles, with the languages each lacks.")
        @OptionGroup var connection: ConnectionOptions
        @Flag(help: "Movies instead of episodes.") var movies = false
        @Option(help: "How many to list.") var limit = 50
        @Flag(
            help: "Print JSON (series, episode and Sonarr's ids, or the movie and Radarr's id, with what is missing).")
        var json = false

        func run() async throws {
            try await runReportingErrors {
                try await connection.withBazarr { bazarr in
                    let length = max(1, min(limit, 1000))
                    if movies {
                        let page = try await bazarr.client.wantedMovies(start: 0, length: length)
                        if json { return try printJSON(page.records.map(WantedLine.init)) }
                        printDisplayTable(BazarrRows.wantedMovies(page, server: bazarr.name), idColumn: true)
                    } else {
                        let page = try await bazarr.client.wantedEpisodes(start: 0, length: length)
                        if json { return try printJSON(page.records.map(WantedLine.init)) }
                        printDisplayTable(BazarrRows.wantedEpisodes(page, server: bazarr.name), idColumn: true)
                    }
                }
            }
        }
    }

    /// `thriftwood subtitles search ID [--movie] [--manual]`.
    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "search",
            abstract:
                "Search the providers for an episode's (SERIES:EPISODE, Sonarr's ids from `wanted`) or a movie's missing subtitles and download the best; --manual lists what each provider offers instead."
        )
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The episode as SERIES:EPISODE (Sonarr's ids), or with --movie Radarr's id.") var id: String
        @Flag(help: "A movie (Radarr's id).") var movie = false
        @Flag(help: "List the providers' candidates with their scores; download nothing.") var manual = false
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            try await runReportingErrors {
                let ids = id.split(separator: ":").compactMap { Int($0) }
                guard movie ? ids.count == 1 : ids.count == 2 else {
                    throw CLIError(
                        movie
                            ? "“\(id)” is not a movie id; `subtitles wanted --movies` lists them."
                            : "“\(id)” is not SERIES:EPISODE; `subtitles wanted` lists them (the ID column).")
                }
                try await connection.withBazarr { bazarr in
                    if manual {
                        Progress.note("Asking every provider of \(bazarr.name)…")
                        let offers =
                            movie
                            ? try await bazarr.client.candidates(movie: ids[0])
                            : try await bazarr.client.candidates(episode: ids[1])
                        Progress.done()
                        if json { return try printJSON(offers.map(CandidateLine.init)) }
                        printTable(
                            headers: ["PROVIDER", "LANGUAGE", "SCORE", "RELEASE", "UPLOADER"],
                            rows: offers.sorted { ($0.score ?? 0) > ($1.score ?? 0) }.map {
                                [
                                    $0.provider, $0.language + ($0.hearingImpaired ? " (HI)" : ""),
                                    $0.score.map(\.description) ?? "—",
                                    $0.releaseInfo.first ?? "—", $0.uploader ?? "—",
                                ]
                            },
                            empty:
                                "No provider of \(bazarr.name) offers a subtitle for it (a throttled one is not asked)."
                        )
                        return
                    }
                    Progress.note("Searching…")
                    let action = TableAction(
                        id: "search", label: "Search", key: "s", progress: "", target: movie ? "\(ids[0])" : id,
                        subject: movie ? "movie \(ids[0])" : "episode \(id)")
                    let connect: @Sendable () async throws -> BazarrClient = { bazarr.client }
                    let said =
                        movie
                        ? try await BazarrSearch.movie(action, connect: connect, server: bazarr.name)
                        : try await BazarrSearch.episode(action, connect: connect, server: bazarr.name)
                    Progress.done()
                    if json {
                        return try printJSON(SearchOutcome(server: bazarr.name, target: action.subject, message: said))
                    }
                    print(said)
                }
            }
        }
    }

    /// What `subtitles search --json` prints: the server, what it searched for, and what it did.
    struct SearchOutcome: Encodable {
        let server: String
        let target: String
        let message: String
    }

    /// `thriftwood subtitles history`.
    struct History: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "history",
            abstract: "What Bazarr downloaded, upgraded and uploaded lately, episodes and movies.")
        @OptionGroup var connection: ConnectionOptions
        @Option(help: "How many of each.") var limit = 25

        func run() async throws {
            try await runReportingErrors {
                try await connection.withBazarr { bazarr in
                    async let movies = bazarr.client.movieHistory(length: max(1, limit))
                    let episodes = try await bazarr.client.episodeHistory(length: max(1, limit))
                    printDisplayTable(BazarrRows.history(episodes: episodes.records, movies: try await movies.records))
                }
            }
        }
    }

    /// `thriftwood subtitles providers [--reset --yes]`.
    struct Providers: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "providers",
            abstract: "The providers and whether each is throttled; --reset --yes tries them all again at once.")
        @OptionGroup var connection: ConnectionOptions
        @Flag(help: "End every provider's throttling.") var reset = false
        @Flag(help: "Yes, reset them.") var yes = false

        func run() async throws {
            try await runReportingErrors {
                try await connection.withBazarr { bazarr in
                    var table = BazarrRows.providers(try await bazarr.client.providers(), server: bazarr.name)
                    if reset {
                        guard let action = table.actions.first(where: { $0.id == "reset" }) else {
                            print("No provider of \(bazarr.name) is throttled; nothing to reset.")
                            return
                        }
                        guard yes else {
                            throw CLIError((action.question ?? "Reset the providers?") + " Add --yes to reset.")
                        }
                        try await bazarr.client.resetProviders()
                        print("\(bazarr.name) tries every provider again.")
                        table = BazarrRows.providers(try await bazarr.client.providers(), server: bazarr.name)
                    }
                    printDisplayTable(table)
                }
            }
        }
    }
}

/// A wanted item as `--json` prints it.
private struct WantedLine: Encodable {
    let title: String
    let episode: String?
    let sonarrSeriesId: Int?
    let sonarrEpisodeId: Int?
    let radarrId: Int?
    let missing: [String]

    init(_ episode: WantedEpisode) {
        title = episode.seriesTitle
        self.episode = episode.episodeNumber
        sonarrSeriesId = episode.sonarrSeriesId
        sonarrEpisodeId = episode.sonarrEpisodeId
        radarrId = nil
        missing = episode.missing.map(\.code2)
    }

    init(_ movie: WantedMovie) {
        title = movie.title
        episode = nil
        sonarrSeriesId = nil
        sonarrEpisodeId = nil
        radarrId = movie.radarrId
        missing = movie.missing.map(\.code2)
    }
}

/// A provider's candidate as `--json` prints it (without its download token).
private struct CandidateLine: Encodable {
    let provider: String
    let language: String
    let score: ServerCount?
    let releases: [String]
    let hearingImpaired: Bool

    init(_ candidate: SubtitleCandidate) {
        provider = candidate.provider
        language = candidate.language
        score = candidate.score
        releases = candidate.releaseInfo
        hearingImpaired = candidate.hearingImpaired
    }
}
