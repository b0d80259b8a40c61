import ArrKit
import Foundation
import ServerKit

/// One result of a search across Prowlarr's indexers (`GET /search`): which indexer found it,
/// its size, age and peers, and what grabbing it names.
public struct IndexerRelease: Hashable, Sendable, Codable {
    /// The release's guid, what grabbing it names with ``indexerId``.
    public var guid: String
    /// The indexer that found it.
    public var indexerId: Int
    /// The indexer's name.
    public var indexer: String?
    /// The release's title.
    public var title: String
    /// Its size in bytes.
    public var size: ServerCount?
    /// When it was published.
    public var publishDate: Date?
    /// Its age in days, as the server counts it.
    public var age: ServerCount?
    /// Usenet or torrent.
    public var downloadProtocol: DownloadProtocol?
    /// Seeders (torrents).
    public var seeders: ServerCount?
    /// Leechers (torrents).
    public var leechers: ServerCount?
    /// How often it was grabbed, when the indexer says.
    public var grabs: ServerCount?
    /// Its categories' names ("Movies/HD").
    public var categories: [String]

    /// Creates a release.
    public init(
        guid: String, indexerId: Int, indexer: String? = nil, title: String, size: ServerCount? = nil,
        publishDate: Date? = nil, age: ServerCount? = nil, downloadProtocol: DownloadProtocol? = nil,
        seeders: ServerCount? = nil,
        leechers: ServerCount? = nil, grabs: ServerCount? = nil, categories: [String] = []
    ) {
        self.guid = guid
        self.indexerId = indexerId
        self.indexer = indexer
        self.title = title
        self.size = size
        self.publishDate = publishDate
        self.age = age
        self.downloadProtocol = downloadProtocol
        self.seeders = seeders
        self.leechers = leechers
        self.grabs = grabs
        self.categories = categories
    }

    private enum CodingKeys: String, CodingKey {
        case guid, indexerId, indexer, title, size, publishDate, age, seeders, leechers, grabs, categories
        case downloadProtocol = "protocol"
    }

    private struct Category: Codable {
        var id: Int?
        var name: String?

        init(name: String) {
            self.id = nil
            self.name = name
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            id = c.lenientInt(forKey: .id)
            name = try? c.decodeIfPresent(String.self, forKey: .name)
        }

        private enum CodingKeys: String, CodingKey { case id, name }
    }

    /// Reads a release leniently: a guid and an indexer are needed to grab it.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let guid = try? c.decodeIfPresent(String.self, forKey: .guid), !guid.isEmpty,
            let indexerId = c.lenientInt(forKey: .indexerId)
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .guid, in: c, debugDescription: "a release without a guid or an indexer")
        }
        self.guid = guid
        self.indexerId = indexerId
        indexer = try? c.decodeIfPresent(String.self, forKey: .indexer)
        title = (try? c.decodeIfPresent(String.self, forKey: .title)) ?? guid
        size = c.lenientCount(forKey: .size)
        publishDate = c.lenientDate(forKey: .publishDate)
        age = c.lenientCount(forKey: .age)
        downloadProtocol = try? c.decodeIfPresent(DownloadProtocol.self, forKey: .downloadProtocol)
        seeders = c.lenientCount(forKey: .seeders)
        leechers = c.lenientCount(forKey: .leechers)
        grabs = c.lenientCount(forKey: .grabs)
        categories =
            ((try? c.decodeIfPresent([LenientElement<Category>].self, forKey: .categories)) ?? [])
            .compactMap { $0.value?.name }
    }

    /// Writes the release as the server sends it (categories as records with a name).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(guid, forKey: .guid)
        try c.encode(indexerId, forKey: .indexerId)
        try c.encodeIfPresent(indexer, forKey: .indexer)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(size, forKey: .size)
        try c.encodeIfPresent(publishDate, forKey: .publishDate)
        try c.encodeIfPresent(age, forKey: .age)
        try c.encodeIfPresent(downloadProtocol, forKey: .downloadProtocol)
        try c.encodeIfPresent(seeders, forKey: .seeders)
        try c.encodeIfPresent(leechers, forKey: .leechers)
        try c.encodeIfPresent(grabs, forKey: .grabs)
        try c.encode(categories.map(Category.init(name:)), forKey: .categories)
    }
}

/// What a search across indexers looks for: Prowlarr's search types.
public enum IndexerSearchType: String, Sendable, Hashable, CaseIterable, Codable {
    /// Free text.
    case search
    /// TV.
    case tvsearch
    /// Movies.
    case movie
    /// Music.
    case music
    /// Books.
    case book
}
