import ArgumentParser
import ArrKit
import Foundation
import LidarrAPI
import RadarrAPI
import SonarrAPI
import ThriftwoodCore

/// `thriftwood search TEXT`: every library at once, then what each service could add.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search every library (movies and series), then look the text up on each service.",
        discussion: """
            --json prints one array of {"service", "server", "inLibrary", "record"} items, the record \
            as the server sent it: library hits first, then lookups ("inLibrary": false).
            """)

    @OptionGroup var connection: ConnectionOptions
    @Option(help: "Only this service: radarr, sonarr or lidarr.") var service: ServiceKind?
    @Argument(help: "What to look for: a title or part of one, a year.") var text: String
    @Flag(help: "Print JSON.") var json = false
    @Flag(help: "Ask Prowlarr's indexers instead: releases with their indexer, size, age and peers.")
    var indexers = false

    /// One hit, in the library or not.
    struct Hit: Encodable {
        let service: ServiceKind
        var server: String
        let inLibrary: Bool
        let record: JSONValue
        var row: [String]

        enum CodingKeys: String, CodingKey { case service, server, inLibrary, record }

        /// The hit as found on `name` (the table's first column and `server` name it).
        func on(_ name: String) -> Hit {
            var named = self
            named.server = name
            if !named.row.isEmpty { named.row[0] = name }
            return named
        }
    }

    func run() async throws {
        if indexers {
            return try await runReportingErrors {
                try await ProwlarrIndexers.search(text, connection: connection, json: json)
            }
        }
        try await runReportingErrors {
            Progress.note("Searching…")
            let (hits, failure) = try await connection.withServices(only: service) { clients in
                var library: [Hit] = []
                var lookups: [Hit] = []
                var failure: (any Error)?
                for chosen in clients {
                    let kind = chosen.kind
                    do {
                        let (own, other) = try await Self.search(text, kind: kind, client: chosen.client)
                        library += own.map { $0.on(chosen.name) }
                        lookups += other.map { $0.on(chosen.name) }
                    } catch {
                        if clients.count == 1 { throw error }
                        Progress.warn("\(chosen.name) could not be searched: \(CoreError(error).description)")
                        failure = failure ?? error
                    }
                }
                return (library + lookups, failure)
            }
            Progress.done()
            if json {
                try printJSON(hits)
            } else {
                printTable(
                    headers: ["SERVICE", "ID", "TITLE", "YEAR", "WHERE"], rows: hits.map(\.row),
                    empty: "Nothing found for \"\(text)\".")
            }
            if let failure { throw failure }
        }
    }

    /// The library hits and the lookups of one service.
    static func search(
        _ text: String, kind: ServiceKind, client: any ArrServiceClient
    ) async throws -> (library: [Hit], lookups: [Hit]) {
        let decoder = JSONDecoder()
        if let lidarr = client as? LidarrClient {
            let library = try await lidarr.artistsWithJSON()
            let found = Set(ArtistQuery(search: text).apply(to: library.map(\.artist)).compactMap(\.id))
            let own = try library.filter { found.contains($0.artist.id ?? 0) }.map { artist, json in
                Hit(
                    service: kind, server: kind.displayName, inLibrary: true,
                    record: try decoder.decode(JSONValue.self, from: json),
                    row: [kind.displayName, String(artist.id ?? 0), artist.artistName, "", "library"])
            }
            let lookups = try await lidarr.lookup(term: text).filter { !$0.isInLibrary }.map { artist in
                Hit(
                    service: kind, server: kind.displayName, inLibrary: false, record: try JSONValue(encoding: artist),
                    row: [
                        kind.displayName, artist.foreignArtistId.map { "mbid:\($0)" } ?? "-", artist.artistName, "",
                        "not in library",
                    ])
            }
            return (own, lookups)
        }
        if let sonarr = client as? SonarrClient {
            let library = try await sonarr.seriesWithJSON()
            let positions = SeriesIndex(library.map(\.series), preparingAll: false).positions(
                for: SeriesQuery(search: text))
            let own = try positions.map { index in
                let series = library[index].series
                return Hit(
                    service: kind, server: kind.displayName, inLibrary: true,
                    record: try decoder.decode(JSONValue.self, from: library[index].json),
                    row: [kind.displayName, String(series.id ?? 0), series.title, String(series.year), "library"])
            }
            let lookups = try await sonarr.lookup(term: text).filter { !$0.isInLibrary }.map { series in
                Hit(
                    service: kind, server: kind.displayName, inLibrary: false, record: try JSONValue(encoding: series),
                    row: [
                        kind.displayName, series.tvdbId.map { "tvdb:\($0)" } ?? "-", series.title, String(series.year),
                        "not in library",
                    ])
            }
            return (own, lookups)
        }
        guard let radarr = client as? RadarrClient else { return ([], []) }
        let library = try await MovieSummary.decodeLibrary(try await radarr.moviesJSON())
        let order = LibraryIndex(library.movies.map(\.summary)).query(MovieListOptions(), search: text)
        let own = try order.map { index in
            let (movie, raw) = library.movies[index]
            return Hit(
                service: kind, server: kind.displayName, inLibrary: true,
                record: raw.isEmpty ? try JSONValue(encoding: movie) : try decoder.decode(JSONValue.self, from: raw),
                row: [kind.displayName, String(movie.id), movie.title, String(movie.year), "library"])
        }
        let lookups = try await radarr.lookup(term: text).filter { ($0.id ?? 0) == 0 }.map { movie in
            Hit(
                service: kind, server: kind.displayName, inLibrary: false, record: try JSONValue(encoding: movie),
                row: [kind.displayName, "tmdb:\(movie.tmdbId)", movie.title, String(movie.year), "not in library"])
        }
        return (own, lookups)
    }
}
