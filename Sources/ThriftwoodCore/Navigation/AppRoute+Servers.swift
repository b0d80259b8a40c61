import ThriftwoodNavigation

extension AppRoute {
    /// The slug of the server a service screen shows (nil: the profile's first of its kind,
    /// and for screens of no server).
    public var server: String? {
        switch self {
        case .radarr(_, let server), .sonarr(_, let server), .downloads(_, _, let server), .requests(_, let server),
            .streams(_, let server), .music(_, let server), .admin(_, _, let server), .prowlarr(_, let server),
            .bazarr(_, let server):
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
        case .services, .search, .activity, .settings: self
        }
    }

    /// The home of the route's service on the route's server (itself for a home); the route
    /// itself when it has no service.
    public var home: AppRoute {
        switch self {
        case .radarr(_, let server): .radarr(.home, server: server)
        case .sonarr(_, let server): .sonarr(.home, server: server)
        case .downloads(_, let kind, let server): .downloads(.queue, kind: kind, server: server)
        case .requests(_, let server): .requests(.list, server: server)
        case .streams(_, let server): .streams(.nowPlaying, server: server)
        case .music(_, let server): .music(.artists, server: server)
        case .admin(_, let kind, let server): Self.home(of: kind)?.on(server) ?? self
        case .prowlarr(_, let server): .prowlarr(.indexers, server: server)
        case .bazarr(_, let server): .bazarr(.wantedEpisodes, server: server)
        case .services, .search, .activity, .settings: self
        }
    }

    /// The home screen of `server`, one of the profile's servers; nil for a kind this build
    /// has no screens for. The first server of its kind is the kind's own home.
    public static func home(of server: ServiceServer, in profile: Profile) -> AppRoute? {
        home(of: server.kind).map { $0.on(profile.isFirst(server) ? nil : server.slug) }
    }

    /// The `thriftwood://` table for `profile`: the kinds' scopes (`radarr/…`: the first server
    /// of the kind) and one scope per other server under its slug (`radarr-4k/movies/42`).
    public static func deepLinks(for profile: Profile?) -> DeepLinkCodec<AppRoute> {
        guard let profile else { return deepLinks }
        var scopes: [RouteEntry<AppRoute>] = []
        for server in profile.servers {
            guard let home = home(of: server.kind), let table = links(of: server.kind) else { continue }
            if profile.isFirst(server) {
                // Its own slug names it too, when that is not the kind's name.
                guard server.slug != server.kind.rawValue else { continue }
                scopes.append(.scope(server.slug, home, table).mapped(into: { $0 }, outOf: { _ in nil }))
            } else {
                let slug = server.slug
                scopes.append(
                    RouteEntry.scope(server.slug, home, table).mapped(
                        into: { $0.on(slug) }, outOf: { $0.server == slug ? $0.on(nil) : nil }))
            }
        }
        return DeepLinkCodec(scheme: "thriftwood", maxDepth: 32, entries: entries + scopes)
    }

    /// The link table of `kind`'s screens under its scope, as its declaration says; nil for a
    /// kind without screens.
    static func links(of kind: ServiceKind) -> [RouteEntry<AppRoute>]? {
        guard let declaration = KindRegistry.standard.declaration(of: kind), let links = declaration.links else {
            return nil
        }
        // Every kind on the *arr engine has the admin screens.
        return declaration.arrEngine == nil ? links : links + AdminRoute.links(kind)
    }
}

extension Profile {
    /// Whether `server` is the profile's first of its kind (whose screens have no slug).
    public func isFirst(_ server: ServiceServer) -> Bool {
        self.server(server.kind).map { $0.slug == server.slug } ?? false
    }
}
