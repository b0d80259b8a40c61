import Foundation
import ServerKit

/// One file the server offers to import by hand (`GET /manualimport`), with what it matched the
/// file to and why it would not import it by itself. Radarr matches a movie, Sonarr a series'
/// episodes, Lidarr an artist's album and tracks; the match is read from whichever it sends.
public struct ManualImportCandidate: Hashable, Sendable, Codable, Identifiable {
    /// The candidate's id in this answer.
    public var id: Int
    /// The file's full path on the server.
    public var path: String
    /// Its path under the folder.
    public var relativePath: String?
    /// Its size in bytes.
    public var size: ServerCount?
    /// The quality the server read from it.
    public var quality: QualityModel?
    /// Its languages.
    public var languages: [Language]
    /// Its release group.
    public var releaseGroup: String?
    /// The download it came from.
    public var downloadId: String?
    /// Why the server would not import it by itself.
    public var rejections: [ImportRejection]
    /// What the server matched it to.
    public var match: ImportMatch

    /// Creates a candidate.
    public init(
        id: Int, path: String, relativePath: String? = nil, size: ServerCount? = nil, quality: QualityModel? = nil,
        languages: [Language] = [], releaseGroup: String? = nil, downloadId: String? = nil,
        rejections: [ImportRejection] = [], match: ImportMatch = ImportMatch()
    ) {
        self.id = id
        self.path = path
        self.relativePath = relativePath
        self.size = size
        self.quality = quality
        self.languages = languages
        self.releaseGroup = releaseGroup
        self.downloadId = downloadId
        self.rejections = rejections
        self.match = match
    }

    /// The file's name.
    public var fileName: String { relativePath ?? path.split(separator: "/").last.map(String.init) ?? path }

    /// Whether the server refuses it whatever is chosen (a sample, an unreadable file).
    public var isRefused: Bool { rejections.contains { $0.type?.lowercased() == "permanent" } }

    private enum CodingKeys: String, CodingKey {
        case id, path, relativePath, size, quality, languages, releaseGroup, downloadId, rejections
        case movie, series, seasonNumber, episodes, artist, album, albumReleaseId, tracks
    }

    private struct Titled: Decodable {
        let id: Int?
        let title: String?
        let artistName: String?
        let year: Int?
        let episodeNumber: Int?
    }

    /// Reads a candidate leniently; one without a path is left out.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let path = try? c.decode(String.self, forKey: .path) else {
            throw DecodingError.dataCorruptedError(forKey: .path, in: c, debugDescription: "a file without a path")
        }
        self.path = path
        id = c.lenientInt(forKey: .id) ?? 0
        relativePath = try? c.decodeIfPresent(String.self, forKey: .relativePath)
        size = c.lenientCount(forKey: .size)
        quality = try? c.decodeIfPresent(QualityModel.self, forKey: .quality)
        languages =
            (try? c.decodeIfPresent([LenientElement<Language>].self, forKey: .languages))?.compactMap(\.value) ?? []
        releaseGroup = try? c.decodeIfPresent(String.self, forKey: .releaseGroup)
        downloadId = try? c.decodeIfPresent(String.self, forKey: .downloadId)
        rejections =
            (try? c.decodeIfPresent([LenientElement<ImportRejection>].self, forKey: .rejections))?.compactMap(\.value)
            ?? []
        var match = ImportMatch()
        if let movie = try? c.decodeIfPresent(Titled.self, forKey: .movie) {
            match.movieId = movie.id
            match.title = movie.title.map { title in movie.year.map { "\(title) (\($0))" } ?? title }
        }
        if let series = try? c.decodeIfPresent(Titled.self, forKey: .series) {
            match.seriesId = series.id
            match.title = series.title
            match.seasonNumber = c.lenientInt(forKey: .seasonNumber)
            let episodes = (try? c.decodeIfPresent([Titled].self, forKey: .episodes)) ?? []
            match.episodeIds = episodes.compactMap(\.id)
            match.episodeNumbers = episodes.compactMap(\.episodeNumber)
        }
        if let artist = try? c.decodeIfPresent(Titled.self, forKey: .artist) {
            match.artistId = artist.id
            let album = try? c.decodeIfPresent(Titled.self, forKey: .album)
            match.albumId = album?.id
            match.title = [artist.artistName, album?.title].compactMap { $0 }.joined(separator: " — ")
            match.albumReleaseId = c.lenientInt(forKey: .albumReleaseId)
            match.trackIds = ((try? c.decodeIfPresent([Titled].self, forKey: .tracks)) ?? []).compactMap(\.id)
        }
        self.match = match
    }

    /// Writes the candidate in Thriftwood's shape (its match as `match`).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: AnyKey.self)
        try c.encode(id, forKey: AnyKey("id"))
        try c.encode(path, forKey: AnyKey("path"))
        try c.encodeIfPresent(relativePath, forKey: AnyKey("relativePath"))
        try c.encodeIfPresent(size, forKey: AnyKey("size"))
        try c.encodeIfPresent(quality, forKey: AnyKey("quality"))
        try c.encode(languages, forKey: AnyKey("languages"))
        try c.encodeIfPresent(releaseGroup, forKey: AnyKey("releaseGroup"))
        try c.encodeIfPresent(downloadId, forKey: AnyKey("downloadId"))
        try c.encode(rejections, forKey: AnyKey("rejections"))
        try c.encode(match, forKey: AnyKey("match"))
    }

    /// What the `ManualImport` command is sent for this file: its path, its match's ids, its
    /// quality, languages, release group and download.
    public var importFile: ManualImportFile {
        ManualImportFile(
            path: path, movieId: match.movieId, seriesId: match.seriesId, seasonNumber: match.seasonNumber,
            episodeIds: match.seriesId == nil ? nil : match.episodeIds, artistId: match.artistId,
            albumId: match.albumId, albumReleaseId: match.albumReleaseId,
            trackIds: match.artistId == nil ? nil : match.trackIds, quality: quality, languages: languages,
            releaseGroup: releaseGroup, downloadId: downloadId)
    }
}

