import ArrKit
import Foundation
import ServerKit

/// One release an indexer offered, in the words every service's release screen shows.
public struct ReleaseOffer: Hashable, Sendable, Identifiable {
    /// The indexer's id for it (what a grab sends back).
    public var guid: String
    /// The indexer that found it; nil when the server did not say.
    public var indexerId: Int?
    /// The indexer's name.
    public var indexer: String?
    /// The release's name.
    public var title: String
    /// Its quality's name, e.g. "WEBDL-1080p".
    public var quality: String
    /// Its rank in the quality profile (higher is better).
    public var qualityWeight: Int
    /// Its size in bytes.
    public var size: ServerCount
    /// Its age in hours.
    public var ageHours: Double
    /// Seeders (torrents only).
    public var seeders: ServerCount?
    /// Usenet or torrent.
    public var `protocol`: DownloadProtocol?
    /// Whether the server would download it on its own.
    public var approved: Bool
    /// Whether the server rejected it.
    public var rejected: Bool
    /// Why it was rejected.
    public var rejections: [String]
    /// Whether it is a whole-season pack.
    public var fullSeason: Bool
    /// The languages the server parsed from it ("English").
    public var languages: [String]
    /// Its custom-format score in the quality profile; nil when the server did not say.
    public var customFormatScore: ServerCount?

    /// The guid identifies the release.
    public var id: String { guid }

    /// Creates an offer.
    public init(
        guid: String, indexerId: Int?, indexer: String?, title: String?, quality: String?, qualityWeight: Int?,
        size: ServerCount?, ageHours: Double?, seeders: ServerCount?, protocol: DownloadProtocol?, approved: Bool?,
        rejected: Bool?, rejections: [String], fullSeason: Bool = false, languages: [String] = [],
        customFormatScore: ServerCount? = nil
    ) {
        self.guid = guid
        self.indexerId = indexerId
        self.indexer = indexer
        self.title = title ?? "Untitled release"
        self.quality = quality ?? "Unknown"
        self.qualityWeight = qualityWeight ?? 0
        self.size = size ?? 0
        self.ageHours = ageHours ?? 0
        self.seeders = seeders
        self.protocol = `protocol`
        self.approved = approved ?? false
        self.rejected = rejected ?? false
        self.rejections = rejections
        self.fullSeason = fullSeason
        self.languages = languages
        self.customFormatScore = customFormatScore
    }

    /// The age as people read it: "6h" under two days, "12d" after.
    public var ageText: String { ageHours < 48 ? "\(Int(clamping: ageHours))h" : "\(Int(clamping: ageHours / 24))d" }

    /// The languages as a row shows them: "English", "French, English"; "" when unknown.
    public var languagesText: String { languages.joined(separator: ", ") }

    /// The custom-format score signed as the *arrs show it ("+150", "0", "-10000"); "" when unknown.
    public var scoreText: String {
        guard let score = customFormatScore else { return "" }
        return score > 0 ? "+\(score)" : "\(score)"
    }

    /// The indexer's name, "" when the server did not say.
    public var indexerText: String { indexer ?? "" }

    /// Seeders for a torrent, "nzb" for Usenet.
    public var peersText: String { `protocol` == .torrent ? "\(seeders ?? 0)↑" : "nzb" }
}
