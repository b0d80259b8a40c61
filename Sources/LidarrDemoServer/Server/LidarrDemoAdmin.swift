import ArrDemoKit
import ArrKit

extension DemoAdminSetup {
    /// Lidarr's admin side: artists refresh with `RefreshArtist`; the blocklist holds releases of
    /// library artists as Lidarr shapes them (`artistId`, `albumIds`, the artist embedded).
    static func lidarr(version: String) -> DemoAdminSetup {
        let entries = ArtistCatalogue.entries
        func record(_ index: Int, _ release: String, _ message: String) -> JSONValue {
            let name = entries.indices.contains(index) ? entries[index].name : "Artist \(index + 1)"
            return .object([
                "artistId": .number(Double(index + 1)), "albumIds": .array([.number(Double(index * 10 + 1))]),
                "sourceTitle": .string("\(name) - \(release)"),
                "quality": .object([
                    "quality": .object(["id": .number(6), "name": .string("FLAC")]),
                    "revision": .object(["version": .number(1), "real": .number(0), "isRepack": .bool(false)]),
                ]),
                "protocol": .string("usenet"), "indexer": .string("DemoNZB"), "message": .string(message),
                "artist": .object(["id": .number(Double(index + 1)), "artistName": .string(name)]),
            ])
        }
        return DemoAdminSetup(
            serverName: "Lidarr", version: version, refreshTask: ("Refresh Artist", "RefreshArtist"),
            blocklist: [record(3, "Live (2001) [FLAC]-INCOMPLETE", "Download failed")], usenetIndexer: "DemoNZB",
            usenetIndexerFails: false)
    }
}
