import ThriftwoodNavigation

extension KindRegistry {
    /// The home screen of `kind` in this registry: the one its declaration names, else its first
    /// declared list screen; nil for a kind without screens or not in this registry.
    public func home(of kind: ServiceKind) -> AppRoute? {
        guard let declaration = declaration(of: kind) else { return nil }
        return declaration.home ?? declaration.screens.first.map { $0.route(of: kind) }
    }

    /// The home screen of `server`, one of `profile`'s servers; nil for a kind this registry has
    /// no screens for. The first server of its kind is the kind's own home.
    public func home(of server: ServiceServer, in profile: Profile) -> AppRoute? {
        home(of: server.kind).map { $0.on(profile.isFirst(server) ? nil : server.slug) }
    }

    /// The link table of `kind`'s screens under its scope: its declared links, else one link per
    /// declared list screen; with the admin screens for a kind on the *arr engine. Nil for a kind
    /// without screens.
    func links(of kind: ServiceKind) -> [RouteEntry<AppRoute>]? {
        guard let declaration = declaration(of: kind) else { return nil }
        let declared =
            declaration.links
            ?? (declaration.screens.isEmpty
                ? nil
                : declaration.screens.filter { !$0.path.isEmpty }.map { .fixed($0.path, $0.route(of: kind)) })
        guard let links = declared else { return nil }
        // Every kind on the *arr engine has the admin screens.
        return declaration.arrEngine == nil ? links : links + AdminRoute.links(kind)
    }

    /// Each kind's scope, for its first server, in the registry's order: `radarr/…`.
    var kindScopes: [RouteEntry<AppRoute>] {
        declarations.compactMap { declaration in
            guard let home = home(of: declaration.kind), let links = links(of: declaration.kind) else { return nil }
            return RouteEntry.scope(declaration.kind.rawValue, home, links).mapped(
                into: { $0 }, outOf: { $0.server == nil ? $0 : nil })
        }
    }

    /// The `thriftwood://` table of these kinds without a profile: shared screens, the activity
    /// views and each kind's scope.
    public var deepLinks: DeepLinkCodec<AppRoute> {
        DeepLinkCodec(scheme: "thriftwood", maxDepth: 32, entries: AppRoute.entries(kindScopes: kindScopes))
    }

    /// The `thriftwood://` table for `profile`: the kinds' scopes (`radarr/…`: the first server
    /// of the kind) and one scope per other server under its slug (`radarr-4k/movies/42`).
    public func deepLinks(for profile: Profile?) -> DeepLinkCodec<AppRoute> {
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
        return DeepLinkCodec(
            scheme: "thriftwood", maxDepth: 32, entries: AppRoute.entries(kindScopes: kindScopes) + scopes)
    }

    /// Where a profile starts without a saved place: the home across services when it has
    /// several, the one service's own home when it has one.
    func start(for profile: Profile) -> [AppRoute] {
        let homes = kinds.filter(profile.hasEnabled).compactMap(home(of:))
        return homes.count == 1 ? homes : []
    }

    /// Whether servers of `kind` feed the merged queue, history, calendar and wanted list.
    public func feedsActivity(_ kind: ServiceKind) -> Bool { declaration(of: kind)?.activity != nil }
}