/// What the server matched a file to: a movie, a series' episodes, or an artist's album tracks.
public struct ImportMatch: Hashable, Sendable, Codable {
    /// Its title for people ("Dune (2021)", "Severance", "Björk — Homogenic").
    public var title: String?
    /// Radarr's movie.
    public var movieId: Int?
    /// Sonarr's series.
    public var seriesId: Int?
    /// Sonarr's season.
    public var seasonNumber: Int?
    /// Sonarr's episodes.
    public var episodeIds: [Int] = []
    /// Their numbers, for people.
    public var episodeNumbers: [Int] = []
    /// Lidarr's artist.
    public var artistId: Int?
    /// Lidarr's album.
    public var albumId: Int?
    /// Lidarr's album release.
    public var albumReleaseId: Int?
    /// Lidarr's tracks.
    public var trackIds: [Int] = []

    /// No match.
    public init() {}

    /// Whether the server knows what the file is (it can be imported).
    public var isMatched: Bool {
        movieId != nil || (seriesId != nil && !episodeIds.isEmpty) || (artistId != nil && albumId != nil)
    }
}

/// Why the server would not import a file by itself, in its words.
public struct ImportRejection: Hashable, Sendable, Codable {
    /// The reason ("Sample", "Not an upgrade for existing movie file").
    public var reason: String?
    /// `permanent` (never imports) or `temporary`.
    public var type: String?

    /// Creates a rejection.
    public init(reason: String? = nil, type: String? = nil) {
        self.reason = reason
        self.type = type
    }
}

/// One file of a `ManualImport` command.
public struct ManualImportFile: Hashable, Sendable, Codable {
    /// Its path on the server.
    public var path: String
    /// Radarr's movie.
    public var movieId: Int?
    /// Sonarr's series.
    public var seriesId: Int?
    /// Sonarr's season.
    public var seasonNumber: Int?
    /// Sonarr's episodes.
    public var episodeIds: [Int]?
    /// Lidarr's artist.
    public var artistId: Int?
    /// Lidarr's album.
    public var albumId: Int?
    /// Lidarr's album release.
    public var albumReleaseId: Int?
    /// Lidarr's tracks.
    public var trackIds: [Int]?
    /// Its quality.
    public var quality: QualityModel?
    /// Its languages.
    public var languages: [Language]?
    /// Its release group.
    public var releaseGroup: String?
    /// The download it came from.
    public var downloadId: String?
    /// The indexer's flags (none known here).
    public var indexerFlags = 0
}

/// Whether an import moves the files or copies them (leaving the download seeding).
public enum ImportMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// The server's choice for the download client (move for usenet, copy or hardlink for torrents).
    case auto
    /// Move the files.
    case move
    /// Copy (or hardlink) the files.
    case copy
}

/// A JSON key made from text.
struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
