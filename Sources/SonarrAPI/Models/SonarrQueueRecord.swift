import ArrKit
import Foundation

/// One record of Sonarr's queue: one episode of one download (a season pack is several
/// records sharing a `downloadId`).
public struct SonarrQueueRecord: Hashable, Sendable, Codable, Identifiable {
    /// The record's id (hash-like, and different for each episode of a pack).
    public var id: Int
    /// The series.
    public var seriesId: Int?
    /// The episode.
    public var episodeId: Int?
    /// The season (v4).
    public var seasonNumber: Int?
    /// The series, with `includeSeries`.
    public var series: Series?
    /// The episode, with `includeEpisode`.
    public var episode: Episode?
    /// The release title.
    public var title: String?
    /// Its quality.
    public var quality: QualityModel?
    /// Its languages (v4 `languages` or v3 `language`).
    public var languages: [Language]
    /// Total size in bytes.
    public var size: Double?
    /// Bytes still to download.
    public var sizeleft: Double?
    /// Time still to go.
    public var timeleft: TimeSpan?
    /// When it should finish.
    public var estimatedCompletionTime: Date?
    /// When it was added (v4).
    public var added: Date?
    /// queued, paused, downloading, completed, failed, warning, delay, …
    public var status: String?
    /// ok, warning or error.
    public var trackedDownloadStatus: String?
    /// downloading, importPending, importing, imported, failedPending, failed, ignored, …
    public var trackedDownloadState: String?
    /// Why it is stuck, grouped by title.
    public var statusMessages: [StatusMessage]?
    /// The download client's error.
    public var errorMessage: String?
    /// The download's id in the client; shared by every episode of a pack.
    public var downloadId: String?
    /// Usenet or torrent.
    public var `protocol`: DownloadProtocol?
    /// The download client's name.
    public var downloadClient: String?
    /// The indexer it came from.
    public var indexer: String?
    /// Whether the episode already has a file (v4).
    public var episodeHasFile: Bool?

    /// Creates a queue record.
    public init(
        id: Int, seriesId: Int? = nil, episodeId: Int? = nil, title: String? = nil, size: Double? = nil,
        sizeleft: Double? = nil, downloadId: String? = nil
    ) {
        self.id = id
        self.seriesId = seriesId
        self.episodeId = episodeId
        self.title = title
        self.size = size
        self.sizeleft = sizeleft
        self.downloadId = downloadId
        self.languages = []
    }

    private enum CodingKeys: String, CodingKey {
        case id, seriesId, episodeId, seasonNumber, series, episode, title, quality, languages, language, size
        case sizeleft, timeleft, estimatedCompletionTime, added, status, trackedDownloadStatus, trackedDownloadState
        case statusMessages, errorMessage, downloadId, `protocol`, downloadClient, indexer, episodeHasFile
    }

    /// Decodes a record from a v3 or v4 server.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(Int.self, forKey: .id) ?? 0
        seriesId = try? c.decodeIfPresent(Int.self, forKey: .seriesId)
        episodeId = try? c.decodeIfPresent(Int.self, forKey: .episodeId)
        seasonNumber = try? c.decodeIfPresent(Int.self, forKey: .seasonNumber)
        series = try? c.decodeIfPresent(Series.self, forKey: .series)
        episode = try? c.decodeIfPresent(Episode.self, forKey: .episode)
        title = try? c.decodeIfPresent(String.self, forKey: .title)
        quality = try? c.decodeIfPresent(QualityModel.self, forKey: .quality)
        languages = SonarrLanguages.decode(from: c, list: .languages, single: .language)
        size = try? c.decodeIfPresent(Double.self, forKey: .size)
        sizeleft = try? c.decodeIfPresent(Double.self, forKey: .sizeleft)
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
        episodeHasFile = try? c.decodeIfPresent(Bool.self, forKey: .episodeHasFile)
    }

    /// Encodes v4's shape.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encodeIfPresent(seriesId, forKey: .seriesId)
        try c.encodeIfPresent(episodeId, forKey: .episodeId)
        try c.encodeIfPresent(seasonNumber, forKey: .seasonNumber)
        try c.encodeIfPresent(series, forKey: .series)
        try c.encodeIfPresent(episode, forKey: .episode)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(quality, forKey: .quality)
        try c.encode(languages, forKey: .languages)
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
        try c.encodeIfPresent(episodeHasFile, forKey: .episodeHasFile)
    }

    /// Progress from 0 to 1, computed as 1 − sizeleft/size (Sonarr sends no progress field).
    public var progress: Double {
        guard let size, size > 0, size.isFinite else { return 0 }
        let fraction = 1 - (sizeleft ?? size) / size
        return fraction.isFinite ? min(1, max(0, fraction)) : 0
    }
}

/// One download in Sonarr's queue: the records that share a `downloadId` (a season pack's
/// episodes), or one record alone when it has no download id (a pending release).
public struct SonarrDownload: Hashable, Sendable, Identifiable {
    /// The download's id, or the record's own for a lone pending record.
    public let id: String
    /// Its records, one per episode, in episode order.
    public let records: [SonarrQueueRecord]

    /// The first record, which speaks for the whole download (title, size, status).
    public var lead: SonarrQueueRecord? { records.first }

    /// A download of `records` (in episode order), known as `id`.
    public init(id: String, records: [SonarrQueueRecord]) {
        self.id = id
        self.records = records
    }

    /// Groups queue records by download, keeping the order in which downloads first appear.
    public static func group(_ records: [SonarrQueueRecord]) -> [SonarrDownload] {
        var order: [String] = []
        var groups: [String: [SonarrQueueRecord]] = [:]
        for record in records {
            let key = record.downloadId ?? "record-\(record.id)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(record)
        }
        return order.map { key in
            let members = (groups[key] ?? []).sorted {
                ($0.episode?.seasonNumber ?? 0, $0.episode?.episodeNumber ?? 0)
                    < ($1.episode?.seasonNumber ?? 0, $1.episode?.episodeNumber ?? 0)
            }
            return SonarrDownload(id: key, records: members)
        }
    }
}
