import ArgumentParser
import ArrKit
import Foundation
import LidarrAPI
import ThriftwoodCore

/// `thriftwood albums releases ID`.
struct AlbumsReleases: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "releases", abstract: "Search the indexers for an album's releases, to grab one by hand.")

    @OptionGroup var connection: ConnectionOptions
    @Argument(help: "The album's id.") var id: Int
    @Flag(help: "Print JSON with Lidarr's field names.") var json = false

    func run() async throws {
        try await runReportingErrors {
            Progress.note("Searching indexers…")
            let releases = try await connection.withArr(.lidarr, as: LidarrClient.self) {
                try await $0.releases(albumId: id)
            }
            Progress.done()
            if json { return try printJSON(releases) }
            printTable(
                headers: MusicText.releaseHeaders, rows: releases.map(MusicText.row),
                empty: "No indexer has a release of album \(id).")
        }
    }
}

/// `thriftwood albums grab --guid G --indexer N`.
struct AlbumsGrab: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grab", abstract: "Send a release (from `albums releases`) to the download client.")

    @OptionGroup var connection: ConnectionOptions
    @Option(help: "The release's guid.") var guid: String
    @Option(help: "The release's indexer id.") var indexer: Int
    @Option(help: "The album the release was found for (from `albums releases ID`), to check it.") var album: Int?
    @Flag(help: "Grab it even though Lidarr rejected it, or without checking it (no --album).") var force = false

    func run() async throws {
        try await runReportingErrors {
            let release = try await connection.withArr(.lidarr, as: LidarrClient.self) { lidarr in
                if !force {
                    guard let album else {
                        throw CLIError(
                            "Say which album the release was found for (--album ID), so Lidarr's verdict on it can be "
                                + "checked, or add --force to grab it unchecked.")
                    }
                    Progress.note("Checking the release against Lidarr's rules…")
                    let found = try await lidarr.releases(albumId: album).first { $0.guid == guid }
                    Progress.done()
                    try refuseRejected(found.map(ReleaseOffer.init), by: "Lidarr")
                }
                return try await lidarr.grab(LidarrGrabRequest(guid: guid, indexerId: indexer))
            }
            print("Grabbed \(release.title)")
        }
    }
}
