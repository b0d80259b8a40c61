import ArrKit
import Foundation
import ProwlarrAPI
import ServerKit

/// The indexers the Prowlarr demo starts with: usenet and torrent, public and private, one
/// switched off and one failing (DemoNZB, the indexer the *arr demos' searches find failing),
/// with their counts since statistics were cleared.
enum DemoIndexerCatalogue {
    struct Entry {
        let indexer: ProwlarrIndexer
        let baseURL: String
        let stats: IndexerStatistics
        /// Whether its site answers (a failing one answers nothing and fails its test).
        let answers: Bool
    }

    static func entries(addedBefore now: Date) -> [Entry] {
        [
            entry(
                1, "DemoUsenet", "Newznab", "newznab", .usenet, .private, queries: 1840, grabs: 212, failed: 3,
                ms: 420, now: now),
            entry(
                2, "DemoNZB", "Newznab", "newznab", .usenet, .semiPrivate, queries: 960, grabs: 41, failed: 188,
                ms: 2900, now: now, answers: false),
            entry(
                3, "DemoTracker", "Cardigann", "demotracker", .torrent, .public, queries: 2210, grabs: 305,
                failed: 12, ms: 610, now: now),
            entry(
                4, "Harbour", "Cardigann", "harbour", .torrent, .public, queries: 1502, grabs: 97, failed: 30,
                ms: 880, now: now),
            entry(
                5, "Librarium", "Cardigann", "librarium", .torrent, .private, queries: 744, grabs: 88, failed: 0,
                ms: 350, now: now),
            entry(
                6, "OpenBay", "Cardigann", "openbay", .torrent, .public, queries: 0, grabs: 0, failed: 0,
                ms: nil, now: now, enabled: false),
        ]
    }

    private static func entry(
        _ id: Int, _ name: String, _ implementation: String, _ definition: String, _ wire: DownloadProtocol,
        _ privacy: IndexerPrivacy, queries: Int, grabs: Int, failed: Int, ms: Int?, now: Date, enabled: Bool = true,
        answers: Bool = true
    ) -> Entry {
        let indexer = ProwlarrIndexer(
            id: id, name: name, enable: enabled, downloadProtocol: wire, privacy: privacy, priority: 25,
            implementationName: implementation, definitionName: definition,
            added: now.addingTimeInterval(-Double(90 - id) * 86_400))
        let stats = IndexerStatistics(
            indexerId: id, indexerName: name, averageResponseTime: ms.map { ServerCount($0) },
            numberOfQueries: ServerCount(queries),
            numberOfGrabs: ServerCount(grabs), numberOfRssQueries: ServerCount(queries / 3),
            numberOfFailedQueries: ServerCount(failed), numberOfFailedGrabs: ServerCount(failed / 20))
        return Entry(
            indexer: indexer, baseURL: "https://\(name.lowercased()).example", stats: stats, answers: answers)
    }

    /// What each release group and quality a search result is made of.
    static let groups = ["NTb", "FLUX", "SPARKS", "GalaxyRG", "EDITH", "KOGi"]
    static let qualities = [
        "2160p.WEB-DL.DDP5.1.H.265", "1080p.BluRay.x264", "1080p.WEB-DL.DDP5.1.H.264", "720p.HDTV.x264",
    ]
}
