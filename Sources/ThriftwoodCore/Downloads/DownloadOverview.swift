import DownloadKit

/// How a download client is, for the Services screen: its version and what it is doing.
enum DownloadOverview {
    /// Asks `client` for its version and queue.
    static func of(_ client: any DownloadClient) async throws -> ServiceOverview {
        let version = try await client.version()
        let queue = try await client.queue()
        return ServiceOverview(version: version, healthIssues: 0, activity: activity(queue))
    }

    /// A download client's part of Home: its line (version, speed or paused, how many queued).
    /// Its downloads are the *arrs' rows already; they are not listed twice.
    static func dashboard(_ client: any DownloadClient, kind: ServiceKind) async throws -> ServiceDashboard {
        ServiceDashboard(
            kind: kind, overview: try await of(client), lowDisks: [], downloading: [], upcoming: [], missing: nil)
    }

    /// "13 MB/s · 4 in the queue", "paused · 4 in the queue", "idle · nothing queued".
    static func activity(_ queue: DownloadQueue) -> String {
        let state = queue.status.paused ? "paused" : DownloadText.speed(queue.status.speedBytesPerSecond)
        let finished = queue.items.filter { $0.state == .seeding || $0.state == .completed }.count
        let waiting = queue.items.count - finished
        let count = waiting == 0 ? "nothing queued" : "\(waiting) in the queue"
        return "\(state) · \(count)" + (finished > 0 ? " · \(finished) seeding or done" : "")
    }
}
