import ArrKit
import Foundation
import ServerKit

/// A release an indexer search found for an episode or a season (no id: its key is
/// `indexerId` + `guid`, and it can be grabbed for 30 minutes after the search).
public struct SonarrRelease: Hashable, Sendable, Codable {
    /// The indexer's id for it.
    public var guid: String
    /// The indexer that found it.
    public var indexerId: Int?
    /// The indexer's name.
    public var indexer: String?
    /// The release title.
    public var title: String?
    /// Its quality.
    public var quality: QualityModel?
    /// Its languages.
    public var languages: [Language]
    /// Its size in bytes.
    public var size: ServerCount?
    /// The quality's rank in the series' profile (higher is better).
    public var qualityWeight: Int?
    /// Its age in hours.
    public var ageHours: Double?
    /// The release group.
    public var releaseGroup: String?
    /// Whether it is a whole-season pack.
    public var fullSeason: Bool?
    /// The season it is for.
    public var seasonNumber: Int?
    /// Whether Sonarr would take it.
    public var approved: Bool?
    /// Whether it is rejected only for now (a delay profile).
    public var temporarilyRejected: Bool?
    /// Whether it is rejected.
    public var rejected: Bool?
    /// Why it is rejected.
    public var rejections: [Rejection]?
    /// When the indexer published it.
    public var publishDate: Date?
    /// Whether it can be grabbed as it is.
    public var downloadAllowed: Bool?
    /// Seeders (torrents; may be null).
    public var seeders: ServerCount?
    /// Leechers (torrents; may be null).
    public var leechers: ServerCount?
    /// Usenet or torrent.
    public var `protocol`: DownloadProtocol?
    /// The series it was matched to.
    public var mappedSeriesId: Int?
    /// The season it was matched to.
    public var mappedSeasonNumber: Int?
    /// The custom-format score.
    public var customFormatScore: ServerCount?

    /// Creates a release.
    public init(guid: String, indexerId: Int? = nil, title: String? = nil, size: ServerCount? = nil) {
        self.guid = guid
        self.indexerId = indexerId
        self.title = title
        self.size = size
        self.languages = []
    }

    private enum CodingKeys: String, CodingKey {
        case guid, indexerId, indexer, title, quality, qualityWeight, languages, language, size, ageHours, releaseGroup,
            fullSeason
        case seasonNumber, approved, temporarilyRejected, rejected, rejections, publishDate, downloadAllowed
        case seeders, leechers, `protocol`, mappedSeriesId, mappedSeasonNumber, customFormatScore
    }

    /// Decodes a release from a v3 or v4 server; only `guid` is required.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guid = try c.decode(String.self, forKey: .guid)
        indexerId = try? c.decodeIfPresent(Int.self, forKey: .indexerId)
        indexer = try? c.decodeIfPresent(String.self, forKey: .indexer)
        title = try? c.decodeIfPresent(String.self, forKey: .title)
        quality = try? c.decodeIfPresent(QualityModel.self, forKey: .quality)
        languages = SonarrLanguages.decode(from: c, list: .languages, single: .language)
        size = c.lenientCount(forKey: .size)
        qualityWeight = try? c.decodeIfPresent(Int.self, forKey: .qualityWeight)
        ageHours = try? c.decodeIfPresent(Double.self, forKey: .ageHours)
        releaseGroup = try? c.decodeIfPresent(String.self, forKey: .releaseGroup)
        fullSeason = try? c.decodeIfPresent(Bool.self, forKey: .fullSeason)
        seasonNumber = try? c.decodeIfPresent(Int.self, forKey: .seasonNumber)
        approved = try? c.decodeIfPresent(Bool.self, forKey: .approved)
        temporarilyRejected = try? c.decodeIfPresent(Bool.self, forKey: .temporarilyRejected)
        rejected = try? c.decodeIfPresent(Bool.self, forKey: .rejected)
        rejections = c.decodeLenientArray(Rejection.self, forKey: .rejections)
        publishDate = c.lenientDate(forKey: .publishDate)
        downloadAllowed = try? c.decodeIfPresent(Bool.self, forKey: .downloadAllowed)
        seeders = try? c.decodeIfPresent(ServerCount.self, forKey: .seeders)
        leechers = try? c.decodeIfPresent(ServerCount.self, forKey: .leechers)
        `protocol` = try? c.decodeIfPresent(DownloadProtocol.self, forKey: .protocol)
        mappedSeriesId = try? c.decodeIfPresent(Int.self, forKey: .mappedSeriesId)
        mappedSeasonNumber = try? c.decodeIfPresent(Int.self, forKey: .mappedSeasonNumber)
        customFormatScore = try? c.decodeIfPresent(ServerCount.self, forKey: .customFormatScore)
    }

    /// Encodes v4's shape.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(guid, forKey: .guid)
        try c.encodeIfPresent(indexerId, forKey: .indexerId)
        try c.encodeIfPresent(indexer, forKey: .indexer)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(quality, forKey: .quality)
        try c.encode(languages, forKey: .languages)
        try c.encodeIfPresent(size, forKey: .size)
        try c.encodeIfPresent(qualityWeight, forKey: .qualityWeight)
        try c.encodeIfPresent(ageHours, forKey: .ageHours)
        try c.encodeIfPresent(releaseGroup, forKey: .releaseGroup)
        try c.encodeIfPresent(fullSeason, forKey: .fullSeason)
        try c.encodeIfPresent(seasonNumber, forKey: .seasonNumber)
        try c.encodeIfPresent(approved, forKey: .approved)
        try c.encodeIfPresent(temporarilyRejected, forKey: .temporarilyRejected)
        try c.encodeIfPresent(rejected, forKey: .rejected)
        try c.encodeIfPresent(rejections, forKey: .rejections)
        try c.encodeIfPresent(publishDate, forKey: .publishDate)
        try c.encodeIfPresent(downloadAllowed, forKey: .downloadAllowed)
        try c.encodeIfPresent(seeders, forKey: .seeders)
        try c.encodeIfPresent(leechers, forKey: .leechers)
        try c.encodeIfPresent(`protocol`, forKey: .protocol)
        try c.encodeIfPresent(mappedSeriesId, forKey: .mappedSeriesId)
        try c.encodeIfPresent(mappedSeasonNumber, forKey: .mappedSeasonNumber)
        try c.encodeIfPresent(customFormatScore, forKey: .customFormatScore)
    }
}

/// The body of `POST /release`: grab a release found by a search. An unmapped release
/// needs the series (and the episode, unless it is a pack).
public struct SonarrGrabRequest: Hashable, Sendable, Codable {
    /// The release's guid.
    public var guid: String
    /// The indexer that listed it.
    public var indexerId: Int
    /// The series, for a release Sonarr did not map.
    public var seriesId: Int?
    /// The episode, for an unmapped single-episode release.
    public var episodeId: Int?

    /// Creates a grab request.
    public init(guid: String, indexerId: Int, seriesId: Int? = nil, episodeId: Int? = nil) {
        self.guid = guid
        self.indexerId = indexerId
        self.seriesId = seriesId
        self.episodeId = episodeId
    }
}
