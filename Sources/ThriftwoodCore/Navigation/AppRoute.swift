import ThriftwoodNavigation

/// Every screen of Thriftwood, in one enum (ADR-0012: one stack, one route table).
///
/// Routes carry ids, never model objects, so they are `Codable` with stable case names
/// and restorable after a restart.
public enum AppRoute: Hashable, Sendable, Codable {
    case onboarding
    case services
    case radarrHome
    case radarrMoviesList
    case radarrMovieDetail(movieId: Int)
    case radarrAddMovie(query: String?)
    case radarrQueue
    case radarrHistory
    case radarrCalendar
    case radarrMissing
    case radarrMovieReleases(movieId: Int)
    case radarrEditMovie(movieId: Int)
    case radarrSystemStatus
    case radarrSettings
    case settingsMain
    case settingsProfiles
    case settingsAddProfile
    case settingsEditProfile(profileId: String)
    case settingsAppearance
    case settingsNotifications
    case settingsAbout
    case settingsLogs

    /// Whether the screen needs a configured Radarr server.
    public var needsRadarr: Bool {
        switch self {
        case .radarrHome, .radarrMoviesList, .radarrMovieDetail, .radarrAddMovie, .radarrQueue, .radarrHistory,
            .radarrCalendar, .radarrMissing, .radarrMovieReleases, .radarrEditMovie, .radarrSystemStatus,
            .radarrSettings:
            true
        default:
            false
        }
    }

    /// The title with what the route carries, for people: "Add Movie “dune”", "Edit Movie 42".
    public var label: String {
        switch self {
        case .radarrAddMovie(let query?): "\(title) “\(query)”"
        case .radarrMovieReleases(let id), .radarrEditMovie(let id): "\(title) of movie \(id)"
        case .settingsEditProfile(let id): "\(title) \(id)"
        default: title
        }
    }

    /// A short title for headers and breadcrumbs.
    public var title: String {
        switch self {
        case .onboarding: "Welcome"
        case .services: "Services"
        case .radarrHome: "Radarr"
        case .radarrMoviesList: "Movies"
        case .radarrMovieDetail(let id): "Movie \(id)"
        case .radarrAddMovie: "Add Movie"
        case .radarrQueue: "Queue"
        case .radarrHistory: "History"
        case .radarrCalendar: "Calendar"
        case .radarrMissing: "Missing"
        case .radarrMovieReleases: "Releases"
        case .radarrEditMovie: "Edit Movie"
        case .radarrSystemStatus: "System"
        case .radarrSettings: "Radarr Settings"
        case .settingsMain: "Settings"
        case .settingsProfiles: "Profiles"
        case .settingsAddProfile: "Add Profile"
        case .settingsEditProfile: "Edit Profile"
        case .settingsAppearance: "Appearance"
        case .settingsNotifications: "Notifications"
        case .settingsAbout: "About"
        case .settingsLogs: "Logs"
        }
    }
}
