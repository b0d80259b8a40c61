import ArgumentParser
import Foundation
import SeerrKit
import ThriftwoodCore

extension RequestsCommand {
    /// `thriftwood requests new --movie TMDB | --tv TMDB [--seasons 1,2|all] [--4k]`.
    struct New: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "new", abstract: "Request a movie or series by its TMDB id (`requests search` finds it).")
        @OptionGroup var connection: ConnectionOptions
        @Option(help: "The movie's TMDB id.") var movie: Int?
        @Option(help: "The series' TMDB id.") var tv: Int?
        @Option(help: "A series' seasons: all, or a list such as 1,2.") var seasons = "all"
        @Flag(name: .customLong("4k"), help: "Ask for the 4K copy.") var uhd = false

        func validate() throws {
            guard (movie == nil) != (tv == nil) else { throw ValidationError("Give --movie TMDB or --tv TMDB.") }
            guard SeerrSeasons(parsing: seasons) != nil else {
                throw ValidationError("--seasons takes all, or season numbers such as 1,2.")
            }
            if movie != nil, seasons != "all" { throw ValidationError("--seasons is for --tv.") }
        }

        func run() async throws {
            try await runReportingErrors {
                let key =
                    movie.map { SeerrTitleKey(mediaType: .movie, tmdbId: $0) }
                    ?? SeerrTitleKey(mediaType: .tv, tmdbId: tv ?? 0)
                let draft = SeerrRequestDraft(key: key, seasons: SeerrSeasons(parsing: seasons) ?? .all, is4k: uhd)
                try await connection.withSeerr { seerr in
                    let title = try await seerr.client.title(key)
                    let created = try await seerr.client.create(draft)
                    let titles = [title.key: title]
                    print(
                        "Requested \(RequestText.named(created, titles)) · \(RequestText.details(created)) · "
                            + RequestText.state(created).text + " (request \(created.id))")
                }
            }
        }
    }

    /// `thriftwood requests search TEXT`.
    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "search",
            abstract: "Search Seerr for movies and series, with what it knows of each (requested, available).")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "What to look for.") var text: String

        func run() async throws {
            try await runReportingErrors {
                try await connection.withSeerr { seerr in
                    let results = try await seerr.client.search(text)
                    printTable(
                        headers: ["TMDB", "TYPE", "TITLE", "IN SEERR"],
                        rows: results.map {
                            [String($0.key.tmdbId), $0.key.mediaType.word, $0.label, RequestText.searchState($0)]
                        }, empty: "Seerr found nothing for “\(text)”.")
                }
            }
        }
    }
}
