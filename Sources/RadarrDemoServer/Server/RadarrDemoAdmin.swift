import ArrDemoKit
import ArrKit

extension DemoAdminSetup {
    /// Radarr's admin side: movies refresh with `RefreshMovie`; the blocklist holds three
    /// releases of library films, as Radarr shapes them (`movieId`, the movie embedded).
    static func radarr(version: String) -> DemoAdminSetup {
        let entries = DemoCatalogue.entries
        func record(_ index: Int, _ release: String, _ wire: String, _ indexer: String, _ message: String) -> JSONValue
        {
            let title = entries.indices.contains(index) ? entries[index].title : "Movie \(index + 1)"
            return .object([
                "movieId": .number(Double(index + 1)), "sourceTitle": .string(release),
                "languages": .array([.object(["id": .number(1), "name": .string("English")])]),
                "quality": .object([
                    "quality": .object(
                        release.contains("WEB-DL")
                            ? ["id": .number(3), "name": .string("WEBDL-1080p")]
                            : ["id": .number(7), "name": .string("Bluray-1080p")]),
                    "revision": .object(["version": .number(1), "real": .number(0), "isRepack": .bool(false)]),
                ]),
                "customFormats": .array([]), "protocol": .string(wire), "indexer": .string(indexer),
                "message": .string(message),
                "movie": .object(["id": .number(Double(index + 1)), "title": .string(title)]),
            ])
        }
        return DemoAdminSetup(
            serverName: "Radarr", version: version, refreshTask: ("Refresh Movie", "RefreshMovie"),
            blocklist: [
                record(
                    1, "Fight.Club.1999.1080p.BluRay.x264-FAKE", "torrent", "DemoTracker", "Manually marked as failed"),
                record(
                    4, "The.Dark.Knight.2008.1080p.BluRay.DTS-PASSWORDED", "usenet", "DemoUsenet",
                    "Found password protected archive"),
                record(11, "Dune.2021.1080p.WEB-DL.DDP5.1-STALLED", "torrent", "DemoTracker", "Download stalled"),
            ], indexerIds: (usenet: 2, torrent: 1))
    }
}
