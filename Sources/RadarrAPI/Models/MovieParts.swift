import ArrKit

/// One source's rating of a movie.
public struct Rating: Hashable, Sendable, Codable {
    /// How many votes the rating is based on.
    public var votes: Int?
    /// The score on the source's own scale.
    public var value: Double?
    /// The source's rating type (e.g. `user`).
    public var type: String?

    /// Creates a rating.
    public init(votes: Int? = nil, value: Double? = nil, type: String? = nil) {
        self.votes = votes
        self.value = value
        self.type = type
    }
}

/// A movie's ratings from each source; older servers send a single `votes`/`value` pair.
public struct Ratings: Hashable, Sendable, Codable {
    /// IMDb's rating.
    public var imdb: Rating?
    /// TMDb's rating.
    public var tmdb: Rating?
    /// Metacritic's rating.
    public var metacritic: Rating?
    /// Rotten Tomatoes' rating.
    public var rottenTomatoes: Rating?
    /// The single rating of older servers.
    public var votes: Int?
    /// The single rating value of older servers.
    public var value: Double?

    /// Creates ratings.
    public init(imdb: Rating? = nil, tmdb: Rating? = nil, metacritic: Rating? = nil, rottenTomatoes: Rating? = nil) {
        self.imdb = imdb
        self.tmdb = tmdb
        self.metacritic = metacritic
        self.rottenTomatoes = rottenTomatoes
    }

    /// The best single score out of 10: IMDb, then TMDb, then the legacy value.
    public var primaryScore: Double? {
        if let value = imdb?.value, value > 0 { return value }
        if let value = tmdb?.value, value > 0 { return value }
        return value
    }
}

/// A poster, fanart or headshot image.
public struct MediaCover: Hashable, Sendable, Codable {
    /// The kind of image (`poster`, `fanart`, `headshot`, …).
    public var coverType: String?
    /// A server-relative path to the cached image.
    public var url: String?
    /// The image at the metadata provider.
    public var remoteUrl: String?

    /// Creates a cover.
    public init(coverType: String? = nil, url: String? = nil, remoteUrl: String? = nil) {
        self.coverType = coverType
        self.url = url
        self.remoteUrl = remoteUrl
    }
}

/// A language as Radarr names it.
public struct Language: Hashable, Sendable, Codable {
    /// Radarr's language id.
    public var id: Int?
    /// The language's name.
    public var name: String?

    /// Creates a language.
    public init(id: Int? = nil, name: String? = nil) {
        self.id = id
        self.name = name
    }
}

/// A quality definition (e.g. `Bluray-1080p`).
public struct Quality: Hashable, Sendable, Codable {
    /// Radarr's quality id.
    public var id: Int?
    /// The display name.
    public var name: String?
    /// Where it comes from (`bluray`, `webdl`, …).
    public var source: String?
    /// The vertical resolution.
    public var resolution: Int?

    /// Creates a quality.
    public init(id: Int? = nil, name: String? = nil, source: String? = nil, resolution: Int? = nil) {
        self.id = id
        self.name = name
        self.source = source
        self.resolution = resolution
    }
}

/// A quality with its revision, as files, queue items and releases carry it.
public struct QualityModel: Hashable, Sendable, Codable {
    /// The quality.
    public var quality: Quality?
    /// The revision (repacks, propers).
    public var revision: Revision?

    /// Creates a quality model.
    public init(quality: Quality? = nil, revision: Revision? = nil) {
        self.quality = quality
        self.revision = revision
    }

    /// The quality's display name, or "Unknown".
    public var name: String { quality?.name ?? "Unknown" }
}

/// A release revision.
public struct Revision: Hashable, Sendable, Codable {
    /// The version number.
    public var version: Int?
    /// Whether it is a real (proper) release.
    public var real: Int?
    /// Whether it is a repack.
    public var isRepack: Bool?

    /// Creates a revision.
    public init(version: Int? = nil, real: Int? = nil, isRepack: Bool? = nil) {
        self.version = version
        self.real = real
        self.isRepack = isRepack
    }
}

/// What to do right after adding a movie.
public struct AddOptions: Hashable, Sendable, Codable {
    /// What to monitor.
    public var monitor: MonitorType?
    /// Whether to search for the movie at once.
    public var searchForMovie: Bool?

    /// Creates add options.
    public init(monitor: MonitorType? = .movieOnly, searchForMovie: Bool? = false) {
        self.monitor = monitor
        self.searchForMovie = searchForMovie
    }
}

/// The collection a movie belongs to.
public struct MovieCollection: Hashable, Sendable, Codable {
    /// The collection's title.
    public var title: String?
    /// Its TMDb id.
    public var tmdbId: Int?

    /// Creates a collection reference.
    public init(title: String? = nil, tmdbId: Int? = nil) {
        self.title = title
        self.tmdbId = tmdbId
    }
}
