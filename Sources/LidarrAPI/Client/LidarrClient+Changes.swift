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

    /// Searches the indexers for an album's releases now (slow: every indexer answers first).
    public func releases(albumId: Int) async throws -> [LidarrRelease] {
        try await core.get("/release", query: [("albumId", "\(albumId)")])
    }

    /// Grabs a release found by ``releases(albumId:)``: the download client gets it.
    public func grab(_ request: LidarrGrabRequest) async throws -> LidarrRelease {
        try await core.send(.POST, "/release", body: request)
    }

    /// Searches MusicBrainz through Lidarr: a name, or `lidarr:MBID` for one artist.
    public func lookup(term: String) async throws -> [Artist] {
        try await core.get("/artist/lookup", query: [("term", term)])
    }

    /// Adds `artist` (from a lookup, with its profiles, root folder and add options set).
    public func addArtist(_ artist: Artist) async throws -> Artist {
        try await core.send(.POST, "/artist", body: artist)
    }

    /// Saves changes to an artist. Lidarr's PUT replaces every editable field, so the artist is
    /// read again as the server has it, `artist`'s editable fields are laid over that whole
    /// object (fields this build does not know are kept), and the result is sent back;
    /// `moveFiles` moves its folder when the path changed.
    public func updateArtist(_ artist: Artist, moveFiles: Bool = false) async throws -> Artist {
        guard let id = artist.id else {
            throw core.error(.notFound(resource: "An artist without an id", detail: nil))
        }
        var whole: JSONValue = try await core.get("/artist/\(id)")
        let edited = try JSONValue(encoding: artist)
        for field in Self.editableFields {
            if let value = edited[field] { whole[field] = value }
        }
        return try await core.send(.PUT, "/artist/\(id)", query: [("moveFiles", "\(moveFiles)")], body: whole)
    }

    /// The fields `PUT /artist/{id}` replaces.
    static let editableFields = [
        "monitored", "monitorNewItems", "qualityProfileId", "metadataProfileId", "path", "rootFolderPath", "tags",
    ]

    /// Removes an artist, with its files and an import list exclusion if asked.
    public func deleteArtist(id: Int, deleteFiles: Bool = false, addImportListExclusion: Bool = false) async throws {
        _ = try await core.send(
            .DELETE, "/artist/\(id)",
            query: [("deleteFiles", "\(deleteFiles)"), ("addImportListExclusion", "\(addImportListExclusion)")])
    }
}
