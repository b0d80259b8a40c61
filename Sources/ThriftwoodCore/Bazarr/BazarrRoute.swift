import ThriftwoodNavigation

/// Bazarr's screens: what lacks subtitles (episodes, movies), what it did, and its providers.
public enum BazarrRoute: Hashable, Sendable, Codable {
    /// Episodes missing subtitles (Bazarr's home).
    case wantedEpisodes
    /// Movies missing subtitles.
    case wantedMovies
    /// What Bazarr downloaded, upgraded and uploaded, newest first.
    case history
    /// The providers and whether each is throttled.
    case providers

    /// The screen's title.
    public var title: String {
        switch self {
        case .wantedEpisodes: "Episodes missing subtitles"
        case .wantedMovies: "Movies missing subtitles"
        case .history: "Subtitle history"
        case .providers: "Subtitle providers"
        }
    }

    /// The link table under Bazarr's scope (`thriftwood://bazarr/movies`).
    static var links: [RouteEntry<AppRoute>] {
        [
            .fixed("episodes", .bazarr(.wantedEpisodes)), .fixed("movies", .bazarr(.wantedMovies)),
            .fixed("history", .bazarr(.history)), .fixed("providers", .bazarr(.providers)),
        ]
    }
}
