import ArrKit
import Foundation
import GRDB
import RadarrAPI
import ServerKit

/// What the movies list needs of one movie: small, flat, and stored in the library cache.
public struct MovieSummary: Hashable, Sendable, Identifiable, Codable {
    /// Radarr's movie id.
    public var id: Int
    /// The title.
    public var title: String
    /// The title Radarr sorts by (lowercased, articles moved).
    public var sortTitle: String
    /// The original-language title, if different.
    public var originalTitle: String?
    /// The release year.
    public var year: Int
    /// The TMDb id.
    public var tmdbId: Int
    /// The IMDb id.
    public var imdbId: String?
    /// Radarr's status wire name (`released`, `inCinemas`, `announced`, …).
    public var status: String
    /// Whether Radarr watches for releases.
    public var monitored: Bool
    /// Whether a file is on disk.
    public var hasFile: Bool
    /// Whether the movie has reached its minimum availability.
    public var isAvailable: Bool
    /// Whether the file is below the profile's cutoff.
    public var cutoffNotMet: Bool
    /// When it was added to the library.
    public var added: Date?
    /// The best known release date.
    public var releaseDate: Date?
    /// Bytes on disk.
    public var sizeOnDisk: ServerCount
    /// Runtime in minutes.
    public var runtime: ServerCount
    /// The headline rating (IMDb, else TMDb), 0 when unknown.
    public var rating: Double
    /// The quality profile's id.
    public var qualityProfileId: Int
    /// The file's quality name, if it has a file.
    public var quality: String?
    /// The studio.
    public var studio: String?
    /// The certification, e.g. PG-13.
    public var certification: String?
    /// The movie's folder.
    public var path: String?
    /// The plot summary.
    public var overview: String?
    /// Radarr's tag ids.
    public var tags: [Int] = []

    /// Whether it is monitored, available and has no file (Radarr's "missing").
    public var isMissing: Bool { monitored && !hasFile && isAvailable }
    /// Whether it is monitored and has no file yet, released or not.
    public var isWanted: Bool { monitored && !hasFile }

    /// Summarises a movie from the API; movies without an id (lookup results) are skipped.
    public init?(_ movie: Movie) {
        guard let id = movie.id else { return nil }
        self.id = id
        title = movie.title
        sortTitle = movie.sortTitle ?? movie.title.lowercased()
        originalTitle = movie.originalTitle == movie.title ? nil : movie.originalTitle
        year = movie.year
        tmdbId = movie.tmdbId
        imdbId = movie.imdbId
        status = movie.status?.wireName ?? "tba"
        monitored = movie.monitored
        hasFile = movie.hasFile
        isAvailable = movie.isAvailable ?? (movie.status == .released)
        cutoffNotMet = movie.movieFile?.qualityCutoffNotMet ?? false
        added = movie.added
        releaseDate = movie.bestReleaseDate
        sizeOnDisk = movie.sizeOnDisk
        runtime = movie.runtime ?? 0
        rating = movie.ratings?.primaryScore ?? 0
        qualityProfileId = movie.qualityProfileId
        quality = movie.movieFile?.quality?.quality?.name
        studio = movie.studio
        certification = movie.certification
        path = movie.path
        tags = movie.tags
        overview = movie.overview
    }
}

/// The cache row: a summary under its profile.
struct CachedMovieRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "cachedMovie"
    var connectionId: String
    var summary: MovieSummary

    init(connectionId: String, summary: MovieSummary) {
        self.connectionId = connectionId
        self.summary = summary
    }

    init(row: Row) throws {
        connectionId = row["connectionId"]
        summary = try MovieSummary(row: row)
    }

    func encode(to container: inout PersistenceContainer) {
        container["connectionId"] = connectionId
        summary.encode(to: &container)
    }
}

extension MovieSummary: FetchableRecord, PersistableRecord {
    /// The cache table's name.
    public static let databaseTableName = "cachedMovie"

    /// Writes the cache columns directly (faster than Codable for 10,000 rows).
    public func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["title"] = title
        container["sortTitle"] = sortTitle
        container["originalTitle"] = originalTitle
        container["year"] = year
        container["tmdbId"] = tmdbId
        container["imdbId"] = imdbId
        container["status"] = status
        container["monitored"] = monitored
        container["hasFile"] = hasFile
        container["isAvailable"] = isAvailable
        container["cutoffNotMet"] = cutoffNotMet
        container["added"] = added
        container["releaseDate"] = releaseDate
        container["sizeOnDisk"] = sizeOnDisk
        container["runtime"] = runtime
        container["rating"] = rating
        container["qualityProfileId"] = qualityProfileId
        container["quality"] = quality
        container["studio"] = studio
        container["certification"] = certification
        container["path"] = path
        container["overview"] = overview
        container["tags"] = tags.map(String.init).joined(separator: ",")
    }

    /// Reads a cache row column by column (faster than Codable for 50,000 rows).
    public init(row: Row) throws {
        id = row["id"]
        title = row["title"]
        sortTitle = row["sortTitle"]
        originalTitle = row["originalTitle"]
        year = row["year"]
        tmdbId = row["tmdbId"]
        imdbId = row["imdbId"]
        status = row["status"]
        monitored = row["monitored"]
        hasFile = row["hasFile"]
        isAvailable = row["isAvailable"]
        cutoffNotMet = row["cutoffNotMet"]
        added = row["added"]
        releaseDate = row["releaseDate"]
        sizeOnDisk = row["sizeOnDisk"]
        runtime = row["runtime"]
        rating = row["rating"]
        qualityProfileId = row["qualityProfileId"]
        quality = row["quality"]
        studio = row["studio"]
        certification = row["certification"]
        path = row["path"]
        overview = row["overview"]
        // Rows cached before tags were kept have none until the next refresh.
        let tagList: String? = row["tags"]
        tags = (tagList ?? "").split(separator: ",").compactMap { Int($0) }
    }
}
