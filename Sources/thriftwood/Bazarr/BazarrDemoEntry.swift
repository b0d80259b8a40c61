import BazarrDemoServer
import ThriftwoodCore

extension DemoServerEntry {
    /// Bazarr's demo.
    static let bazarr = DemoServerEntry(
        kind: .bazarr, quiet: true,
        imitates:
            "API: system/status, system/health, episodes (by episodeid[]; wanted, history, subtitles), movies (wanted, history, subtitles), providers (episodes, movies). Not yet: series, episodes by seriesid[], the series and movies actions. Any other path: 404, as Bazarr answers it."
    ) { BazarrDemoServer(configuration: $0, logger: $1) }
}
