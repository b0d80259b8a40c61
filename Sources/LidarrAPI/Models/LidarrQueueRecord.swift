import ArrKit
import Foundation

/// One download in Lidarr's queue (`QueueResource`): one record per album, with the artist and
/// album embedded when asked for.
public struct LidarrQueueRecord: Hashable, Sendable, Codable, Identifiable {
    /// The queue record's id.
    public var id: Int
    /// The artist's id.
    public var artistId: Int?
    /// The album's id.
    public var albumId: Int?
    /// The album, when embedded (its `artist` names the artist).
    public var album: Album?
    /// The release's title.
    public var title: String?
    /// Bytes in all.
    public var size: Double?
    /// Bytes still to come.
    public var sizeleft: Double?
    /// Time left, as Lidarr estimates it.
    public var timeleft: TimeSpan?
    /// When Lidarr expects it done.
    public var estimatedCompletionTime: Date?
    /// The download client's state ("downloading", "paused", "completed", …).
    public var status: String?
    /// "ok", "warning" or "error".
    public var trackedDownloadStatus: String?
    /// "downloading", "importPending", "importing", "imported", "failedPending", …
    public var trackedDownloadState: String?
    /// Why it is stuck, when it is.
    public var errorMessage: String?
    /// The download client's own id of the download (an info-hash for torrents).
    public var downloadId: String?
    /// `usenet` or `torrent`.
    public var `protocol`: DownloadProtocol?
    /// The download client's name in Lidarr.
    public var downloadClient: String?
    /// The indexer it came from.
    public var indexer: String?
    /// Tracks of the release.
    public var trackFileCount: Int?

    /// Creates a record.
    public init(id: Int, artistId: Int? = nil, albumId: Int? = nil, title: String? = nil, downloadId: String? = nil) {
        self.id = id
        self.artistId = artistId
        self.albumId = albumId
        self.title = title
        self.downloadId = downloadId
    }

    private enum CodingKeys: String, CodingKey {
        case id, artistId, albumId, album, title, size, sizeleft, timeleft, estimatedCompletionTime, status
        case trackedDownloadStatus, trackedDownloadState, errorMessage, downloadId, `protocol`, downloadClient
        case indexer, trackFileCount
    }

    /// Decodes leniently: only the id must be readable.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = c.lenientInt(forKey: .id) else {
            throw DecodingError.keyNotFound(
                CodingKeys.id, .init(codingPath: c.codingPath, debugDescription: "A queue record needs an id."))
        }
        self.id = id
        artistId = c.lenientInt(forKey: .artistId)
        albumId = c.lenientInt(forKey: .albumId)
        album = try? c.decodeIfPresent(Album.self, forKey: .album)
        title = try? c.decodeIfPresent(String.self, forKey: .title)
        size = c.lenientInt64(forKey: .size).map(Double.init)
        sizeleft = c.lenientInt64(forKey: .sizeleft).map(Double.init)
        timeleft = c.lenientTimeSpan(forKey: .timeleft)
        estimatedCompletionTime = c.lenientDate(forKey: .estimatedCompletionTime)
        status = try? c.decodeIfPresent(String.self, forKey: .status)
        trackedDownloadStatus = try? c.decodeIfPresent(String.self, forKey: .trackedDownloadStatus)
        trackedDownloadState = try? c.decodeIfPresent(String.self, forKey: .trackedDownloadState)
        errorMessage = try? c.decodeIfPresent(String.self, forKey: .errorMessage)
        downloadId = try? c.decodeIfPresent(String.self, forKey: .downloadId)
        `protocol` = try? c.decodeIfPresent(DownloadProtocol.self, forKey: .protocol)
        downloadClient = try? c.decodeIfPresent(String.self, forKey: .downloadClient)
        indexer = try? c.decodeIfPresent(String.self, forKey: .indexer)
        trackFileCount = c.lenientInt(forKey: .trackFileCount)
    }

    /// How far it is, 0…1 (0 when the size is unknown).
    public var progress: Double {
        guard let size, size > 0, let sizeleft else { return 0 }
        return min(1, max(0, (size - sizeleft) / size))
    }
}
