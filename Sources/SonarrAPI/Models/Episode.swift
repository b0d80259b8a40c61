import ArrKit
import Foundation
import ServerKit

/// One episode of a series.
public struct Episode: Hashable, Sendable, Codable, Identifiable {
    /// Sonarr's id.
    public var id: Int
    /// The series it belongs to.
    public var seriesId: Int
    /// TheTVDB id.
    public var tvdbId: Int?
    /// Its file's id; 0 or absent when there is none.
    public var episodeFileId: Int?
    /// The season's number (0 = specials).
    public var seasonNumber: Int
    /// The number within the season.
    public var episodeNumber: Int
    /// The absolute number (anime).
    public var absoluteEpisodeNumber: Int?
    /// The title; may read "TBA".
    public var title: String?
    /// The local air date, e.g. `2005-09-13`; absent until scheduled.
    public var airDate: String?
    /// When it airs, in UTC; absent until scheduled.
    public var airDateUtc: Date?
    /// The synopsis.
    public var overview: String?
    /// Whether it has a file.
    public var hasFile: Bool
    /// Whether it is searched for.
    public var monitored: Bool
    /// `series`, `season` or `midseason` on a finale (v4).
    public var finaleType: String?
    /// The runtime in minutes (v4).
    public var runtime: ServerCount?
    /// When it was last searched for (4.0.9+).
    public var lastSearchTime: Date?
    /// Its file, when asked for with `includeEpisodeFile`.
    public var episodeFile: EpisodeFile?
    /// Its series, when asked for with `includeSeries`.
    public var series: Series?

    /// Creates an episode.
    public init(
        id: Int, seriesId: Int, seasonNumber: Int, episodeNumber: Int, title: String? = nil, airDateUtc: Date? = nil,
        hasFile: Bool = false, monitored: Bool = true
    ) {
        self.id = id
        self.seriesId = seriesId
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.title = title
        self.airDateUtc = airDateUtc
        self.hasFile = hasFile
        self.monitored = monitored
    }

    private enum CodingKeys: String, CodingKey {
        case id, seriesId, tvdbId, episodeFileId, seasonNumber, episodeNumber, absoluteEpisodeNumber, title
        case airDate, airDateUtc, overview, hasFile, monitored, finaleType, runtime, lastSearchTime, episodeFile
        case series
    }

    /// Decodes an episode; its numbers are required, anything else in an odd shape is left out.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(Int.self, forKey: .id) ?? 0
        seriesId = try c.decodeIfPresent(Int.self, forKey: .seriesId) ?? 0
        tvdbId = try? c.decodeIfPresent(Int.self, forKey: .tvdbId)
        episodeFileId = try? c.decodeIfPresent(Int.self, forKey: .episodeFileId)
        seasonNumber = try c.decode(Int.self, forKey: .seasonNumber)
        episodeNumber = try c.decode(Int.self, forKey: .episodeNumber)
        absoluteEpisodeNumber = try? c.decodeIfPresent(Int.self, forKey: .absoluteEpisodeNumber)
        title = try? c.decodeIfPresent(String.self, forKey: .title)
        airDate = try? c.decodeIfPresent(String.self, forKey: .airDate)
        airDateUtc = c.lenientDate(forKey: .airDateUtc)
        overview = try? c.decodeIfPresent(String.self, forKey: .overview)
        hasFile = (try? c.decodeIfPresent(Bool.self, forKey: .hasFile)) ?? false
        monitored = (try? c.decodeIfPresent(Bool.self, forKey: .monitored)) ?? false
        finaleType = try? c.decodeIfPresent(String.self, forKey: .finaleType)
        runtime = try? c.decodeIfPresent(ServerCount.self, forKey: .runtime)
        lastSearchTime = c.lenientDate(forKey: .lastSearchTime)
        episodeFile = try? c.decodeIfPresent(EpisodeFile.self, forKey: .episodeFile)
        series = try? c.decodeIfPresent(Series.self, forKey: .series)
    }

    /// `S02E01`, the way people write an episode's place.
    public var code: String {
        "S" + Self.twoDigits(seasonNumber) + "E" + Self.twoDigits(episodeNumber)
    }

    /// Whether it has aired by `now` (unscheduled episodes have not).
    public func hasAired(by now: Date) -> Bool { airDateUtc.map { $0 <= now } ?? false }

    private static func twoDigits(_ number: Int) -> String { number < 10 && number >= 0 ? "0\(number)" : "\(number)" }
}

