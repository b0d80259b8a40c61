import ThriftwoodNavigation

extension SonarrRoute {
    /// Sonarr's screens, under `thriftwood://sonarr/` (its home is the scope itself):
    /// `sonarr/series/12` is `[home, series, series 12]`, `sonarr/series/12/season/3` opens the season.
    static let links: [RouteEntry<AppRoute>] = [
        .fixed("series", .sonarr(.seriesList)),
        .fixed("queue", .sonarr(.queue)),
        .fixed("add", .sonarr(.addSeries(query: nil))),
        .string("search/:term", { .sonarr(.addSeries(query: $0)) }) {
            if case .sonarr(.addSeries(let query?)) = $0 { query } else { nil }
        },
        .int(":id", { $0 > 0 ? .sonarr(.seriesDetail(seriesId: $0)) : nil }) {
            if case .sonarr(.seriesDetail(let id)) = $0 { id } else { nil }
        },
        RouteEntry(
            "series/:id/season/:season", kinds: [.int, .int],
            make: { values in
                guard case .int(let id)? = values.first, case .int(let season)? = values.last, id > 0, season >= 0
                else { return nil }
                return .sonarr(.season(seriesId: id, seasonNumber: season))
            },
            match: { route in
                if case .sonarr(.season(let id, let season)) = route { [.int(id), .int(season)] } else { nil }
            }),
    ]
}
