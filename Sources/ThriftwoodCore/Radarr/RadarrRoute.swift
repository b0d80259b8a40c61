/// Radarr's screens, carried by ``AppRoute/radarr(_:)``.
public enum RadarrRoute: Hashable, Sendable, Codable {
    case home
    case moviesList
    case movieDetail(movieId: MovieID)
    case addMovie(query: String?)
    case queue
    case history
    case calendar
    case missing
    case releases(movieId: MovieID)
    case editMovie(movieId: MovieID)
    case systemStatus
    case settings

    /// A short title for headers and breadcrumbs.
    public var title: String {
        switch self {
        case .home: "Radarr"
        case .moviesList: "Movies"
        case .movieDetail(let id): "Movie \(id)"
        case .addMovie: "Add Movie"
        case .queue: "Queue"
        case .history: "History"
        case .calendar: "Calendar"
        case .missing: "Missing"
        case .releases: "Releases"
        case .editMovie: "Edit Movie"
        case .systemStatus: "System"
        case .settings: "Radarr Settings"
        }
    }

    /// The title with what the route carries, e.g. "Add Movie “dune”".
    public var label: String {
        switch self {
        case .addMovie(let query?): "\(title) “\(query)”"
        case .releases(let id), .editMovie(let id): "\(title) of movie \(id)"
        default: title
        }
    }

    /// Whether the route opens as a sheet (the edit form).
    public var isSheet: Bool {
        if case .editMovie = self { return true }
        return false
    }

    /// The movie the screen is about, for restoration's "does it still exist?".
    public var movieId: MovieID? {
        switch self {
        case .movieDetail(let id), .releases(let id), .editMovie(let id): id
        default: nil
        }
    }
}
