import ArrKit
import Foundation
import NIOFoundationCompat
import NIOHTTP1

extension LidarrClient {
    /// Every artist in the library (Lidarr does not page it), decoded on every core; artists
    /// that cannot be read are left out and reported.
    public func artists() async throws -> [Artist] {
        try await artistsWithJSON().map(\.artist)
    }

    /// The library's bytes as the server sent them (for printing as sent, or a fast reader).
    public func artistsJSON() async throws -> Data {
        Data(buffer: try await core.send(.GET, "/artist").body, byteTransferStrategy: .noCopy)
    }

    /// The library, each artist with the exact JSON the server sent for it.
    public func artistsWithJSON() async throws -> [(artist: Artist, json: Data)] {
        try await core.getKeepingJSON("/artist", as: Artist.self).map { (artist: $0.value, json: $0.json) }
    }

    /// One artist, with its statistics.
    public func artist(id: Int) async throws -> Artist { try await core.get("/artist/\(id)") }

    /// One artist with the exact JSON the server sent for it.
    public func artistWithJSON(id: Int) async throws -> (artist: Artist, json: Data) {
        let answer = try await core.getRecordKeepingJSON("/artist/\(id)", as: Artist.self)
        return (answer.value, answer.json)
    }

    /// Every album of the library (Lidarr answers them all without an artist id).
    public func albums() async throws -> [Album] {
        try await core.get("/album")
    }

    /// An artist's albums, with their statistics.
    public func albums(artistId: Int) async throws -> [Album] {
        try await core.get("/album", query: [("artistId", "\(artistId)")])
    }

    /// An artist's albums with the exact JSON the server sent for each.
    public func albumsJSON(artistId: Int) async throws -> Data {
        Data(
            buffer: try await core.send(.GET, "/album", query: [("artistId", "\(artistId)")]).body,
            byteTransferStrategy: .noCopy)
    }

    /// One album.
    public func album(id: Int) async throws -> Album { try await core.get("/album/\(id)") }

    /// An album's tracks, in order.
    public func tracks(albumId: Int) async throws -> [Track] {
        try await core.get("/track", query: [("albumId", "\(albumId)")])
    }

    /// An album's files on disk.
    public func trackFiles(albumId: Int) async throws -> [TrackFile] {
        try await core.get("/trackfile", query: [("albumId", "\(albumId)")])
    }

    /// Deletes track files from disk at once (`DELETE /trackfile/bulk`).
    public func deleteTrackFiles(ids: [Int]) async throws {
        try await core.sendIgnoringAnswer(.DELETE, "/trackfile/bulk", body: TrackFileDeletion(trackFileIds: ids))
    }

    /// Monitors or unmonitors albums at once (`PUT /album/monitor`).
    public func setAlbums(_ albumIds: [Int], monitored: Bool) async throws {
        try await core.sendIgnoringAnswer(
            .PUT, "/album/monitor", body: AlbumMonitorRequest(albumIds: albumIds, monitored: monitored))
    }

    /// The metadata profiles (an artist needs one beside a quality profile).
    public func metadataProfiles() async throws -> [MetadataProfile] { try await core.get("/metadataprofile") }
}

/// The body of `PUT /album/monitor`.
struct AlbumMonitorRequest: Encodable {
    var albumIds: [Int]
    var monitored: Bool
}
