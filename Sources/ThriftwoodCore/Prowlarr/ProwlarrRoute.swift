import ThriftwoodNavigation

/// Prowlarr's screens: its indexers, a search across them, its history and the applications
/// it feeds.
public enum ProwlarrRoute: Hashable, Sendable, Codable {
    /// The indexers with their state and statistics (Prowlarr's home).
    case indexers
    /// A search across every indexer (nil: nothing typed yet).
    case search(String?)
    /// What the indexers were asked and what was grabbed, newest first.
    case history
    /// The *arrs Prowlarr syncs its indexers to.
    case applications

    /// The screen's title.
    public var title: String {
        switch self {
        case .indexers: "Indexers"
        case .search(let query): query.map { "Search “\($0)”" } ?? "Search indexers"
        case .history: "Indexer history"
        case .applications: "Applications"
        }
    }

    /// The link table under Prowlarr's scope (`thriftwood://prowlarr/search/dune`).
    static var links: [RouteEntry<AppRoute>] {
        [
            .fixed("indexers", .prowlarr(.indexers)), .fixed("search", .prowlarr(.search(nil))),
            .string("search/:query", { .prowlarr(.search($0)) }) {
                if case .prowlarr(.search(let query?), nil) = $0 { query } else { nil }
            },
            .fixed("history", .prowlarr(.history)), .fixed("applications", .prowlarr(.applications)),
        ]
    }
}
