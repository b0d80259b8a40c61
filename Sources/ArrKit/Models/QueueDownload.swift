import Foundation

/// What every *arr's queue record says of its download — Radarr's, Sonarr's and Lidarr's alike:
/// the release, its size and time left, and the download client's and the server's view of its
/// state. Decoded leniently, once for the three: an odd field costs that field, not the record.
public struct QueueDownload: Hashable, Sendable, Codable {
    /// The release title.
    public var title: String?
    /// The release's quality.
    public var quality: QualityModel?
    /// The total size in bytes.
    public var size: Double?
    /// The bytes left to download.
    public var sizeleft: Double?
    /// The time left, as the download client reports it.
    public var timeleft: TimeSpan?
    /// When the download should finish.
    public var estimatedCompletionTime: Date?
    /// When the server grabbed it.
    public var added: Date?
    /// The download client's state (`queued`, `paused`, `downloading`, `completed`, `failed`, …).
    public var status: String?
    /// `ok`, `warning` or `error`.
    public var trackedDownloadStatus: String?
    /// `downloading`, `importPending`, `importing`, `imported`, `failedPending`, `failed`, …
    public var trackedDownloadState: String?
    /// Why it is stuck, grouped by title.
    public var statusMessages: [StatusMessage]?
    /// The download client's error.
    public var errorMessage: String?
    /// The download client's id of the download (an info-hash for torrents); every record of a
    /// season pack shares it.
    public var downloadId: String?
    /// Usenet or torrent.
    public var `protocol`: DownloadProtocol?
    /// The download client's name on the server.
    public var downloadClient: String?
    /// The indexer it came from.
    public var indexer: String?

    /// A download with the fields given.
    public init(
        title: String? = nil, size: Double? = nil, sizeleft: Double? = nil, downloadId: String? = nil
    ) {
        self.title = title
        self.size = size
        self.sizeleft = sizeleft
        self.downloadId = downloadId
    }

    /// How far it is, 0…1 (1 − sizeleft/size; no *arr sends a progress field), 0 when the size
    /// is unknown.
    public var progress: Double {
        guard let size, size > 0, size.isFinite else { return 0 }
        let fraction = 1 - (sizeleft ?? size) / size
        return fraction.isFinite ? min(1, max(0, fraction)) : 0
    }

    private enum CodingKeys: String, CodingKey {
        case title, quality, size, sizeleft, timeleft, estimatedCompletionTime, added, status
        case trackedDownloadStatus, trackedDownloadState, statusMessages, errorMessage, downloadId
        case `protocol`, downloadClient, indexer
    }

    /// Reads the download's fields from a queue record, each on its own.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try? c.decodeIfPresent(String.self, forKey: .title)
        quality = try? c.decodeIfPresent(QualityModel.self, forKey: .quality)
        size = c.lenientInt64(forKey: .size).map(Double.init)
        sizeleft = c.lenientInt64(forKey: .sizeleft).map(Double.init)
        timeleft = c.lenientTimeSpan(forKey: .timeleft)
        estimatedCompletionTime = c.lenientDate(forKey: .estimatedCompletionTime)
        added = c.lenientDate(forKey: .added)
        status = try? c.decodeIfPresent(String.self, forKey: .status)
        trackedDownloadStatus = try? c.decodeIfPresent(String.self, forKey: .trackedDownloadStatus)
        trackedDownloadState = try? c.decodeIfPresent(String.self, forKey: .trackedDownloadState)
        statusMessages = c.decodeLenientArray(StatusMessage.self, forKey: .statusMessages)
        errorMessage = try? c.decodeIfPresent(String.self, forKey: .errorMessage)
        downloadId = try? c.decodeIfPresent(String.self, forKey: .downloadId)
        `protocol` = try? c.decodeIfPresent(DownloadProtocol.self, forKey: .protocol)
        downloadClient = try? c.decodeIfPresent(String.self, forKey: .downloadClient)
        indexer = try? c.decodeIfPresent(String.self, forKey: .indexer)
    }

    /// Writes the download's fields into the record's object, as the servers send them.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(quality, forKey: .quality)
        try c.encodeIfPresent(size, forKey: .size)
        try c.encodeIfPresent(sizeleft, forKey: .sizeleft)
        try c.encodeIfPresent(timeleft, forKey: .timeleft)
        try c.encodeIfPresent(estimatedCompletionTime, forKey: .estimatedCompletionTime)
        try c.encodeIfPresent(added, forKey: .added)
        try c.encodeIfPresent(status, forKey: .status)
        try c.encodeIfPresent(trackedDownloadStatus, forKey: .trackedDownloadStatus)
        try c.encodeIfPresent(trackedDownloadState, forKey: .trackedDownloadState)
        try c.encodeIfPresent(statusMessages, forKey: .statusMessages)
        try c.encodeIfPresent(errorMessage, forKey: .errorMessage)
        try c.encodeIfPresent(downloadId, forKey: .downloadId)
        try c.encodeIfPresent(`protocol`, forKey: .protocol)
        try c.encodeIfPresent(downloadClient, forKey: .downloadClient)
        try c.encodeIfPresent(indexer, forKey: .indexer)
    }
}

/// A queue record of any *arr: its own ids and embeds around one ``QueueDownload``, whose fields
/// read as the record's own (`record.title`, `record.status = "paused"`).
@dynamicMemberLookup
public protocol ArrQueueRecord {
    /// The download the record is about.
    var download: QueueDownload { get set }
}

extension ArrQueueRecord {
    /// A field of the record's download, read and written as the record's own.
    public subscript<Value>(dynamicMember field: WritableKeyPath<QueueDownload, Value>) -> Value {
        get { download[keyPath: field] }
        set { download[keyPath: field] = newValue }
    }

    /// How far the download is, 0…1.
    public var progress: Double { download.progress }

    /// The record's id as a queue record needs it: a record without a readable id is left out
    /// of its list (and said), since nothing could act on it.
    public static func requiredId<Key: CodingKey>(_ c: KeyedDecodingContainer<Key>, _ key: Key) throws -> Int {
        guard let id = c.lenientInt(forKey: key) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: c.codingPath, debugDescription: "A queue record needs an id."))
        }
        return id
    }
}
