import NIOHTTP1

/// An *arr with a download queue (Radarr, Sonarr, Lidarr; not Prowlarr): the queue's removal and
/// totals are one API across them, so they are written once here; each kind lists its own
/// records (`queue(page:pageSize:)`), which embed its own library's item.
public protocol ArrQueueClient: ArrServiceClient {}

extension ArrQueueClient {
    /// Removes a download from the queue (every record of a season pack goes with it).
    ///
    /// - Parameters:
    ///   - removeFromClient: also remove it from the download client (the servers' default: true).
    ///   - blocklist: never grab this release again.
    ///   - skipRedownload: with `blocklist`, do not search for another release.
    public func deleteQueueItem(
        id: Int, removeFromClient: Bool = true, blocklist: Bool = false, skipRedownload: Bool = false
    ) async throws {
        _ = try await core.send(
            .DELETE, "/queue/\(id)",
            query: [
                ("removeFromClient", "\(removeFromClient)"), ("blocklist", "\(blocklist)"),
                ("skipRedownload", "\(skipRedownload)"),
            ])
    }

    /// The queue's totals.
    public func queueStatus() async throws -> QueueStatus { try await core.get("/queue/status") }
}
