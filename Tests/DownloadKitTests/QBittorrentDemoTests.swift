import ArrDemoKit
import ArrKit
import AsyncHTTPClient
import DownloadDemoServer
import Foundation
import NIOCore
import NIOHTTP1
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

    @Test("Raising a paused torrent's priority leaves it paused (setForceStart false would resume it)")
    func priorityKeepsPaused() async throws {
        try await withDemo(.qbittorrent) { client, _ in
            let paused = try #require(try await client.queue().items.first { $0.state == .paused })
            try await client.setPriority(.high, of: [paused.id])
            try await client.setPriority(.low, of: [paused.id])
            #expect(try await client.queue().items.first { $0.id == paused.id }?.state == .paused)
            // A forced torrent set back to normal stops being forced.
            try await client.setPriority(.force, of: [paused.id])
            try await client.setPriority(.normal, of: [paused.id])
            #expect(try await client.queue().items.first { $0.id == paused.id }?.priority == .normal)
        }
    }

    @Test("Reads answer a POST with their parameters in the form, as qBittorrent does (qbittorrent-api asks that way)")
    func readsByPost() async throws {
        let demo = OnDemandDemoServer.downloadClient(.qbittorrent)
        let connection = try await demo.connection()
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        func send(_ path: String, post form: String?, cookie: String = "") async throws -> (Int, String, String) {
            var request = HTTPClientRequest(url: connection.baseURL + "/api/v2/" + path)
            request.method = form == nil ? .GET : .POST
            request.headers.add(name: "Referer", value: connection.baseURL)
            request.headers.add(name: "Cookie", value: cookie)
            if let form {
                request.headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
                request.body = .bytes(ByteBuffer(string: form))
            }
            let response = try await http.execute(request, timeout: .seconds(10))
            let body = try await response.body.collect(upTo: 1 << 22)
            let cookie = response.headers["Set-Cookie"].first?.split(separator: ";").first.map(String.init) ?? ""
            return (Int(response.status.code), String(buffer: body), cookie)
        }
        do {
            let (_, _, cookie) = try await send(
                "auth/login", post: "username=admin&password=\(DemoServerConfiguration.defaultAPIKey)")
            let (_, listed, _) = try await send("torrents/info", post: nil, cookie: cookie)
            let all = try JSONValue.parse(Data(listed.utf8))
            guard case .array(let torrents) = all, case .string(let hash)? = torrents.first?["hash"] else {
                Issue.record("no torrents listed: \(listed.prefix(200))")
                try await http.shutdown()
                await demo.stop()
                return
            }
            let (status, one, _) = try await send("torrents/info", post: "hashes=\(hash)", cookie: cookie)
            #expect(status == 200)
            guard case .array(let picked) = try JSONValue.parse(Data(one.utf8)) else {
                Issue.record("not a list: \(one.prefix(200))")
                return
            }
            #expect(picked.count == 1 && picked.first?["hash"] == .string(hash))
            let (syncStatus, sync, _) = try await send("sync/maindata", post: "rid=0", cookie: cookie)
            let synced = try JSONValue.parse(Data(sync.utf8))
            #expect(syncStatus == 200 && synced["full_update"] == .bool(true))
            let (refused, _, _) = try await send("torrents/info", post: "", cookie: "SID=wrong")
            #expect(refused == 403)
        } catch {
            Issue.record("\(error)")
        }
        try await http.shutdown()
        await demo.stop()
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
