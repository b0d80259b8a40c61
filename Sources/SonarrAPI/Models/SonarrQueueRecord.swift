import ArrKit
import Foundation

/// One record of Sonarr's queue: one episode of one download (a season pack is several
/// records sharing a `downloadId`), around the download every *arr's queue record describes
/// (``QueueDownload``, whose fields read as this record's own).
public struct SonarrQueueRecord: Hashable, Sendable, Codable, Identifiable, ArrQueueRecord {
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
    /// Its languages (v4 `languages` or v3 `language`).
    public var languages: [Language]
    /// Whether the episode already has a file (v4).
    public var episodeHasFile: Bool?
    /// The download: release, size, state (a pack's whole size on every record, as Sonarr sends it).
    public var download: QueueDownload

    /// Creates a queue record.
    public init(
        id: Int, seriesId: Int? = nil, episodeId: Int? = nil, title: String? = nil, size: Double? = nil,
        sizeleft: Double? = nil, downloadId: String? = nil
    ) {
        self.id = id
        self.seriesId = seriesId
        self.episodeId = episodeId
        self.languages = []
        self.download = QueueDownload(title: title, size: size, sizeleft: sizeleft, downloadId: downloadId)
    }

    private enum CodingKeys: String, CodingKey {
        case id, seriesId, episodeId, seasonNumber, series, episode, languages, language, episodeHasFile
    }

    /// Decodes a record from a v3 or v4 server leniently: only the id must be readable.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try Self.requiredId(c, .id)
        seriesId = c.lenientInt(forKey: .seriesId)
        episodeId = c.lenientInt(forKey: .episodeId)
        seasonNumber = c.lenientInt(forKey: .seasonNumber)
        series = try? c.decodeIfPresent(Series.self, forKey: .series)
        episode = try? c.decodeIfPresent(Episode.self, forKey: .episode)
        languages = SonarrLanguages.decode(from: c, list: .languages, single: .language)
        episodeHasFile = try? c.decodeIfPresent(Bool.self, forKey: .episodeHasFile)
        download = try QueueDownload(from: decoder)
    }

    /// Encodes v4's shape: the download's fields beside the ids.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encodeIfPresent(seriesId, forKey: .seriesId)
        try c.encodeIfPresent(episodeId, forKey: .episodeId)
        try c.encodeIfPresent(seasonNumber, forKey: .seasonNumber)
        try c.encodeIfPresent(series, forKey: .series)
        try c.encodeIfPresent(episode, forKey: .episode)
        try c.encode(languages, forKey: .languages)
        try c.encodeIfPresent(episodeHasFile, forKey: .episodeHasFile)
        try download.encode(to: encoder)
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
