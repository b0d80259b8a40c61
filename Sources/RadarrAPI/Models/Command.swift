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
    /// The movies the command acts on.
    public var movieIds: [Int]?
    /// The command's name.
    public var name: String?

    /// Creates a command body.
    public init(movieIds: [Int]? = nil, name: String? = nil) {
        self.movieIds = movieIds
        self.name = name
    }
}

/// A command to start with `POST /command`.
public struct CommandRequest: Hashable, Sendable, Codable {
    /// The command's name (`MoviesSearch`, `RefreshMovie`, `RssSync`, `MissingMoviesSearch`, …).
    public var name: String
    /// The movies it acts on, for movie commands.
    public var movieIds: [Int]?

    /// Creates a command request.
    public init(name: String, movieIds: [Int]? = nil) {
        self.name = name
        self.movieIds = movieIds
    }

    /// Searches indexers for the given movies.
    public static func moviesSearch(_ ids: [Int]) -> CommandRequest {
        CommandRequest(name: "MoviesSearch", movieIds: ids)
    }
    /// Refreshes metadata and rescans files for the given movies.
    public static func refreshMovie(_ ids: [Int]) -> CommandRequest {
        CommandRequest(name: "RefreshMovie", movieIds: ids)
    }
    /// Checks every indexer's RSS feed.
    public static let rssSync = CommandRequest(name: "RssSync")
    /// Searches for every missing movie.
    public static let missingMoviesSearch = CommandRequest(name: "MissingMoviesSearch")
}
