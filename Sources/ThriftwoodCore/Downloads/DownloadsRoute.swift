import ThriftwoodNavigation

/// A download client's screens: the live queue, one download, and the history.
public enum DownloadsRoute: Hashable, Sendable, Codable {
    /// The queue, live while visible (the client's home).
    case queue
    /// What it finished or failed.
    case history
    /// One download, by the client's id for it (a torrent's info-hash), live while visible.
    case item(String)

    /// The screen's title.
    public var title: String {
        switch self {
        case .queue: "Downloads"
        case .history: "Download history"
        case .item: "Download"
        }
    }

    /// The link table under a download client's scope (`thriftwood://sabnzbd/history`).
    static func links(_ kind: ServiceKind) -> [RouteEntry<AppRoute>] {
        [
            .fixed("queue", .downloads(.queue, kind: kind)),
            .fixed("history", .downloads(.history, kind: kind)),
            .string("items/:id", { $0.isEmpty ? nil : .downloads(.item($0), kind: kind) }) {
                if case .downloads(.item(let id), kind, nil) = $0 { id } else { nil }
            },
        ]
    }
}
