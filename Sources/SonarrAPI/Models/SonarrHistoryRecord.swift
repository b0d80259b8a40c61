import ArrKit
import Foundation

/// One event in Sonarr's history.
public struct SonarrHistoryRecord: Hashable, Sendable, Codable, Identifiable {
    /// Its id.
    public var id: Int
    /// The episode.
    public var episodeId: Int?
    /// The series.
    public var seriesId: Int?
    /// The release title.
    public var sourceTitle: String?
    /// Its quality.
    public var quality: QualityModel?
    /// Its languages.
    public var languages: [Language]
    /// When it happened.
    public var date: Date?
    /// The download's id in the client.
    public var downloadId: String?
    /// What happened.
    public var eventType: SonarrHistoryEventType?
    /// Event details (`indexer`, `downloadClientName`, `reason`, …); values can be null.
    public var data: [String: String]?
    /// The episode, with `includeEpisode`.
    public var episode: Episode?
    /// The series, with `includeSeries`.
    public var series: Series?

    /// Creates a history record.
    public init(id: Int, episodeId: Int? = nil, seriesId: Int? = nil, sourceTitle: String? = nil, date: Date? = nil) {
        self.id = id
        self.episodeId = episodeId
        self.seriesId = seriesId
        self.sourceTitle = sourceTitle
        self.date = date
        self.languages = []
    }

    private enum CodingKeys: String, CodingKey {
        case id, episodeId, seriesId, sourceTitle, quality, languages, language, date, downloadId, eventType, data
        case episode, series
    }

    /// Decodes a record from a v3 or v4 server; null `data` values are left out.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(Int.self, forKey: .id) ?? 0
        episodeId = try? c.decodeIfPresent(Int.self, forKey: .episodeId)
        seriesId = try? c.decodeIfPresent(Int.self, forKey: .seriesId)
        sourceTitle = try? c.decodeIfPresent(String.self, forKey: .sourceTitle)
        quality = try? c.decodeIfPresent(QualityModel.self, forKey: .quality)
        languages = SonarrLanguages.decode(from: c, list: .languages, single: .language)
        date = c.lenientDate(forKey: .date)
        downloadId = try? c.decodeIfPresent(String.self, forKey: .downloadId)
        eventType = try? c.decodeIfPresent(SonarrHistoryEventType.self, forKey: .eventType)
        data = (try? c.decodeIfPresent([String: String?].self, forKey: .data))?.compactMapValues { $0 }
        episode = try? c.decodeIfPresent(Episode.self, forKey: .episode)
        series = try? c.decodeIfPresent(Series.self, forKey: .series)
    }

    /// Encodes v4's shape.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encodeIfPresent(episodeId, forKey: .episodeId)
        try c.encodeIfPresent(seriesId, forKey: .seriesId)
        try c.encodeIfPresent(sourceTitle, forKey: .sourceTitle)
        try c.encodeIfPresent(quality, forKey: .quality)
        try c.encode(languages, forKey: .languages)
        try c.encodeIfPresent(date, forKey: .date)
        try c.encodeIfPresent(downloadId, forKey: .downloadId)
        try c.encodeIfPresent(eventType, forKey: .eventType)
        try c.encodeIfPresent(data, forKey: .data)
        try c.encodeIfPresent(episode, forKey: .episode)
        try c.encodeIfPresent(series, forKey: .series)
    }
}
