import ArrDemoKit
import AsyncHTTPClient
import DownloadDemoServer
import DownloadKit
import Foundation
import ServerKit
import Testing

/// The torrent-only actions against each torrent client's demo, over loopback.
@Suite("The torrent clients' own actions against their demos")
struct TorrentDemoTests {
    @Test(
        "Details name the swarm, tracker and files; recheck checks; an own limit and a new category hold",
        arguments: [DownloadClientKind.qbittorrent, .transmission, .deluge])
    func torrentActions(kind: DownloadClientKind) async throws {
        try await withDemo(kind) { client, clock in
            #expect(client.capabilities.isSuperset(of: [.recheck, .itemLimit, .category]))
            let item = try #require(try await client.queue().items.first { $0.state == .seeding })
            let details = try await client.details(item.id)
            #expect(details.item.id == item.id)
            #expect(details.trackers.map(\.standing) == [.working])
            #expect(details.files.first?.name.hasSuffix(".mkv") == true)
            #expect(details.files.reduce(0) { $0 + $1.sizeBytes } == item.sizeBytes)
            #expect((details.seeds?.inSwarm ?? 0) > 0)
            #expect(details.downloadLimit == nil)
            // qBittorrent keeps tags in an ordered set and joins them sorted (its `TagSet`).
            #expect(details.tags == (kind == .qbittorrent ? ["archive", "keep-seeding"] : []))
            try await client.recheck([item.id])
            #expect(try await client.queue().items.first { $0.id == item.id }?.state == .checking)
            clock.advance(31)  // the demo's recheck takes 30 seconds
            #expect(try await client.queue().items.first { $0.id == item.id }?.state == .seeding)
            try await client.setItemSpeedLimit(.bytesPerSecond(2_048_000), of: [item.id])
            #expect(try await client.details(item.id).downloadLimit == 2_048_000)
            try await client.setItemSpeedLimit(.off, of: [item.id])
            #expect(try await client.details(item.id).downloadLimit == nil)
            try await client.setCategory("documentaries", of: [item.id])
            #expect(try await client.details(item.id).item.category == "documentaries")
            let missing = await #expect(throws: DownloadError.self) {
                try await client.details("0123456789abcdef0123456789abcdef01234567")
            }
            #expect(missing?.problem == .notFound("0123456789abcdef0123456789abcdef01234567"))
        }
    }

    @Test(
        "Alternative speed limits switch on and off and show in the status; Deluge has none",
        arguments: [DownloadClientKind.qbittorrent, .transmission, .deluge])
    func alternativeSpeed(kind: DownloadClientKind) async throws {
        try await withDemo(kind) { client, _ in
            guard client.capabilities.contains(.alternativeSpeed) else {
                let refused = await #expect(throws: DownloadError.self) { try await client.setAlternativeSpeed(true) }
                #expect(refused?.problem == .unsupported("switch to alternative speed limits"))
                #expect(try await client.queue().status.alternativeSpeed == nil)
                return
            }
            #expect(try await client.queue().status.alternativeSpeed == false)
            try await client.setAlternativeSpeed(true)
            try await client.setAlternativeSpeed(true)
            #expect(try await client.queue().status.alternativeSpeed == true, "asking twice leaves it on")
            try await client.setAlternativeSpeed(false)
            #expect(try await client.queue().status.alternativeSpeed == false)
        }
    }
}

/// qBittorrent 5.x against its demo configured as that release: `stopped*` states and verbs,
/// 5.2's sign-in (204, `QBT_SID_<port>`, 401) and its API key as a bearer token.
@Suite("qBittorrent 5.x against its demo")
struct QBittorrentFiveTests {
    func withFive(
        _ version: String, key: String? = nil, _ body: (any DownloadClient) async throws -> Void
    ) async throws {
        try await withDemo(.qbittorrent, version: version, key: key) { client, _ in try await body(client) }
    }

    @Test("5.2 signs in with an empty 204 and QBT_SID_<port>; stop/start; stopped torrents read as paused")
    func signInAndVerbs() async throws {
        try await withFive("5.2.0") { client in
            let queue = try await client.queue()
            let running = try #require(queue.items.first { $0.state == .downloading })
            #expect(queue.items.contains { $0.state == .paused }, "stoppedDL is paused")
            try await client.pause([running.id])
            #expect(try await client.queue().items.first { $0.id == running.id }?.state == .paused)
        }
    }

    @Test("5.2's API key is a bearer token; a wrong one is a refused key, a wrong password its 401")
    func apiKey() async throws {
        try await withFive("5.2.0", key: "qbt_thriftwood-demo-key") { client in
            let version = try await client.version()
            let queue = try await client.queue()
            #expect(version == "5.2.0")
            #expect(!queue.items.isEmpty)
        }
        try await withFive("5.2.0", key: "qbt_wrong") { client in
            let error = await #expect(throws: DownloadError.self) { try await client.queue() }
            #expect(
                error?.description == "qBittorrent refused the API key.")
        }
        try await withFive("5.2.0", key: "admin:wrong") { client in
            let error = await #expect(throws: DownloadError.self) { try await client.queue() }
            #expect(error?.problem == .refusedCredentials)
        }
    }
}