/// An episode's file on disk.
public struct EpisodeFile: Hashable, Sendable, Codable, Identifiable {
    /// Sonarr's id.
    public var id: Int
    /// The series it belongs to.
    public var seriesId: Int?
    /// The season it belongs to.
    public var seasonNumber: Int?
    /// The path below the series folder.
    public var relativePath: String?
    /// The full path.
    public var path: String?
    /// Its size in bytes.
    public var size: ServerCount?
    /// When it was imported.
    public var dateAdded: Date?
    /// The release group.
    public var releaseGroup: String?
    /// Its quality.
    public var quality: QualityModel?
    /// Its languages: v4's `languages`, or v3's single `language`.
    public var languages: [Language]
    /// Codec, resolution and audio details.
    public var mediaInfo: MediaInfo?
    /// Whether a better quality is still wanted.
    public var qualityCutoffNotMet: Bool?
    /// How it was released.
    public var releaseType: EpisodeReleaseType?

    /// Creates a file record.
    public init(
        id: Int, seriesId: Int? = nil, seasonNumber: Int? = nil, relativePath: String? = nil, size: ServerCount? = nil
    ) {
        self.id = id
        self.seriesId = seriesId
        self.seasonNumber = seasonNumber
        self.relativePath = relativePath
        self.size = size
        self.languages = []
    }

    private enum CodingKeys: String, CodingKey {
        case id, seriesId, seasonNumber, relativePath, path, size, dateAdded, releaseGroup, quality, languages
        case language, mediaInfo, qualityCutoffNotMet, releaseType
    }

    /// Decodes a file from a v3 or v4 server.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(Int.self, forKey: .id) ?? 0
        seriesId = try? c.decodeIfPresent(Int.self, forKey: .seriesId)
        seasonNumber = try? c.decodeIfPresent(Int.self, forKey: .seasonNumber)
        relativePath = try? c.decodeIfPresent(String.self, forKey: .relativePath)
        path = try? c.decodeIfPresent(String.self, forKey: .path)
        size = c.lenientCount(forKey: .size)
        dateAdded = c.lenientDate(forKey: .dateAdded)
        releaseGroup = try? c.decodeIfPresent(String.self, forKey: .releaseGroup)
        quality = try? c.decodeIfPresent(QualityModel.self, forKey: .quality)
        languages = SonarrLanguages.decode(from: c, list: .languages, single: .language)
        mediaInfo = try? c.decodeIfPresent(MediaInfo.self, forKey: .mediaInfo)
        qualityCutoffNotMet = try? c.decodeIfPresent(Bool.self, forKey: .qualityCutoffNotMet)
        releaseType = try? c.decodeIfPresent(EpisodeReleaseType.self, forKey: .releaseType)
    }

    /// Encodes v4's shape (`languages`).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encodeIfPresent(seriesId, forKey: .seriesId)
        try c.encodeIfPresent(seasonNumber, forKey: .seasonNumber)
        try c.encodeIfPresent(relativePath, forKey: .relativePath)
        try c.encodeIfPresent(path, forKey: .path)
        try c.encodeIfPresent(size, forKey: .size)
        try c.encodeIfPresent(dateAdded, forKey: .dateAdded)
        try c.encodeIfPresent(releaseGroup, forKey: .releaseGroup)
        try c.encodeIfPresent(quality, forKey: .quality)
        try c.encode(languages, forKey: .languages)
        try c.encodeIfPresent(mediaInfo, forKey: .mediaInfo)
        try c.encodeIfPresent(qualityCutoffNotMet, forKey: .qualityCutoffNotMet)
        try c.encodeIfPresent(releaseType, forKey: .releaseType)
    }
}

/// Reads languages the way both server generations send them.
enum SonarrLanguages {
    /// v4's `languages` array (null entries dropped), else v3's single `language`.
    static func decode<Key: CodingKey>(
        from c: KeyedDecodingContainer<Key>, list: Key, single: Key
    ) -> [Language] {
        if let languages = c.decodeLenientArray(Language.self, forKey: list) { return languages }
        if let language = try? c.decodeIfPresent(Language.self, forKey: single) { return [language] }
        return []
    }
}
