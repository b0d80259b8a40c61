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
            .fixed("welcome", .onboarding),
            .fixed("services", .services),
            .scope("radarr", .radarrHome, radarrLinks),
            .fixed("settings", .settingsMain),
            .fixed("profiles", .settingsProfiles),
            .fixed("new-profile", .settingsAddProfile),
            .string("profile/:id", { .settingsEditProfile(profileId: $0) }) {
                if case .settingsEditProfile(let id) = $0 { id } else { nil }
            },
            .fixed("appearance", .settingsAppearance),
            .fixed("notifications", .settingsNotifications),
            .fixed("about", .settingsAbout),
            .fixed("logs", .settingsLogs),
        ])

    /// Radarr's screens, under `thriftwood://radarr/`.
    static let radarrLinks: [RouteEntry<AppRoute>] = [
        .fixed("movies", .radarrMoviesList),
        .int(":id", { $0 > 0 ? .radarrMovieDetail(movieId: $0) : nil }) {
            if case .radarrMovieDetail(let id) = $0 { id } else { nil }
        },
        .fixed("add", .radarrAddMovie(query: nil)),
        .string("search/:term", { .radarrAddMovie(query: $0) }) {
            if case .radarrAddMovie(let query?) = $0 { query } else { nil }
        },
        .fixed("queue", .radarrQueue),
        .fixed("history", .radarrHistory),
        .fixed("calendar", .radarrCalendar),
        .fixed("missing", .radarrMissing),
        .int("releases/:id", { $0 > 0 ? .radarrMovieReleases(movieId: $0) : nil }) {
            if case .radarrMovieReleases(let id) = $0 { id } else { nil }
        },
        .int("edit/:id", { $0 > 0 ? .radarrEditMovie(movieId: $0) : nil }) {
            if case .radarrEditMovie(let id) = $0 { id } else { nil }
        },
        .fixed("system", .radarrSystemStatus),
        .fixed("radarr-settings", .radarrSettings),
    ]
}
