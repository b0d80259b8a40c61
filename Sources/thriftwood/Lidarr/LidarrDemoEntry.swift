import LidarrDemoServer
import ThriftwoodCore

extension DemoServerEntry {
    /// Lidarr's demo.
    static let lidarr = DemoServerEntry(
        kind: .lidarr,
        imitates:
            "API v1: system, health, album (the id in the path or the body), artist (lookup, editor, mbId), calendar, command, diskspace, history, log, manualimport, metadataprofile, qualityprofile, queue (details), release, rootfolder, search, tag, track, trackfile, wanted; and blocklist, customfilter, notification, manualimport, indexer, downloadclient, system/backup, system/task, log/file, update, config/host. Any other path: 404, as Lidarr answers it."
    ) { LidarrDemoServer(configuration: $0, logger: $1) }
}
