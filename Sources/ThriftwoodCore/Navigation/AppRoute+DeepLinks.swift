import ThriftwoodNavigation

extension AppRoute {
    /// The `thriftwood://` route table's entries, each route's URL shape declared once: shared
    /// screens, the activity views and each kind's scope (its first server; a route of another
    /// server is never printed under it). A registry builds its table from them
    /// (``KindRegistry/deepLinks``).
    ///
    /// Each service's screens live in that service's scope, so `thriftwood://radarr/queue`
    /// is Radarr's queue and a later `sonarr/queue` can never reach it; shared screens
    /// (settings, profiles) match anywhere. `thriftwood://radarr/movies/42` is
    /// `[radarrHome, radarrMoviesList, radarrMovieDetail(42)]`.
    static func entries(kindScopes: [RouteEntry<AppRoute>]) -> [RouteEntry<AppRoute>] {
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
    }
}
