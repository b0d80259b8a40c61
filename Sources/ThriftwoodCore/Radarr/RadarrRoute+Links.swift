import ThriftwoodNavigation

extension RadarrRoute {
    /// Radarr's screens, under `thriftwood://radarr/`.
    static let links: [RouteEntry<AppRoute>] = [
        .fixed("movies", .radarr(.moviesList)),
        .int(":id", { $0 > 0 ? .radarr(.movieDetail(movieId: MovieID($0))) : nil }) {
            if case .radarr(.movieDetail(let id), _) = $0 { id.rawValue } else { nil }
        },
        .fixed("add", .radarr(.addMovie(query: nil))),
        .string("search/:term", { .radarr(.addMovie(query: $0)) }) {
            if case .radarr(.addMovie(let query?), _) = $0 { query } else { nil }
        },
        .fixed("queue", .radarr(.queue)),
        .fixed("history", .radarr(.history)),
        .fixed("calendar", .radarr(.calendar)),
        .fixed("missing", .radarr(.missing)),
        .int("releases/:id", { $0 > 0 ? .radarr(.releases(movieId: MovieID($0))) : nil }) {
            if case .radarr(.releases(let id), _) = $0 { id.rawValue } else { nil }
        },
        .int("edit/:id", { $0 > 0 ? .radarr(.editMovie(movieId: MovieID($0))) : nil }) {
            if case .radarr(.editMovie(let id), _) = $0 { id.rawValue } else { nil }
        },
        .fixed("system", .radarr(.systemStatus)),
        .fixed("radarr-settings", .radarr(.settings)),
    ]
}

extension AppRoute {
    /// Radarr's screen of movie `id` on the server with slug `server` (nil: the first Radarr),
    /// for a front end that names screens without Radarr's wire types.
    public static func movie(_ id: Int, on server: String?) -> AppRoute {
        .radarr(.movieDetail(movieId: MovieID(id)), server: server)
    }
}

extension AppRoute {
    /// Radarr's manual release search for movie `id` on the server with slug `server`.
    public static func movieReleases(_ id: Int, on server: String?) -> AppRoute {
        .radarr(.releases(movieId: MovieID(id)), server: server)
    }
}

extension AppRoute {
    /// Radarr's edit form (a sheet) of movie `id` on the server with slug `server`.
    public static func movieEdit(_ id: Int, on server: String?) -> AppRoute {
        .radarr(.editMovie(movieId: MovieID(id)), server: server)
    }
}
