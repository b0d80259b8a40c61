import ArrKit
import Foundation
import ServerKit

/// One release an album search found (`ReleaseResource`), to grab by hand.
public struct LidarrRelease: Hashable, Sendable, Codable {
    /// The indexer's id for it.
    public var guid: String
    /// The indexer that found it.
    public var indexerId: Int?
    /// The indexer's name.
    public var indexer: String?
    /// The release's title.
    public var title: String
    /// Its size in bytes.
    public var size: ServerCount?
    /// Days since it was posted.
    public var age: ServerCount?
    /// `usenet` or `torrent`.
    public var `protocol`: DownloadProtocol?
    /// Torrent seeders.
    public var seeders: ServerCount?
    /// Torrent leechers.
    public var leechers: ServerCount?
    /// The quality's name ("FLAC", "MP3-320").
    public var quality: String?
    /// Whether Lidarr would grab it on its own.
    public var approved: Bool
    /// Why Lidarr would not, in its words.
    public var rejections: [String]
    /// The album it is for.
    public var albumId: Int?

    /// Creates a release.
    public init(guid: String, title: String, indexerId: Int? = nil, approved: Bool = true) {
        self.guid = guid
        self.title = title
        self.indexerId = indexerId
        self.approved = approved
        self.rejections = []
    }

    private enum CodingKeys: String, CodingKey {
        case guid, indexerId, indexer, title, size, age, `protocol`, seeders, leechers, quality, approved, rejections
        case albumId
    }

    private struct QualityWrapper: Codable {
        struct Name: Codable { var name: String? }
        var quality: Name?
    }

    /// Decodes leniently: a release needs its guid and title.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guid = try c.decode(String.self, forKey: .guid)
        title = (try? c.decodeIfPresent(String.self, forKey: .title)) ?? guid
        indexerId = c.lenientInt(forKey: .indexerId)
        indexer = try? c.decodeIfPresent(String.self, forKey: .indexer)
        size = c.lenientCount(forKey: .size)
        age = c.lenientCount(forKey: .age)
        `protocol` = try? c.decodeIfPresent(DownloadProtocol.self, forKey: .protocol)
        seeders = c.lenientCount(forKey: .seeders)
        leechers = c.lenientCount(forKey: .leechers)
        quality = (try? c.decodeIfPresent(QualityWrapper.self, forKey: .quality))?.quality?.name
        approved = (try? c.decodeIfPresent(Bool.self, forKey: .approved)) ?? false
        rejections = c.decodeLenientArray(String.self, forKey: .rejections) ?? []
        albumId = c.lenientInt(forKey: .albumId)
    }

    /// Encodes as Lidarr's shape (the quality nested as `{"quality": {"name": …}}`).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(guid, forKey: .guid)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(indexerId, forKey: .indexerId)
        try c.encodeIfPresent(indexer, forKey: .indexer)
        try c.encodeIfPresent(size, forKey: .size)
        try c.encodeIfPresent(age, forKey: .age)
        try c.encodeIfPresent(`protocol`, forKey: .protocol)
        try c.encodeIfPresent(seeders, forKey: .seeders)
        try c.encodeIfPresent(leechers, forKey: .leechers)
        try c.encodeIfPresent(quality.map { QualityWrapper(quality: .init(name: $0)) }, forKey: .quality)
        try c.encode(approved, forKey: .approved)
        try c.encode(rejections, forKey: .rejections)
        try c.encodeIfPresent(albumId, forKey: .albumId)
    }
}

/// What `POST /release` takes: the release by its guid and indexer.
public struct LidarrGrabRequest: Hashable, Sendable, Codable {
    /// The release's guid.
    public var guid: String
    /// The indexer that listed it.
    public var indexerId: Int

    /// Creates a grab of `guid` from indexer `indexerId`.
    public init(guid: String, indexerId: Int) {
        self.guid = guid
        self.indexerId = indexerId
    }
}
