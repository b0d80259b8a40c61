import ThriftwoodNavigation

/// Tautulli's screens: who is watching now, what was watched, the statistics.
public enum StreamsRoute: Hashable, Sendable, Codable {
    /// Now playing (Tautulli's home), live while visible.
    case nowPlaying
    /// The plays, newest first.
    case history
    /// Statistics, users, libraries, recently added.
    case stats

    /// The screen's title.
    public var title: String {
        switch self {
        case .nowPlaying: "Now playing"
        case .history: "Plays"
        case .stats: "Statistics"
        }
    }

    /// The link table under Tautulli's scope (`thriftwood://tautulli/history`).
    static var links: [RouteEntry<AppRoute>] {
        [.fixed("history", .streams(.history)), .fixed("stats", .streams(.stats))]
    }
}
