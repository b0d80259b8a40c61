import SonarrDemoServer
import ThriftwoodCore

extension DemoServerEntry {
    /// Sonarr's demo.
    static let sonarr = DemoServerEntry(
        kind: .sonarr,
        imitates:
            "API v3: system, health, calendar, command, diskspace, episode, episodefile, history, languageprofile (v3), log, qualityprofile, queue (details, status), release, rootfolder, seasonpass, series (lookup, editor, the id in the path or the body, tvdbId), tag, wanted; and blocklist, customfilter, notification, manualimport, indexer, downloadclient, system/backup, system/task, log/file, update, config/host. Any other path: 404, as Sonarr answers it."
    ) { SonarrDemoServer(configuration: $0, logger: $1) }
}
