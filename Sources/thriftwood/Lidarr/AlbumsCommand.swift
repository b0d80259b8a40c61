import ArgumentParser
import ArrKit
import Foundation
import LidarrAPI
import ThriftwoodCore

/// `thriftwood albums list|show|monitor`: an artist's albums in Lidarr.
struct AlbumsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "albums",
        abstract: "Lidarr's albums: list an artist's, show one with its tracks, monitor, search, releases, grab.",
        subcommands: [List.self, Show.self, Monitor.self, Search.self, AlbumsReleases.self, AlbumsGrab.self],
        defaultSubcommand: List.self)

    /// `thriftwood albums list --artist ID`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "An artist's albums.")

        @OptionGroup var connection: ConnectionOptions
        @Option(help: "The artist's id (`artists list` shows it).") var artist: Int
        @Flag(help: "Print the albums as Lidarr sent them (JSON).") var json = false

        func run() async throws {
            try await runReportingErrors {
                if json {
                    let raw = try await connection.withArr(.lidarr, as: LidarrClient.self) {
                        try await $0.albumsJSON(artistId: artist)
                    }
                    if writeServerRecords(raw) { return }
                    throw ArrError(
                        .lidarr,
                        .decoding(endpoint: "GET /album", field: "(whole answer)", reason: "expected a list of albums"))
                }
                let albums = try await connection.withArr(.lidarr, as: LidarrClient.self) {
                    try await $0.albums(artistId: artist)
                }
                let now = Date()
                printTable(
                    headers: MusicText.albumHeaders, rows: albums.map { MusicText.row($0, now: now) },
                    empty: "Artist \(artist) has no albums in Lidarr.")
            }
        }
    }

    /// `thriftwood albums show ID`.
    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Show one album with its tracks.")

        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The album's id (`albums list` shows it).") var id: Int

        func run() async throws {
            try await runReportingErrors {
                let (album, tracks, files) = try await connection.withArr(.lidarr, as: LidarrClient.self) { lidarr in
                    (
                        try await lidarr.album(id: id), try await lidarr.tracks(albumId: id),
                        try await lidarr.trackFiles(albumId: id)
                    )
                }
                let byId = Dictionary(files.compactMap { file in file.id.map { ($0, file) } }) { first, _ in first }
                let year = album.year > 0 ? " (\(album.year))" : ""
                print((album.artist?.artistName.map { "\($0) — " } ?? "") + album.title + year)
                print(
                    [
                        album.albumType ?? "", MusicText.state(album, now: Date()),
                        MusicText.tracks(album) ?? "",
                    ]
                    .filter { !$0.isEmpty }.joined(separator: " · "))
                print("")
                printTable(
                    headers: MusicText.trackHeaders,
                    rows: tracks.map { MusicText.row($0, file: $0.trackFileId.flatMap { byId[$0] }) },
                    empty: "No tracks yet.")
            }
        }
    }

    /// `thriftwood albums search ID…`.
    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "search", abstract: "Have Lidarr search the indexers for these albums.")

        @OptionGroup var albums: AlbumIds

        func run() async throws {
            try await runReportingErrors {
                let titles = try await albums.acting { _ = try await $0.run(.albumSearch(albums.ids)) }
                print("Searched for \(titles).")
            }
        }
    }

    /// `thriftwood albums monitor ID… [--off]`.
    struct Monitor: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "monitor", abstract: "Have Lidarr watch for these albums (or stop, with --off).")

        @OptionGroup var albums: AlbumIds
        @Flag(help: "Stop watching for them instead.") var off = false

        func run() async throws {
            try await runReportingErrors {
                let titles = try await albums.acting { try await $0.setAlbums(albums.ids, monitored: !off) }
                print("\(off ? "Stopped monitoring" : "Monitoring") \(titles).")
            }
        }
    }

    /// The albums a command acts on, and the Lidarr they are on.
    struct AlbumIds: ParsableArguments {
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The albums' ids.") var ids: [Int]

        func validate() throws {
            if ids.isEmpty { throw ValidationError("Name at least one album id.") }
        }

        /// Reads each album (so a wrong id fails before anything changes), runs `action`, and
        /// answers their titles for the sentence that says what was done.
        func acting(_ action: (LidarrClient) async throws -> Void) async throws -> String {
            try await connection.withArr(.lidarr, as: LidarrClient.self) { lidarr in
                var titles: [String] = []
                for id in ids { titles.append(try await lidarr.album(id: id).title) }
                try await action(lidarr)
                return titles.joined(separator: ", ")
            }
        }
    }
}
