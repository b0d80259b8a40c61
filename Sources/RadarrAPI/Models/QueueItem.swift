import ArrKit
import Foundation

/// A download in Radarr's queue.
public struct QueueItem: Hashable, Sendable, Codable, Identifiable {
    /// The queue id: a large hash-like number.
    public var id: Int
    /// The movie being downloaded.
    public var movieId: Int?
    /// The movie, when requested with `includeMovie=true`.
    public var movie: Movie?
    /// The release title.
    public var title: String?
    /// The release's quality.
    public var quality: QualityModel?
    /// The total size in bytes.
    public var size: Double?
    /// The bytes left to download.
    public var sizeleft: Double?
    /// The time left, as reported by the download client.
    public var timeleft: TimeSpan?
    /// When the download should finish.
    public var estimatedCompletionTime: Date?
    /// When Radarr grabbed it.
    public var added: Date?
    /// The download client's status (`downloading`, `paused`, `completed`, …).
    public var status: String?
    /// `ok`, `warning` or `error`.
    public var trackedDownloadStatus: String?
    /// `downloading`, `importPending`, `importing`, `imported`, `failedPending`, `failed`, …
    public var trackedDownloadState: String?
    /// Messages explaining a warning or error.
    public var statusMessages: [StatusMessage]?
    /// An error message from the download client.
    public var errorMessage: String?
    /// The download client's id for the download.
    public var downloadId: String?
    /// Usenet or torrent.
    public var `protocol`: DownloadProtocol?
    /// The download client's name.
    public var downloadClient: String?
    /// The indexer it came from.
    public var indexer: String?

    /// Creates a queue item.
    public init(id: Int, movieId: Int? = nil, title: String? = nil, size: Double? = nil, sizeleft: Double? = nil) {
        self.id = id
        self.movieId = movieId
        self.title = title
        self.size = size
        self.sizeleft = sizeleft
    }

    private enum CodingKeys: String, CodingKey {
        case id, movieId, movie, title, quality, size, sizeleft, timeleft, estimatedCompletionTime, added, status
        case trackedDownloadStatus, trackedDownloadState, statusMessages, errorMessage, downloadId
        case `protocol`, downloadClient, indexer
    }

    /// Decodes a queue item; an unparseable `timeleft` is treated as unknown.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(Int.self, forKey: .id) ?? 0
        movieId = try c.decodeIfPresent(Int.self, forKey: .movieId)
        movie = try c.decodeIfPresent(Movie.self, forKey: .movie)
        title = try c.decodeIfPresent(String.self, forKey: .title)
        quality = try c.decodeIfPresent(QualityModel.self, forKey: .quality)
        size = try c.decodeIfPresent(Double.self, forKey: .size)
        sizeleft = try c.decodeIfPresent(Double.self, forKey: .sizeleft)
        timeleft = try? c.decodeIfPresent(TimeSpan.self, forKey: .timeleft)
        estimatedCompletionTime = try c.decodeIfPresent(Date.self, forKey: .estimatedCompletionTime)
        added = try? c.decodeIfPresent(Date.self, forKey: .added)
        status = try c.decodeIfPresent(String.self, forKey: .status)
        trackedDownloadStatus = try c.decodeIfPresent(String.self, forKey: .trackedDownloadStatus)
        trackedDownloadState = try c.decodeIfPresent(String.self, forKey: .trackedDownloadState)
        statusMessages = try c.decodeIfPresent([StatusMessage].self, forKey: .statusMessages)
        errorMessage = try c.decodeIfPresent(String.self, forKey: .errorMessage)
        downloadId = try c.decodeIfPresent(String.self, forKey: .downloadId)
        `protocol` = try c.decodeIfPresent(DownloadProtocol.self, forKey: .protocol)
        downloadClient = try c.decodeIfPresent(String.self, forKey: .downloadClient)
        indexer = try c.decodeIfPresent(String.self, forKey: .indexer)
    }

    /// Progress from 0 to 1, computed as 1 − sizeleft/size (Radarr sends no progress field).
    public var progress: Double {
        guard let size, size > 0, size.isFinite else { return 0 }
        let fraction = 1 - (sizeleft ?? size) / size
        return fraction.isFinite ? min(1, max(0, fraction)) : 0
    }
}
