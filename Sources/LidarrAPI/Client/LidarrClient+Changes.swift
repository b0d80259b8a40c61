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

    /// Starts a Lidarr command and returns it as queued, without waiting for its end.
    @discardableResult
    public func start(_ command: LidarrCommand) async throws -> CommandResource {
        try await core.send(.POST, "/command", body: command)
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

    /// Searches MusicBrainz through Lidarr for albums by name.
    public func lookupAlbums(term: String) async throws -> [Album] {
        try await core.get("/album/lookup", query: [("term", term)])
    }

    /// Lidarr's search of artists and albums at once (`/search`).
    public func search(term: String) async throws -> [LidarrSearchResult] {
        try await core.get("/search", query: [("term", term)])
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

    /// Changes many artists at once (one `PUT /artist/editor`): only the request's set fields.
    public func editArtists(_ request: ArtistEditorRequest) async throws {
        try await core.sendIgnoringAnswer(.PUT, "/artist/editor", body: request)
    }

    /// Removes many artists at once (one `DELETE /artist/editor`), with their files and an
    /// import list exclusion as the request says.
    public func deleteArtists(_ request: ArtistEditorRequest) async throws {
        try await core.sendIgnoringAnswer(.DELETE, "/artist/editor", body: request)
    }

    /// Removes an artist, with its files and an import list exclusion if asked.
    public func deleteArtist(id: Int, deleteFiles: Bool = false, addImportListExclusion: Bool = false) async throws {
        _ = try await core.send(
            .DELETE, "/artist/\(id)",
            query: [("deleteFiles", "\(deleteFiles)"), ("addImportListExclusion", "\(addImportListExclusion)")])
    }
}
