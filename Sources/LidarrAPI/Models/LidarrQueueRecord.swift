import ArrKit
import Foundation
import ServerKit

/// One download in Lidarr's queue (`QueueResource`): one record per album, with the artist and
/// album embedded when asked for, around the download every *arr's queue record describes
/// (``QueueDownload``, whose fields read as this record's own).
public struct LidarrQueueRecord: Hashable, Sendable, Codable, Identifiable, ArrQueueRecord {
    /// The queue record's id.
    public var id: Int
    /// The artist's id.
    public var artistId: Int?
    /// The album's id.
    public var albumId: Int?
    /// The album, when embedded (its `artist` names the artist).
    public var album: Album?
    /// Tracks of the release.
    public var trackFileCount: ServerCount?
    /// The download: release, size, state.
    public var download: QueueDownload

    /// Creates a record.
    public init(id: Int, artistId: Int? = nil, albumId: Int? = nil, title: String? = nil, downloadId: String? = nil) {
        self.id = id
        self.artistId = artistId
        self.albumId = albumId
        self.download = QueueDownload(title: title, downloadId: downloadId)
    }

    private enum CodingKeys: String, CodingKey {
        case id, artistId, albumId, album, trackFileCount
    }

    /// Decodes leniently: only the id must be readable.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try Self.requiredId(c, .id)
        artistId = c.lenientInt(forKey: .artistId)
        albumId = c.lenientInt(forKey: .albumId)
        album = try? c.decodeIfPresent(Album.self, forKey: .album)
        trackFileCount = c.lenientCount(forKey: .trackFileCount)
        download = try QueueDownload(from: decoder)
    }

    /// Encodes Lidarr's shape: the download's fields beside the ids.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encodeIfPresent(artistId, forKey: .artistId)
        try c.encodeIfPresent(albumId, forKey: .albumId)
        try c.encodeIfPresent(album, forKey: .album)
        try c.encodeIfPresent(trackFileCount, forKey: .trackFileCount)
        try download.encode(to: encoder)
    }
}
