import ArrKit
import ServerKit

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
    public var votes: ServerCount?
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
