import ArgumentParser
import ArrKit
import Foundation
import LidarrAPI
import ThriftwoodCore

extension ArtistQuery.Sort: ExpressibleByArgument {}
extension ArtistQuery.Filter: ExpressibleByArgument {}

/// `thriftwood artists list|show`: Lidarr's library.
struct ArtistsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "artists",
        abstract: "Lidarr's artists: list, show, add, edit, delete, search.",
        subcommands: [
            List.self, Show.self, ArtistsAdd.self, ArtistsEdit.self, LibraryDelete<ArtistDeletion>.self,
            ArtistsSearch.self,
            ArtistFilters.self,
        ],
        defaultSubcommand: List.self)

    /// `thriftwood artists list`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List the artists, sorted, filtered and searched.")

        @OptionGroup var connection: ConnectionOptions
        @Option(
            help: """
                Sort by: \(ArtistQuery.Sort.allCases.map(\.rawValue).joined(separator: ", ")) (default: name; \
                --json with nothing else asked keeps Lidarr's order).
                """)
        var sort: ArtistQuery.Sort?
        @Option(help: "Only: \(ArtistQuery.Filter.allCases.map(\.rawValue).joined(separator: ", ")).")
        var filter: ArtistQuery.Filter = .all
        @Option(help: "Only artists whose name holds these words (case and accents ignored).") var search: String?
        @Option(
            name: .customLong("where"),
            help: "Only artists the condition admits, e.g. 'genre = Jazz and not ended' or 'missingTracks > 5'.")
        var condition: String?
        @Option(help: "Only artists Lidarr's saved filter of this name admits (see `artists filters`).")
        var saved: String?
        @Flag(help: "Print JSON with Lidarr's field names, as the server sent each artist.") var json = false

        func validate() throws { _ = try checkedCondition(condition, Artist.self) }

        /// `--json` with nothing asked of the records prints Lidarr's answer as it came.
        private var printsServerRecords: Bool {
            json && sort == nil && filter == .all && search == nil && condition == nil && saved == nil
        }

        func run() async throws {
            try await runReportingErrors {
                if printsServerRecords, let raw = try await serverRecords() {
                    if writeServerRecords(raw) { return }
                    throw ArrError(
                        .lidarr,
                        .decoding(
                            endpoint: "GET /artist", field: "(whole answer)", reason: "expected a list of artists"))
                }
                let typed = try checkedCondition(condition, Artist.self)
                let (listings, failure) = try await connection.withArrs(.lidarr, as: LidarrClient.self) { lidarrs in
                    var listings: [ServiceListing] = []
                    var failure: (String, any Error)?
                    for lidarr in lidarrs {
                        do {
                            let client = lidarr.client
                            var query = ArtistQuery(sort: sort ?? .name, filter: filter, search: search ?? "")
                            query.condition = try await SavedFilterCLI.condition(
                                saved: saved, typed: typed,
                                in: SavedFilterActions(vocabulary: .lidarr, client: { client }))
                            query.tagNames = try await tagNames(for: query.condition?.expression, from: client)
                            let artists = query.apply(to: try await client.artists())
                            var listing = try ServiceListing(.lidarr, artists, row: MusicText.row)
                            listing.server = lidarr.name
                            listings.append(listing)
                        } catch {
                            if lidarrs.count == 1 { throw error }
                            failure = failure ?? (lidarr.name, error)
                        }
                    }
                    return (listings, failure)
                }
                try printListings(
                    listings, failure: failure, json: json, headers: MusicText.artistHeaders,
                    empty: "No artists match.")
            }
        }

        /// The one Lidarr's answer as sent; nil when several answer (their records are wrapped).
        private func serverRecords() async throws -> Data? {
            try await connection.withArrs(.lidarr, as: LidarrClient.self) { lidarrs -> Data? in
                guard let only = lidarrs.first, lidarrs.count == 1 else { return nil }
                Progress.note("Fetching the artists…")
                defer { Progress.done() }
                return try await only.client.artistsJSON()
            }
        }
    }

    /// `thriftwood artists show ID`.
    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Show one artist with its albums.")

        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The artist's id (`artists list` shows it).") var id: Int
        @Flag(help: "Print the artist as Lidarr sent it (JSON).") var json = false
        @OptionGroup var picture: PosterOptions

        func run() async throws {
            try await runReportingErrors {
                let (artist, raw, albums) = try await connection.withArr(.lidarr, as: LidarrClient.self) { lidarr in
                    let (artist, raw) = try await lidarr.artistWithJSON(id: id)
                    let albums = json ? [] : try await lidarr.albums(artistId: id)
                    return (artist, raw, albums)
                }
                // With --json only --poster-file: the drawing would not be JSON.
                let picture = json ? picture.savingOnly : picture
                if json { printServerJSON(raw) }
                if picture.wanted {
                    try await connection.withArr(.lidarr, as: LidarrClient.self) {
                        try await picture.show(LidarrPictures.artistPoster(id), from: $0)
                    }
                }
                if json { return }
                print(artist.artistName + (artist.disambiguation.map { " (\($0))" } ?? ""))
                print(
                    [artist.artistType ?? "", MusicText.status(artist), artist.genres?.joined(separator: ", ") ?? ""]
                        .filter { !$0.isEmpty }.joined(separator: " · "))
                if let overview = artist.overview { print(overview) }
                if let path = artist.path { print("Path: \(path)") }
                print("")
                let now = Date()
                printTable(
                    headers: MusicText.albumHeaders, rows: albums.map { MusicText.row($0, now: now) },
                    empty: "No albums.")
            }
        }
    }
}

/// `thriftwood artists filters`: Lidarr's saved filters for the artists list.
struct ArtistFilters: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filters",
        abstract: "List, save or delete the artists list's saved filters (Lidarr's own custom filters).")

    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var options: SavedFilterOptions

    func validate() throws { _ = try checkedCondition(options.condition, Artist.self) }

    func run() async throws {
        try await runReportingErrors {
            try await connection.withArr(.lidarr, as: LidarrClient.self) { client in
                try await options.run(SavedFilterActions(vocabulary: .lidarr, client: { client }), Artist.self)
            }
        }
    }
}
