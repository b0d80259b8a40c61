import ArrDemoKit
import ArrKit

extension DemoAdminSetup {
    /// Sonarr's admin side: series refresh with `RefreshSeries`; the blocklist holds releases of
    /// library series as Sonarr shapes them (`seriesId`, `episodeIds`, the series embedded).
    static func sonarr(version: String) -> DemoAdminSetup {
        let entries = SeriesCatalogue.entries
        func record(_ index: Int, _ episodes: [Int], _ release: String, _ wire: String, _ message: String) -> JSONValue
        {
            let title = entries.indices.contains(index) ? entries[index].title : "Series \(index + 1)"
            return .object([
                "seriesId": .number(Double(index + 1)), "episodeIds": .array(episodes.map { .number(Double($0)) }),
                "sourceTitle": .string(release),
                "languages": .array([.object(["id": .number(1), "name": .string("English")])]),
                "quality": .object([
                    "quality": .object(["id": .number(3), "name": .string("WEBDL-1080p")]),
                    "revision": .object(["version": .number(1), "real": .number(0), "isRepack": .bool(false)]),
                ]),
                "customFormats": .array([]), "protocol": .string(wire),
                "indexer": .string(wire == "usenet" ? "DemoNZB" : "DemoTracker"), "message": .string(message),
                "series": .object(["id": .number(Double(index + 1)), "title": .string(title)]),
            ])
        }
        return DemoAdminSetup(
            serverName: "Sonarr", version: version, refreshTask: ("Refresh Series", "RefreshSeries"),
            blocklist: [
                record(0, [1], "Breaking.Bad.S01E01.1080p.WEB-DL-BROKEN", "torrent", "Manually marked as failed"),
                record(
                    2, [41, 42], "The.Wire.S01E01-E02.1080p.BluRay-PASSWORDED", "usenet",
                    "Found password protected archive"),
            ], usenetIndexer: "DemoNZB")
    }
}
