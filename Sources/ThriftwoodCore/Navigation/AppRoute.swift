import ThriftwoodNavigation

/// Every screen of Thriftwood, in one route type (ADR-0012: one stack, one route table).
///
/// Each service's screens are a sub-enum carried by one case (`.radarr(RadarrRoute, _)`), and
/// so are the shared settings (`.settings(SettingsRoute)`): still one `AppRoute` type, one
/// stack and one authority — what ADR-0012 removed were separate stacks and coordinators,
/// not payload enums. Routes carry ids, never model objects, so they are `Codable` and
/// restorable after a restart.
public enum AppRoute: Hashable, Sendable, Codable {
    /// The profile's services.
    case services
    /// One search over every library and service, optionally starting with a text.
    case search(query: String?)
    /// A view across every service: queue, history, calendar, wanted.
    case activity(ActivityRoute)
    /// A Radarr screen, of the server with slug `server` (nil: the profile's first Radarr).
    case radarr(RadarrRoute, server: String? = nil)
    /// A Sonarr screen, of the server with slug `server` (nil: the profile's first Sonarr).
    case sonarr(SonarrRoute, server: String? = nil)
    /// A download client's screen (SABnzbd, NZBGet, …), of the server with slug `server` (nil:
    /// the profile's first of `kind`).
    case downloads(DownloadsRoute, kind: ServiceKind, server: String? = nil)
    /// A Seerr screen (requests, issues), of the server with slug `server` (nil: the profile's first).
    case requests(RequestsRoute, server: String? = nil)
    /// A Tautulli screen (now playing, plays, statistics), of the server with slug `server`.
    case streams(StreamsRoute, server: String? = nil)
    /// A Lidarr screen (artists, an artist, an album), of the server with slug `server`.
    case music(MusicRoute, server: String? = nil)
    /// A settings screen, shared by every service.
    case settings(SettingsRoute)
    /// An admin screen of a server on the *arr engine (tasks, backups, logs, updates, indexers,
    /// download clients, blocklist), of the server with slug `server` (nil: the first of `kind`).
    case admin(AdminRoute, kind: ServiceKind, server: String? = nil)
    /// A Prowlarr screen (indexers, a search across them, history, applications), of the
    /// server with slug `server`.
    case prowlarr(ProwlarrRoute, server: String? = nil)
    /// A Bazarr screen (missing subtitles, history, providers), of the server with slug `server`.
    case bazarr(BazarrRoute, server: String? = nil)
    /// A list screen a kind declares (``KindScreen``), of the server with slug `server`.
    case kindScreen(KindScreenRoute, server: String? = nil)

    /// The service whose server the screen needs; nil for the app's own and shared screens.
    public var service: ServiceKind? {
        switch self {
        case .radarr: .radarr
        case .sonarr: .sonarr
        case .downloads(_, let kind, _): kind
        case .requests: .seerr
        case .streams: .tautulli
        case .music: .lidarr
        case .admin(_, let kind, _): kind
        case .prowlarr: .prowlarr
        case .bazarr: .bazarr
        case .kindScreen(let route, _): route.kind
        case .services, .search, .activity, .settings: nil
        }
    }

    /// A short title for headers and breadcrumbs.
    public var title: String {
        switch self {
        case .services: "Services"
        case .search: "Search"
        case .activity(let route): route.title
        case .radarr(let route, _): route.title
        case .sonarr(let route, _): route.title
        case .downloads(let route, let kind, _): route == .queue ? kind.displayName : route.title
        case .requests(let route, _): route.title
        case .streams(let route, _): route.title
        case .music(let route, _): route.title
        case .settings(let route): route.title
        case .admin(let route, let kind, _): "\(kind.displayName) \(route.title.lowercased())"
        case .prowlarr(let route, _): route.title
        case .bazarr(let route, _): route.title
        case .kindScreen(let route, _): route.title
        }
    }

    /// The title with what the route carries, for people: "Add Movie “dune”", "Edit Movie of movie 42".
    public var label: String {
        switch self {
        case .search(let query?): "Search “\(query)”"
        case .requests(.request(let id), _): "Request \(id)"
        case .radarr(let route, _): route.label
        case .sonarr(let route, _): route.label
        case .settings(let route): route.label
        case .search(nil), .services, .activity, .downloads, .requests, .streams, .music, .admin, .prowlarr, .bazarr,
            .kindScreen:
            title
        }
    }

    /// Whether the route opens as a sheet over the stack (forms), not as a pushed screen.
    public var isSheet: Bool {
        switch self {
        case .radarr(let route, _): route.isSheet
        case .sonarr(let route, _): route.isSheet
        case .settings(let route): route.isSheet
        case .services, .search, .activity, .downloads, .requests, .streams, .music, .admin, .prowlarr, .bazarr,
            .kindScreen:
            false
        }
    }
}
