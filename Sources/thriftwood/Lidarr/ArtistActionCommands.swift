import ArgumentParser
import ArrKit
import Foundation
import LidarrAPI
import ThriftwoodCore

extension ArtistMonitorPreset: ExpressibleByArgument {}
extension NewAlbumMonitoring: ExpressibleByArgument {}

/// `thriftwood artists add NAME | --mbid ID`.
struct ArtistsAdd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add an artist found by name (or MusicBrainz id) to Lidarr.")

    @OptionGroup var connection: ConnectionOptions
    @Argument(help: "The artist's name, as MusicBrainz knows it.") var name: String?
    @Option(help: "The artist's MusicBrainz id (when a name finds several).") var mbid: String?
    @Option(name: .customLong("quality-profile"), help: "Quality profile name or id (default: the first).")
    var qualityProfile: String?
    @Option(name: .customLong("metadata-profile"), help: "Metadata profile name or id (default: the first).")
    var metadataProfile: String?
    @Option(name: .customLong("root-folder"), help: "Root folder path (default: the first).") var rootFolder: String?
    @Option(help: "Which albums to monitor: \(ArtistMonitorPreset.allCases.map(\.rawValue).joined(separator: ", ")).")
    var monitor: ArtistMonitorPreset = .all
    @Option(
        name: .customLong("monitor-new"),
        help: "Which new albums to monitor: \(NewAlbumMonitoring.allCases.map(\.rawValue).joined(separator: ", ")).")
    var monitorNew: NewAlbumMonitoring = .all
    @Flag(help: "Search for the monitored albums as soon as it is added.") var search = false
    @Flag(help: "Print the added artist as JSON.") var json = false

    func validate() throws {
        if name == nil && mbid == nil { throw ValidationError("Name the artist, or give --mbid.") }
    }

    func run() async throws {
        try await runReportingErrors {
            var choice = ArtistAddChoice()
            choice.monitor = monitor
            choice.monitorNewItems = monitorNew
            choice.searchForMissing = search
            let artist = try await connection.withArr(.lidarr, as: LidarrClient.self) { client in
                let found = try chosen(from: try await client.lookup(term: mbid.map { "lidarr:\($0)" } ?? name ?? ""))
                if found.isInLibrary {
                    throw CLIError("\(found.artistName) is already in the library (id \(found.id ?? 0)).")
                }
                let profiles = try await client.qualityProfiles()
                guard let profile = pick(qualityProfile, in: profiles) else {
                    throw CLIError(
                        "No quality profile matches \(qualityProfile ?? "(none)"): "
                            + profiles.map(\.name).joined(separator: ", ") + ".")
                }
                let metadata = try await client.metadataProfiles()
                let chosenMetadata =
                    metadataProfile.map { wanted in
                        metadata.first {
                            Int(wanted) == $0.id || $0.name.caseInsensitiveCompare(wanted) == .orderedSame
                        }
                    } ?? metadata.first
                guard let chosenMetadata else {
                    throw CLIError(
                        "No metadata profile matches \(metadataProfile ?? "(none)"): "
                            + metadata.map(\.name).joined(separator: ", ") + ".")
                }
                let folder = try await checkedFolder {
                    try FolderRules.rootFolder(rootFolder, among: try await client.rootFolders(), on: "Lidarr")
                }
                return try await client.addArtist(
                    ArtistAssembly.addition(
                        of: found, choice: choice, qualityProfileId: profile.id, metadataProfileId: chosenMetadata.id,
                        rootFolder: folder))
            }
            if json { return try printJSON(artist) }
            print("Added \(artist.artistName) as id \(artist.id ?? 0)" + (search ? "; searching for its albums" : ""))
        }
    }

    /// The one artist the lookup means: the MusicBrainz id's, the only one, or the one whose
    /// name is exactly the name given; several are listed, with the way to choose.
    private func chosen(from found: [Artist]) throws -> Artist {
        if let mbid, let match = found.first(where: { $0.foreignArtistId == mbid }) { return match }
        if found.count == 1, let only = found.first { return only }
        let exact = found.filter { $0.artistName.caseInsensitiveCompare(name ?? "") == .orderedSame }
        if exact.count == 1, let only = exact.first { return only }
        guard !found.isEmpty else { throw CLIError("MusicBrainz knows no artist called \(mbid ?? name ?? "").") }
        let lines = found.prefix(10).map {
            "  \($0.artistName)\($0.disambiguation.map { " (\($0))" } ?? "")  --mbid \($0.foreignArtistId ?? "?")"
        }
        throw CLIError("\(found.count) artists match; say which with --mbid:\n" + lines.joined(separator: "\n"))
    }
}

/// How Lidarr's library deletes, for the shared `delete` command.
enum ArtistDeletion: LibraryDeletionKind {
    static let kind = ServiceKind.lidarr
    static let one = "artist"
    static let many = "artists"
    static let editor = "DELETE /artist/editor"

    static func match(_ targets: BulkTargets, in client: LidarrClient) async throws -> BulkMatch {
        try await targets.artists(client)
    }

    static func delete(_ ids: [Int], deleteFiles: Bool, exclude: Bool, with client: LidarrClient) async throws {
        var request = ArtistEditorRequest(artistIds: ids)
        request.deleteFiles = deleteFiles
        request.addImportListExclusion = exclude
        try await client.deleteArtists(request)
    }
}

/// `thriftwood artists search ID`.
struct ArtistsSearch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Have Lidarr search the indexers for an artist's monitored albums.")

    @OptionGroup var connection: ConnectionOptions
    @Argument(help: "The artist's id.") var id: Int

    func run() async throws {
        try await runReportingErrors {
            let name = try await connection.withArr(.lidarr, as: LidarrClient.self) { lidarr in
                let artist = try await lidarr.artist(id: id)
                _ = try await lidarr.run(.artistSearch(id))
                return artist.artistName
            }
            print("Searched for the monitored albums of \(name).")
        }
    }
}
