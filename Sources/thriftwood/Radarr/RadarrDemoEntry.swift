import RadarrDemoServer
import ThriftwoodCore

extension DemoServerEntry {
    /// Radarr's demo.
    static let radarr = DemoServerEntry(
        kind: .radarr,
        imitates:
            "API v3: system, health, calendar, command, credit, diskspace, history, log, movie (lookup, editor, the id in the path or the body, tmdbId), moviefile, qualityprofile, queue (details, status), release, rootfolder, tag, wanted; and blocklist, customfilter, notification, manualimport, indexer, downloadclient, system/backup, system/task, log/file, update, config/host. Any other path: 404, as Radarr answers it."
    ) { RadarrDemoServer(configuration: $0, logger: $1) }
}
