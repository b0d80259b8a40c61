/// What a request or a result is about.
public enum SeerrMediaType: String, Hashable, Sendable, Codable, CaseIterable {
    /// A movie (sent to Radarr).
    case movie
    /// A series (sent to Sonarr).
    case tv

    /// The word for people: "movie", "series".
    public var word: String { self == .movie ? "movie" : "series" }

    /// The type named by `text` ("movie", "tv", "series", "show"); nil for anything else.
    public init?(lenient text: String) {
        switch text.lowercased() {
        case "movie", "movies", "film": self = .movie
        case "tv", "series", "show", "shows": self = .tv
        default: return nil
        }
    }
}
