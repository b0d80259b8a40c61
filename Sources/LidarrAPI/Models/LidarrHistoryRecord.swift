import ArrKit
import Foundation

/// What happened in Lidarr (`EntityHistoryEventType`), sent as a name; asked for by number.
public enum LidarrHistoryEventType: ArrEnumeration {
    case grabbed, artistFolderImported, trackFileImported, downloadFailed, trackFileDeleted, trackFileRenamed
    case albumImportIncomplete, downloadImported, trackFileRetagged, downloadIgnored
    /// An event this build does not know.
    case unknown(String)

    /// Every known event, in Lidarr's numbering from 1.
    public static let knownCases: [LidarrHistoryEventType] = [
        .grabbed, .artistFolderImported, .trackFileImported, .downloadFailed, .trackFileDeleted, .trackFileRenamed,
        .albumImportIncomplete, .downloadImported, .trackFileRetagged, .downloadIgnored,
    ]

    /// The wire name.
    public var wireName: String {
        switch self {
        case .grabbed: "grabbed"
        case .artistFolderImported: "artistFolderImported"
        case .trackFileImported: "trackFileImported"
        case .downloadFailed: "downloadFailed"
        case .trackFileDeleted: "trackFileDeleted"
        case .trackFileRenamed: "trackFileRenamed"
        case .albumImportIncomplete: "albumImportIncomplete"
        case .downloadImported: "downloadImported"
        case .trackFileRetagged: "trackFileRetagged"
        case .downloadIgnored: "downloadIgnored"
        case .unknown(let name): name
        }
    }

    /// The number `/history?eventType=` takes (nil for an unknown event).
    public var number: Int? { Self.knownCases.firstIndex(of: self).map { $0 + 1 } }
}

/// One history event (`HistoryResource`), with the album and artist embedded when asked for.
public struct LidarrHistoryRecord: Hashable, Sendable, Codable, Identifiable {
    /// The event's id.
    public var id: Int
    /// The album's id.
    public var albumId: Int?
    /// The artist's id.
    public var artistId: Int?
    /// The release's title.
    public var sourceTitle: String?
    /// When it happened.
    public var date: Date?
    /// What happened.
    public var eventType: LidarrHistoryEventType?
    /// The download client's id of the download.
    public var downloadId: String?
    /// The album, when embedded.
    public var album: Album?
    /// The artist, when embedded.
    public var artist: AlbumArtist?

    /// Creates a record.
    public init(id: Int, albumId: Int? = nil, eventType: LidarrHistoryEventType? = nil, date: Date? = nil) {
        self.id = id
        self.albumId = albumId
        self.eventType = eventType
        self.date = date
    }

    private enum CodingKeys: String, CodingKey {
        case id, albumId, artistId, sourceTitle, date, eventType, downloadId, album, artist
    }

    /// Decodes leniently: only the id must be readable.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = c.lenientInt(forKey: .id) else {
            throw DecodingError.keyNotFound(
                CodingKeys.id, .init(codingPath: c.codingPath, debugDescription: "A history record needs an id."))
        }
        self.id = id
        albumId = c.lenientInt(forKey: .albumId)
        artistId = c.lenientInt(forKey: .artistId)
        sourceTitle = try? c.decodeIfPresent(String.self, forKey: .sourceTitle)
        date = c.lenientDate(forKey: .date)
        eventType = try? c.decodeIfPresent(LidarrHistoryEventType.self, forKey: .eventType)
        downloadId = try? c.decodeIfPresent(String.self, forKey: .downloadId)
        album = try? c.decodeIfPresent(Album.self, forKey: .album)
        artist = try? c.decodeIfPresent(AlbumArtist.self, forKey: .artist)
    }
}
