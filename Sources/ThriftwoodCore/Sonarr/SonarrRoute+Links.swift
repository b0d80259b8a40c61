import ThriftwoodNavigation

extension SonarrRoute {
    /// Sonarr's screens, under `thriftwood://sonarr/` (its home is the scope itself):
    /// `sonarr/series/12` is `[home, series, series 12]`, `sonarr/series/12/season/3` adds the season.
    static let links: [RouteEntry<AppRoute>] = [
        .fixed("series", .sonarr(.seriesList)),
        .fixed("queue", .sonarr(.queue)),
        .fixed("history", .sonarr(.history)),
        .fixed("calendar", .sonarr(.calendar)),
        .fixed("wanted", .sonarr(.wanted)),
        .fixed("system", .sonarr(.systemStatus)),
        .fixed("add", .sonarr(.addSeries(query: nil))),
        .string("search/:term", { .sonarr(.addSeries(query: $0)) }) {
            if case .sonarr(.addSeries(let query?), _) = $0 { query } else { nil }
        },
        .int(":id", { $0 > 0 ? .sonarr(.seriesDetail(seriesId: SeriesID($0))) : nil }) {
            if case .sonarr(.seriesDetail(let id), _) = $0 { id.rawValue } else { nil }
        },
        .int("series/:id/edit", { $0 > 0 ? .sonarr(.editSeries(seriesId: SeriesID($0))) : nil }) {
            if case .sonarr(.editSeries(let id), _) = $0 { id.rawValue } else { nil }
        },
        .int("episode/:id", { $0 > 0 ? .sonarr(.episode(episodeId: $0)) : nil }) {
            if case .sonarr(.episode(let id), _) = $0 { id } else { nil }
        },
        // A season and the releases screens are named after the screen they open from, so
        // `series/12/season/3` is `[series list, series 12, season 3]` and its `/releases`
        // adds the season's manual search on top.
        .following("season/:season", kinds: [.int]) { previous, values in
            guard case .sonarr(.seriesDetail(let id), _) = previous, case .int(let season)? = values.first, season >= 0
            else { return nil }
            return .sonarr(.season(seriesId: id, seasonNumber: season))
        } match: { route, previous in
            guard case .sonarr(.season(let id, let season), _) = route, previous == .sonarr(.seriesDetail(seriesId: id))
            else { return nil }
            return [.int(season)]
        },
        // Under a season, `episode/N` is the season's Nth episode (Sonarr's ids are
        // `thriftwood://sonarr/episode/ID`); after anything else the pair is refused.
        .following("episode/:number", kinds: [.int]) { previous, values in
            guard case .sonarr(.season(let id, let season), _) = previous, case .int(let number)? = values.first,
                number > 0
            else { return nil }
            return .sonarr(.seasonEpisode(seriesId: id, seasonNumber: season, episodeNumber: number))
        } match: { route, previous in
            guard case .sonarr(.seasonEpisode(let id, let season, let number), _) = route,
                previous == .sonarr(.season(seriesId: id, seasonNumber: season))
            else { return nil }
            return [.int(number)]
        },
        .following("history", kinds: []) { previous, _ in
            guard case .sonarr(.seriesDetail(let id), _) = previous else { return nil }
            return .sonarr(.seriesHistory(seriesId: id))
        } match: { route, previous in
            guard case .sonarr(.seriesHistory(let id), _) = route, previous == .sonarr(.seriesDetail(seriesId: id))
            else { return nil }
            return []
        },
        .following("releases", kinds: []) { previous, _ in
            switch previous {
            case .sonarr(.season(let id, let season), _): .sonarr(.seasonReleases(seriesId: id, seasonNumber: season))
            case .sonarr(.episode(let id), _): .sonarr(.episodeReleases(episodeId: id))
            case .sonarr(.seasonEpisode(let id, let season, let number), _):
                .sonarr(.seasonEpisodeReleases(seriesId: id, seasonNumber: season, episodeNumber: number))
            default: nil
            }
        } match: { route, previous in
            switch route {
            case .sonarr(.seasonReleases(let id, let season), _):
                previous == .sonarr(.season(seriesId: id, seasonNumber: season)) ? [] : nil
            case .sonarr(.episodeReleases(let id), _): previous == .sonarr(.episode(episodeId: id)) ? [] : nil
            case .sonarr(.seasonEpisodeReleases(let id, let season, let number), _):
                previous == .sonarr(.seasonEpisode(seriesId: id, seasonNumber: season, episodeNumber: number))
                    ? [] : nil
            default: nil
            }
        },
    ]

}
