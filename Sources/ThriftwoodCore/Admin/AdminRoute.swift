import ArrKit
import ThriftwoodNavigation

/// The screens that look after an *arr server, the same for Radarr, Sonarr and Lidarr:
/// scheduled tasks, backups, logs, updates, indexers, download clients and the blocklist.
public enum AdminRoute: Hashable, Sendable, Codable {
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
    /// The files of a download (or a folder on the server) the server offers to import by hand.
    case manualImport(ImportSource)
    /// One of the server's log files (`radarr.txt`), newest line first.
    case logFile(String)

    /// The screens the system screen and the palette list, in their order.
    public static let screens: [AdminRoute] = [
        .tasks, .backups, .logs, .updates, .indexers, .downloadClients, .blocklist,
    ]

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
        case .manualImport: "Manual import"
        case .logFile(let name): name
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
        case .manualImport(.download): "import"
        case .manualImport(.folder): "import-folder"
        case .logFile: "log-file"
        }
    }

    /// The link table under an *arr's scope (`thriftwood://sonarr/admin/blocklist`,
    /// `thriftwood://radarr/admin/import/SABnzbd_nzo_x1`).
    static func links(_ kind: ServiceKind) -> [RouteEntry<AppRoute>] {
        screens.map { route in RouteEntry<AppRoute>.fixed("admin/\(route.slug)", .admin(route, kind: kind)) } + [
            .string("admin/import/:id", { $0.isEmpty ? nil : .admin(.manualImport(.download($0)), kind: kind) }) {
                if case .admin(.manualImport(.download(let id)), kind, nil) = $0 { id } else { nil }
            },
            .string("admin/import-folder/:path", { $0.isEmpty ? nil : .admin(.manualImport(.folder($0)), kind: kind) })
            {
                if case .admin(.manualImport(.folder(let path)), kind, nil) = $0 { path } else { nil }
            },
            .string("admin/logs/:file", { LogFile.isValidName($0) ? .admin(.logFile($0), kind: kind) : nil }) {
                if case .admin(.logFile(let name), kind, nil) = $0 { name } else { nil }
            },
        ]
    }
}

/// Where a manual import's files are: a download the queue names, or a folder on the server.
public enum ImportSource: Hashable, Sendable, Codable {
    /// A download, by the id the queue gives it.
    case download(String)
    /// A folder path on the server.
    case folder(String)
}
