import ThriftwoodNavigation

extension AppRoute {
    /// The slug of the server a service screen shows (nil: the profile's first of its kind,
    /// and for screens of no server).
    public var server: String? {
        switch self {
        case .radarr(_, let server), .sonarr(_, let server), .downloads(_, _, let server), .requests(_, let server),
            .streams(_, let server), .music(_, let server), .admin(_, _, let server), .prowlarr(_, let server),
            .bazarr(_, let server), .kindScreen(_, let server):
            server
        case .services, .search, .activity, .settings: nil
        }
    }

    /// The route on the server with slug `server` (nil: the first of its kind); routes of no
    /// server are themselves.
    public func on(_ server: String?) -> AppRoute {
        switch self {
        case .radarr(let route, _): .radarr(route, server: server)
        case .sonarr(let route, _): .sonarr(route, server: server)
        case .downloads(let route, let kind, _): .downloads(route, kind: kind, server: server)
        case .requests(let route, _): .requests(route, server: server)
        case .streams(let route, _): .streams(route, server: server)
        case .music(let route, _): .music(route, server: server)
        case .admin(let route, let kind, _): .admin(route, kind: kind, server: server)
        case .prowlarr(let route, _): .prowlarr(route, server: server)
        case .bazarr(let route, _): .bazarr(route, server: server)
        case .kindScreen(let route, _): .kindScreen(route, server: server)
        case .services, .search, .activity, .settings: self
        }
    }

    /// The home of the route's service on the route's server (itself for a home), as `kinds`
    /// declares the homes; the route itself when it has no service.
    public func home(in kinds: KindRegistry) -> AppRoute {
        switch self {
        case .radarr(_, let server): .radarr(.home, server: server)
        case .sonarr(_, let server): .sonarr(.home, server: server)
        case .downloads(_, let kind, let server): .downloads(.queue, kind: kind, server: server)
        case .requests(_, let server): .requests(.list, server: server)
        case .streams(_, let server): .streams(.nowPlaying, server: server)
        case .music(_, let server): .music(.artists, server: server)
        case .admin(_, let kind, let server): kinds.home(of: kind)?.on(server) ?? self
        case .kindScreen(let route, let server): kinds.home(of: route.kind)?.on(server) ?? self
        case .prowlarr(_, let server): .prowlarr(.indexers, server: server)
        case .bazarr(_, let server): .bazarr(.wantedEpisodes, server: server)
        case .services, .search, .activity, .settings: self
        }
    }
}

extension Profile {
    /// Whether `server` is the profile's first of its kind (whose screens have no slug).
    public func isFirst(_ server: ServiceServer) -> Bool {
        self.server(server.kind).map { $0.slug == server.slug } ?? false
    }
}
