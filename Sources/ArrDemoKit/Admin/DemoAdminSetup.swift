import ArrKit
import Foundation

/// What one *arr demo's admin side starts with: its name and version, the refresh task its
/// library has, and the releases its blocklist holds (each a record of that server's shape —
/// `movieId` and `movie` on Radarr, `seriesId`, `episodeIds` and `series` on Sonarr — without
/// id or date, which the demo gives).
public struct DemoAdminSetup: Sendable {
    /// The server's name ("Radarr"), in file names and log lines.
    public let serverName: String
    /// The version it runs.
    public let version: String
    /// Its library refresh task: the name shown and the command (`Refresh Movie`, `RefreshMovie`).
    public let refreshTask: (name: String, command: String)
    /// The blocklist's first records, newest first.
    public let blocklist: [JSONValue]
    /// The name of its usenet indexer (its releases name it).
    public let usenetIndexer: String
    /// Whether that indexer fails the server's test, as the server's health says it does.
    public let usenetIndexerFails: Bool
    /// The ids its releases give the usenet indexer and the torrent one.
    public let indexerIds: (usenet: Int, torrent: Int)

    /// Describes a demo's admin side.
    public init(
        serverName: String, version: String, refreshTask: (name: String, command: String), blocklist: [JSONValue],
        usenetIndexer: String = "DemoUsenet", usenetIndexerFails: Bool = true,
        indexerIds: (usenet: Int, torrent: Int) = (1, 2)
    ) {
        self.indexerIds = indexerIds
        self.usenetIndexer = usenetIndexer
        self.usenetIndexerFails = usenetIndexerFails
        self.serverName = serverName
        self.version = version
        self.refreshTask = refreshTask
        self.blocklist = blocklist
    }
}
