import ThriftwoodNavigation

extension SonarrRoute {
    /// Sonarr's screens, under `thriftwood://sonarr/` (its home is the scope itself):
    /// `sonarr/series/12` is `[home, series, series 12]`, `sonarr/series/12/season/3` opens the season.
    static let links: [RouteEntry<AppRoute>] = [
        .fixed("series", .sonarr(.seriesList)),
        .fixed("queue", .sonarr(.queue)),
        .fixed("history", .sonarr(.history)),
        .fixed("calendar", .sonarr(.calendar)),
        .fixed("wanted", .sonarr(.wanted)),
        .fixed("system", .sonarr(.systemStatus)),
        .fixed("add", .sonarr(.addSeries(query: nil))),
        .string("search/:term", { .sonarr(.addSeries(query: $0)) }) {
            if case .sonarr(.addSeries(let query?)) = $0 { query } else { nil }
        },
        .int(":id", { $0 > 0 ? .sonarr(.seriesDetail(seriesId: $0)) : nil }) {
            if case .sonarr(.seriesDetail(let id)) = $0 { id } else { nil }
        },
        .int("series/:id/edit", { $0 > 0 ? .sonarr(.editSeries(seriesId: $0)) : nil }) {
            if case .sonarr(.editSeries(let id)) = $0 { id } else { nil }
        },
        .int("episode/:id", { $0 > 0 ? .sonarr(.episode(episodeId: $0)) : nil }) {
            if case .sonarr(.episode(let id)) = $0 { id } else { nil }
        },
        .int("episode/:id/releases", { $0 > 0 ? .sonarr(.episodeReleases(episodeId: $0)) : nil }) {
            if case .sonarr(.episodeReleases(let id)) = $0 { id } else { nil }
        },
        seasonEntry("series/:id/season/:season", SonarrRoute.season) {
            if case .season(let id, let season) = $0 { (id, season) } else { nil }
        },
        seasonEntry("series/:id/season/:season/releases", SonarrRoute.seasonReleases) {
            if case .seasonReleases(let id, let season) = $0 { (id, season) } else { nil }
        },
    ]

    /// A pattern carrying a series id and a season number (0 is the specials).
    private static func seasonEntry(
        _ pattern: String, _ route: @escaping @Sendable (Int, Int) -> SonarrRoute,
        match: @escaping @Sendable (SonarrRoute) -> (Int, Int)?
    ) -> RouteEntry<AppRoute> {
        RouteEntry(
            pattern, kinds: [.int, .int],
            make: { values in
                guard case .int(let id)? = values.first, case .int(let season)? = values.last, id > 0, season >= 0
                else { return nil }
                return .sonarr(route(id, season))
            },
            match: { candidate in
                guard case .sonarr(let sonarr) = candidate, let (id, season) = match(sonarr) else { return nil }
                return [.int(id), .int(season)]
            })
    }
}
