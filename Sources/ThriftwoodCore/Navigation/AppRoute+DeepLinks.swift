import ThriftwoodNavigation

extension AppRoute {
    /// The `thriftwood://` route table: each route's URL shape, declared once.
    ///
    /// Each service's screens live in that service's scope, so `thriftwood://radarr/queue`
    /// is Radarr's queue and a later `sonarr/queue` can never reach it; shared screens
    /// (settings, profiles) match anywhere. `thriftwood://radarr/movies/42` is
    /// `[radarrHome, radarrMoviesList, radarrMovieDetail(42)]`.
    public static let deepLinks = DeepLinkCodec<AppRoute>(scheme: "thriftwood", maxDepth: 32, entries: entries)

    /// The table's entries: shared screens, the activity views and each kind's scope (its
    /// first server; a route of another server is never printed under it).
    static let entries: [RouteEntry<AppRoute>] =
        [
            .fixed("services", .services),
            .fixed("search", .search(query: nil)),
            .string("search/:term", { .search(query: $0) }) {
                if case .search(let query?) = $0 { query } else { nil }
            },
        ] + ActivityRoute.links + kindScopes + [
            .fixed("settings", .settings(.main)),
            .fixed("profiles", .settings(.profiles)),
            .fixed("new-profile", .settings(.addProfile)),
            .string("profile/:id", { .settings(.editProfile(profileId: $0)) }) {
                if case .settings(.editProfile(let id)) = $0 { id } else { nil }
            },
            .fixed("appearance", .settings(.appearance)),
            .fixed("notifications", .settings(.notifications)),
            .fixed("about", .settings(.about)),
            .fixed("logs", .settings(.logs)),
        ]

    /// Each kind's scope, for its first server, in the registry's order: `radarr/…`.
    static var kindScopes: [RouteEntry<AppRoute>] {
        KindRegistry.standard.declarations.compactMap { declaration in
            guard let home = declaration.home, let links = links(of: declaration.kind) else { return nil }
            return RouteEntry.scope(declaration.kind.rawValue, home, links).mapped(
                into: { $0 }, outOf: { $0.server == nil ? $0 : nil })
        }
    }
}
