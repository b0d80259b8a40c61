import ArrKit
import Foundation
import NIOHTTP1

extension LidarrClient {
    /// Runs a Lidarr command to its end (searches, refreshes), reporting each state.
    public func run(
        _ command: LidarrCommand, timeout: Duration = .seconds(120),
        progress: @Sendable (CommandResource) async -> Void = { _ in }
    ) async throws -> CommandResource {
        try await runCommand(named: command.name, body: command, timeout: timeout, progress: progress)
    }

    /// Searches MusicBrainz through Lidarr: a name, or `lidarr:MBID` for one artist.
    public func lookup(term: String) async throws -> [Artist] {
        try await core.get("/artist/lookup", query: [("term", term)])
    }

    /// Adds `artist` (from a lookup, with its profiles, root folder and add options set).
    public func addArtist(_ artist: Artist) async throws -> Artist {
        try await core.send(.POST, "/artist", body: artist)
    }

    /// Removes an artist, with its files and an import list exclusion if asked.
    public func deleteArtist(id: Int, deleteFiles: Bool = false, addImportListExclusion: Bool = false) async throws {
        _ = try await core.send(
            .DELETE, "/artist/\(id)",
            query: [("deleteFiles", "\(deleteFiles)"), ("addImportListExclusion", "\(addImportListExclusion)")])
    }
}
