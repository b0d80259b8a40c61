import ThriftwoodNavigation

/// The screens that look after an *arr server, the same for Radarr, Sonarr and Lidarr:
/// scheduled tasks, backups, logs, updates, indexers, download clients and the blocklist.
public enum AdminRoute: Hashable, Sendable, Codable, CaseIterable {
    /// The scheduled tasks, each with "run now".
    case tasks
    /// The backups, with "back up now".
    case backups
    /// The recent log entries, filtered by level, and the log files.
    case logs
    /// The installed version and the ones available, with their changes.
    case updates
    /// The indexers as the server knows them, with its test.
    case indexers
    /// The download clients as the server knows them, with its test.
    case downloadClients
    /// The releases the server will not grab again.
    case blocklist

    /// The screen's title.
    public var title: String {
        switch self {
        case .tasks: "Tasks"
        case .backups: "Backups"
        case .logs: "Logs"
        case .updates: "Updates"
        case .indexers: "Indexers"
        case .downloadClients: "Download clients"
        case .blocklist: "Blocklist"
        }
    }

    /// Its segment in links (`thriftwood://radarr/admin/tasks`) and in the CLI's words.
    public var slug: String {
        switch self {
        case .tasks: "tasks"
        case .backups: "backups"
        case .logs: "logs"
        case .updates: "updates"
        case .indexers: "indexers"
        case .downloadClients: "download-clients"
        case .blocklist: "blocklist"
        }
    }

    /// The link table under an *arr's scope (`thriftwood://sonarr/admin/blocklist`).
    static func links(_ kind: ServiceKind) -> [RouteEntry<AppRoute>] {
        allCases.map { route in .fixed("admin/\(route.slug)", .admin(route, kind: kind)) }
    }
}
