import BazarrDemoServer
import ThriftwoodCore

extension DemoServerEntry {
    /// Bazarr's demo.
    static let bazarr = DemoServerEntry(
        kind: .bazarr, quiet: true,
        imitates:
            "API: system/status, system/health, series (paged or by seriesid[]; actions scan-disk, search-missing, search-wanted, sync), episodes (by episodeid[] or seriesid[]; wanted, history, subtitles), movies (paged or by radarrid[]; the same actions; wanted, history, subtitles), providers (episodes, movies). Any other path: 404, as Bazarr answers it."
    ) { BazarrDemoServer(configuration: $0, logger: $1) }
}
