/// What a movie's or an episode's subtitles are, and how to search for the missing ones: a kind
/// that fetches subtitles (Bazarr) declares one, and the *arrs' detail screens show it.
public struct SubtitleSource: Sendable {
    /// The server's name ("Bazarr").
    public let server: String
    /// The item's subtitles; nil when the server does not know the item.
    public let status: @Sendable (SubtitleSubject) async throws -> SubtitleStatus?
    /// Searches the missing languages and says what came of it.
    public let search: @Sendable (SubtitleSubject) async throws -> String

    /// Creates a source.
    public init(
        server: String, status: @escaping @Sendable (SubtitleSubject) async throws -> SubtitleStatus?,
        search: @escaping @Sendable (SubtitleSubject) async throws -> String
    ) {
        self.server = server
        self.status = status
        self.search = search
    }
}

/// The item whose subtitles are asked for, by its *arr's ids.
public enum SubtitleSubject: Hashable, Sendable {
    /// Radarr's movie.
    case movie(Int)
    /// Sonarr's episode of a series.
    case episode(series: Int, episode: Int)
}

/// The languages an item has subtitles in, and those its profile wants but it lacks.
public struct SubtitleStatus: Hashable, Sendable {
    /// "English", "French (forced)".
    public let have: [String]
    /// The languages missing.
    public let missing: [String]

    /// Creates a status.
    public init(have: [String], missing: [String]) {
        self.have = have
        self.missing = missing
    }
}
