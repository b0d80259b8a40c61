import ArgumentParser
import ArrKit
import Foundation
import LidarrAPI
import ThriftwoodCore

/// `thriftwood artists edit ID [--monitored|--no-monitored] [--quality-profile P] …`.
struct ArtistsEdit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change an artist: monitored, profiles, new albums, folder (the rest is kept).")

    @OptionGroup var connection: ConnectionOptions
    @Argument(help: "The artist's id.") var id: Int
    @Flag(inversion: .prefixedNo, help: "Watch for their albums (--no-monitored: stop).") var monitored: Bool?
    @Option(name: .customLong("quality-profile"), help: "Quality profile name or id.") var qualityProfile: String?
    @Option(name: .customLong("metadata-profile"), help: "Metadata profile name or id.") var metadataProfile: String?
    @Option(
        name: .customLong("monitor-new"),
        help: "Which new albums to monitor: \(NewAlbumMonitoring.allCases.map(\.rawValue).joined(separator: ", ")).")
    var monitorNew: NewAlbumMonitoring?
    @Option(help: "The artist's folder.") var path: String?
    @Flag(name: .customLong("move-files"), help: "With --path: move the files there.") var moveFiles = false

    func validate() throws {
        if monitored == nil && qualityProfile == nil && metadataProfile == nil && monitorNew == nil && path == nil {
            throw ValidationError(
                "Say what to change: --monitored/--no-monitored, --quality-profile, --metadata-profile, --monitor-new or --path."
            )
        }
        if moveFiles && path == nil { throw ValidationError("--move-files goes with --path.") }
    }

    func run() async throws {
        try await runReportingErrors {
            let artist = try await connection.withArr(.lidarr, as: LidarrClient.self) { client in
                var artist = try await client.artist(id: id)
                if let monitored { artist.monitored = monitored }
                if let monitorNew { artist.monitorNewItems = monitorNew.rawValue }
                if let path { artist.path = try await checkedFolder { try FolderRules.absolute(path, for: "--path") } }
                if let qualityProfile {
                    let profiles = try await client.qualityProfiles()
                    guard let chosen = pick(qualityProfile, in: profiles) else {
                        throw CLIError(
                            "No quality profile matches \(qualityProfile): "
                                + profiles.map(\.name).joined(separator: ", ") + ".")
                    }
                    artist.qualityProfileId = chosen.id
                }
                if let metadataProfile {
                    let profiles = try await client.metadataProfiles()
                    guard
                        let chosen = profiles.first(where: {
                            Int(metadataProfile) == $0.id
                                || $0.name.caseInsensitiveCompare(metadataProfile) == .orderedSame
                        })
                    else {
                        throw CLIError(
                            "No metadata profile matches \(metadataProfile): "
                                + profiles.map(\.name).joined(separator: ", ") + ".")
                    }
                    artist.metadataProfileId = chosen.id
                }
                return try await client.updateArtist(artist, moveFiles: moveFiles)
            }
            print("Saved \(artist.artistName): \(MusicText.status(artist))")
        }
    }
}
