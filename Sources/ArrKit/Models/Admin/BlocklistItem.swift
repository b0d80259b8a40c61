import Foundation

/// One release the server will not grab again, from `GET /blocklist`: what it was, for what,
/// when and why. The same shape on Radarr (a movie), Sonarr (episodes of a series) and Lidarr
/// (albums of an artist); the title it was for is read from whichever the record embeds.
public struct BlocklistItem: Hashable, Sendable, Codable, Identifiable {
    /// The record's id, what removing it names.
    public var id: Int
    /// The release's name as the indexer gave it.
    public var sourceTitle: String?
    /// What it was for, as the server embeds it (the movie's, series' or artist's title).
    public var subjectTitle: String?
    /// The quality the release had.
    public var quality: QualityModel?
    /// The release's languages.
    public var languages: [Language]
    /// When it was blocklisted.
    public var date: Date?
    /// Usenet or torrent.
    public var downloadProtocol: DownloadProtocol?
    /// The indexer it came from.
    public var indexer: String?
    /// Why it was blocklisted, in the server's words.
    public var message: String?

    /// Creates a blocklist record.
    public init(
        id: Int, sourceTitle: String? = nil, subjectTitle: String? = nil, quality: QualityModel? = nil,
        languages: [Language] = [], date: Date? = nil, downloadProtocol: DownloadProtocol? = nil,
        indexer: String? = nil, message: String? = nil
    ) {
        self.id = id
        self.sourceTitle = sourceTitle
        self.subjectTitle = subjectTitle
        self.quality = quality
        self.languages = languages
        self.date = date
        self.downloadProtocol = downloadProtocol
        self.indexer = indexer
        self.message = message
    }

    private enum CodingKeys: String, CodingKey {
        case id, sourceTitle, subjectTitle, quality, languages, date, indexer, message, movie, series, artist
        case downloadProtocol = "protocol"
    }

    private struct Embedded: Decodable {
        let title: String?
        let artistName: String?
    }

    /// Reads a record leniently: an odd field costs that field, not the record.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = c.lenientInt(forKey: .id) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: "a record without an id")
        }
        self.id = id
        sourceTitle = try? c.decodeIfPresent(String.self, forKey: .sourceTitle)
        let embedded = [CodingKeys.movie, .series, .artist].lazy.compactMap { key in
            (try? c.decodeIfPresent(Embedded.self, forKey: key)).flatMap { $0?.title ?? $0?.artistName }
        }.first
        subjectTitle = embedded ?? (try? c.decodeIfPresent(String.self, forKey: .subjectTitle))
        quality = try? c.decodeIfPresent(QualityModel.self, forKey: .quality)
        languages =
            (try? c.decodeIfPresent([LenientElement<Language>].self, forKey: .languages))?
            .compactMap(\.value) ?? []
        date = c.lenientDate(forKey: .date)
        downloadProtocol = try? c.decodeIfPresent(DownloadProtocol.self, forKey: .downloadProtocol)
        indexer = try? c.decodeIfPresent(String.self, forKey: .indexer)
        message = try? c.decodeIfPresent(String.self, forKey: .message)
    }

    /// Writes the record with the title it was for as `subjectTitle`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encodeIfPresent(sourceTitle, forKey: .sourceTitle)
        try c.encodeIfPresent(subjectTitle, forKey: .subjectTitle)
        try c.encodeIfPresent(quality, forKey: .quality)
        try c.encode(languages, forKey: .languages)
        try c.encodeIfPresent(date, forKey: .date)
        try c.encodeIfPresent(downloadProtocol, forKey: .downloadProtocol)
        try c.encodeIfPresent(indexer, forKey: .indexer)
        try c.encodeIfPresent(message, forKey: .message)
    }
}
