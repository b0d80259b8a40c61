import ArrKit
import Foundation
import ServerKit

/// One audio file on disk (`TrackFileResource`): a track's, with its quality and size.
public struct TrackFile: Hashable, Sendable, Codable, Identifiable {
    /// Lidarr's id.
    public var id: Int?
    /// The artist's id.
    public var artistId: Int?
    /// The album's id.
    public var albumId: Int?
    /// Where it is.
    public var path: String?
    /// Its size in bytes.
    public var size: ServerCount
    /// When it was imported.
    public var dateAdded: Date?
    /// Its quality ("FLAC", "MP3-320").
    public var quality: QualityModel?

    /// Creates a track file.
    public init(
        id: Int?, artistId: Int? = nil, albumId: Int? = nil, path: String? = nil, size: ServerCount = 0,
        dateAdded: Date? = nil, quality: QualityModel? = nil
    ) {
        self.id = id
        self.artistId = artistId
        self.albumId = albumId
        self.path = path
        self.size = size
        self.dateAdded = dateAdded
        self.quality = quality
    }

    private enum CodingKeys: String, CodingKey {
        case id, artistId, albumId, path, size, dateAdded, quality
    }

    /// Decodes leniently: numbers as strings, a missing size as 0, an odd quality left out.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = c.lenientInt(forKey: .id)
        artistId = c.lenientInt(forKey: .artistId)
        albumId = c.lenientInt(forKey: .albumId)
        path = try? c.decodeIfPresent(String.self, forKey: .path)
        size = c.lenientCount(forKey: .size) ?? 0
        dateAdded = try? c.decodeIfPresent(Date.self, forKey: .dateAdded)
        quality = try? c.decodeIfPresent(QualityModel.self, forKey: .quality)
    }
}

/// `DELETE /api/v1/trackfile/bulk`: the files to delete.
public struct TrackFileDeletion: Hashable, Sendable, Codable {
    /// The files' ids.
    public var trackFileIds: [Int]

    /// The deletion of `trackFileIds`.
    public init(trackFileIds: [Int]) { self.trackFileIds = trackFileIds }
}
