import Foundation

/// A server command (search, refresh, RSS sync) and its progress.
public struct CommandResource: Hashable, Sendable, Codable, Identifiable {
    /// The command id, used to poll it.
    public var id: Int
    /// The command's name, e.g. `MoviesSearch`.
    public var name: String?
    /// A display name, e.g. `Movies Search`.
    public var commandName: String?
    /// The latest progress message.
    public var message: String?
    /// Where it is in its lifecycle.
    public var status: CommandStatus?
    /// When it was queued.
    public var queued: Date?
    /// When it started.
    public var started: Date?
    /// When it ended.
    public var ended: Date?
    /// How long it ran.
    public var duration: TimeSpan?
    /// What triggered it (`manual`, `scheduled`).
    public var trigger: String?
    /// The command's body as sent, e.g. its movie ids.
    public var body: CommandBody?

    /// Creates a command resource.
    public init(id: Int, name: String? = nil, status: CommandStatus? = nil, message: String? = nil) {
        self.id = id
        self.name = name
        self.status = status
        self.message = message
    }
}

/// The parts of a command's body a client reads back.
public struct CommandBody: Hashable, Sendable, Codable {
    /// The movies the command acts on (Radarr).
    public var movieIds: [Int]?
    /// The series the command acts on (Sonarr).
    public var seriesId: Int?
    /// The season the command acts on (Sonarr).
    public var seasonNumber: Int?
    /// The episodes the command acts on (Sonarr).
    public var episodeIds: [Int]?
    /// The command's name.
    public var name: String?

    /// Creates a command body.
    public init(
        movieIds: [Int]? = nil, name: String? = nil, seriesId: Int? = nil, seasonNumber: Int? = nil,
        episodeIds: [Int]? = nil
    ) {
        self.movieIds = movieIds
        self.name = name
        self.seriesId = seriesId
        self.seasonNumber = seasonNumber
        self.episodeIds = episodeIds
    }
}

/// A command to start with `POST /command`.
public struct CommandRequest: Hashable, Sendable, Codable {
    /// The command's name (`MoviesSearch`, `SeriesSearch`, `RssSync`, …).
    public var name: String
    /// The movies it acts on, for Radarr's movie commands.
    public var movieIds: [Int]?
    /// The series it acts on, for Sonarr's series and season commands.
    public var seriesId: Int?
    /// The season it acts on, for Sonarr's `SeasonSearch`.
    public var seasonNumber: Int?
    /// The episodes it acts on, for Sonarr's `EpisodeSearch`.
    public var episodeIds: [Int]?

    /// Creates a command request; fields left nil are not sent.
    public init(
        name: String, movieIds: [Int]? = nil, seriesId: Int? = nil, seasonNumber: Int? = nil, episodeIds: [Int]? = nil
    ) {
        self.name = name
        self.movieIds = movieIds
        self.seriesId = seriesId
        self.seasonNumber = seasonNumber
        self.episodeIds = episodeIds
    }

    /// Checks every indexer's RSS feed.
    public static let rssSync = CommandRequest(name: "RssSync")
}
