import ThriftwoodNavigation

extension AppRoute {
    /// The `thriftwood://` route table: each route's URL shape, declared once.
    ///
    /// Each service's screens live in that service's scope, so `thriftwood://radarr/queue`
    /// is Radarr's queue and a later `sonarr/queue` can never reach it; shared screens
    /// (settings, profiles) match anywhere. `thriftwood://radarr/movies/42` is
    /// `[radarrHome, radarrMoviesList, radarrMovieDetail(42)]`.
    public static let deepLinks = DeepLinkCodec<AppRoute>(
        scheme: "thriftwood", maxDepth: 32,
        entries: [
            .fixed("services", .services),
            .scope("radarr", .radarr(.home), radarrLinks),
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
        ])

    /// Radarr's screens, under `thriftwood://radarr/`.
    static let radarrLinks: [RouteEntry<AppRoute>] = [
        .fixed("movies", .radarr(.moviesList)),
        .int(":id", { $0 > 0 ? .radarr(.movieDetail(movieId: $0)) : nil }) {
            if case .radarr(.movieDetail(let id)) = $0 { id } else { nil }
        },
        .fixed("add", .radarr(.addMovie(query: nil))),
        .string("search/:term", { .radarr(.addMovie(query: $0)) }) {
            if case .radarr(.addMovie(let query?)) = $0 { query } else { nil }
        },
        .fixed("queue", .radarr(.queue)),
        .fixed("history", .radarr(.history)),
        .fixed("calendar", .radarr(.calendar)),
        .fixed("missing", .radarr(.missing)),
        .int("releases/:id", { $0 > 0 ? .radarr(.releases(movieId: $0)) : nil }) {
            if case .radarr(.releases(let id)) = $0 { id } else { nil }
        },
        .int("edit/:id", { $0 > 0 ? .radarr(.editMovie(movieId: $0)) : nil }) {
            if case .radarr(.editMovie(let id)) = $0 { id } else { nil }
        },
        .fixed("system", .radarr(.systemStatus)),
        .fixed("radarr-settings", .radarr(.settings)),
    ]
}
