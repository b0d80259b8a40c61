import ArrDemoKit
import AsyncHTTPClient
import DownloadDemoServer
import Foundation
import ServerKit
import Testing

@testable import DownloadKit

/// qBittorrent's client against the qBittorrent demo server, over loopback.
@Suite("qBittorrent against its demo server")
struct QBittorrentDemoTests {
    @Test("Signs in, lists torrents by hash (downloading, paused, seeding), and acts on them")
    func actions() async throws {
        try await withDemo(.qbittorrent) { client, clock in
            #expect(try await client.version() == "4.6.7")
            let before = try await client.queue()
            #expect(before.items.map(\.state).contains(.downloading))
            #expect(before.items.map(\.state).contains(.paused))
            #expect(before.items.map(\.state).contains(.seeding), "finished torrents stay in the list, seeding")
            #expect(before.items.allSatisfy { $0.id.count == 40 })
            #expect(before.status.uploadBytesPerSecond != nil)
            let paused = try #require(before.items.first { $0.state == .paused })
            try await client.resume([paused.id])
            try await client.setPriority(.force, of: [paused.id])
            let forced = try #require(try await client.queue().items.first { $0.id == paused.id })
            #expect(forced.priority == .force && forced.state != .paused)
            try await client.moveToTop(paused.id)
            #expect(try await client.queue().items.first?.id == paused.id)
            try await client.setSpeedLimit(.bytesPerSecond(1_048_576))
            clock.advance(1)
            #expect(try await client.queue().status.limit == .bytesPerSecond(1_048_576))
            try await client.remove([paused.id], deleteFiles: true)
            #expect(try await !client.queue().items.contains { $0.id == paused.id })
            clock.advance(3600)
            #expect(try await client.queue().items.filter { $0.state == .downloading }.isEmpty)
        }
    }

    @Test("A wrong password is refused in qBittorrent's words")
    func refused() async throws {
        try await withDemo(.qbittorrent, key: "admin:wrong") { client, _ in
            let error = await #expect(throws: DownloadError.self) { try await client.queue() }
            #expect(error?.description == "qBittorrent refused the user name or password.")
        }
    }
}

/// Telling the kinds apart from their answers alone, as `--url` does.
@Suite("Which download client answers at an address")
struct IdentifyTests {
    @Test("Each demo is told apart without credentials", arguments: DownloadClientKind.all)
    func identifies(_ kind: DownloadClientKind) async throws {
        let demo = try #require(DemoDownloadClients.onDemand(kind))
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        var connection = try await demo.connection()
        connection.apiKey = ""
        let found = try await DownloadClientKind.identify(at: connection, transport: LiveHTTPTransport(http: http))
        try await http.shutdown()
        await demo.stop()
        #expect(found == kind)
    }

    @Test("Nothing that answers otherwise is taken for one")
    func unknown() async throws {
        let transport = InMemoryTransport { _ in .json(#"{"message":"NotFound"}"#, status: 404) }
        #expect(try await DownloadClientKind.identify(at: memoryConnection(), transport: transport) == nil)
    }
}

@Suite("A magnet link's hash")
struct MagnetHashTests {
    @Test("adding a magnet link to qBittorrent gives back its hash, hex or base32")
    func magnetHash() {
        #expect(
            MagnetHash.of("magnet:?xt=urn:btih:C9E15763F722F23E98A29DECDFAE341B98D53056&dn=x")
                == "c9e15763f722f23e98a29decdfae341b98d53056")
        #expect(
            MagnetHash.of("magnet:?xt=urn:btih:ZHQVOY7XELZD5GFCTXWN7LRUDOMNKMCW&dn=x")
                == "c9e15763f722f23e98a29decdfae341b98d53056")
        #expect(MagnetHash.of("https://example.org/a.torrent") == nil)
    }
}
