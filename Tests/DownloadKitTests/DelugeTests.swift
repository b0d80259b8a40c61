import ArrKit
import DownloadKit
import Foundation
import NIOCore
import NIOFoundationCompat
import ServerKit
import Synchronization
import Testing

/// Deluge's client on answers recorded from Debian's deluged and deluge-web 2.0.3 (see
/// Fixtures/README.md), and against the Deluge demo.
@Suite("Deluge")
struct DelugeTests {
    static let base = "deluge-2.0.3/"

    /// Answers like the recorded deluge-web: "Not authenticated" without the cookie, its web UI
    /// unconnected until `web.connect`, then the recorded list.
    final class Web: Sendable {
        let connected = Mutex(false)
        let logins = Mutex(0)

        func reply(_ request: TransportRequest) -> InMemoryTransport.Reply {
            let body = request.body.map { String(buffer: $0) } ?? ""
            func file(_ name: String) -> InMemoryTransport.Reply {
                (try? recorded(DelugeTests.base + name)) ?? .json("{}")
            }
            if body.contains("\"auth.login\"") {
                guard body.contains("\"deluge\"") else { return file("login-wrong.json") }
                logins.withLock { $0 += 1 }
                return .answer(
                    TransportAnswer(
                        status: 200, contentType: "application/json",
                        body: ByteBuffer(string: #"{"result": true, "error": null, "id": 3}"#),
                        setCookies: ["_session_id=abc; Path=/json"]))
            }
            guard request.header("Cookie") == "_session_id=abc" else { return file("not-authenticated.json") }
            if body.contains("\"web.connected\"") {
                return .json(#"{"result": \#(connected.withLock { $0 }), "error": null, "id": 1}"#)
            }
            if body.contains("\"web.get_hosts\"") { return file("get-hosts.json") }
            if body.contains("\"web.get_host_status\"") { return file("get-host-status.json") }
            if body.contains("\"web.connect\"") {
                connected.withLock { $0 = true }
                return file("connect.json")
            }
            if body.contains("\"web.update_ui\"") { return file("update-ui.json") }
            if body.contains("\"core.add_torrent_url\"") { return file("add-duplicate.json") }
            return file("unknown-method.json")
        }
    }

    func client(_ web: Web, password: String = "deluge") -> (DelugeClient, InMemoryTransport) {
        let transport = InMemoryTransport { web.reply($0) }
        return (DelugeClient(connection: memoryConnection(key: password), transport: transport), transport)
    }

    @Test("Signs in, connects the web UI to its online daemon, and reads seeding, downloading and paused torrents")
    func list() async throws {
        let web = Web()
        let (client, _) = client(web)
        let queue = try await client.queue()
        #expect(web.logins.withLock { $0 } == 1)
        #expect(web.connected.withLock { $0 })
        let byName = Dictionary(uniqueKeysWithValues: queue.items.map { ($0.name, $0) })
        #expect(byName["Big.Buck.Bunny.2008.1080p"]?.state == .seeding)
        #expect(byName["Sintel.2010.720p"]?.state == .downloading)
        #expect(byName["Tears.of.Steel.2012.1080p"]?.state == .paused)
        #expect(byName["Big.Buck.Bunny.2008.1080p"]?.progress == 1, "Deluge counts progress in percent")
        #expect(byName["Sintel.2010.720p"]?.id == "a931cb240ecc5df457e248e6ccd7cbd46fabca74")
        #expect(queue.items.first?.name == "Sintel.2010.720p", "queue position 0 first, finished (−1) last")
        #expect(queue.status.freeDiskBytes == nil, "−1 is 'unknown'")
        #expect(queue.status.limit == .off, "−1 is no limit")
    }

    @Test("A wrong password is auth.login's false; a remote error is its own sentence, unwrapped")
    func errors() async throws {
        let (refused, _) = client(Web(), password: "wrong")
        let error = await #expect(throws: DownloadError.self) { try await refused.queue() }
        #expect(error?.description == "Deluge refused the user name or password.")
        let (client, _) = client(Web())
        let duplicate = await #expect(throws: DownloadError.self) {
            _ = try await client.add(DownloadAddition(.link("http://x/t.torrent")))
        }
        #expect(
            duplicate?.description
                == "Deluge said: Torrent already in session (a931cb240ecc5df457e248e6ccd7cbd46fabca74).")
    }

    @Test("A type-damaged error (a number where Deluge sends an object) is an unreadable answer, not Deluge's words")
    func damagedError() async throws {
        let transport = InMemoryTransport { _ in .json(#"{"result": null, "error": 12345, "id": 1}"#) }
        let client = DelugeClient(connection: memoryConnection(key: "deluge"), transport: transport)
        let error = await #expect(throws: DownloadError.self) { try await client.queue() }
        #expect(error?.description.contains("12345") == false)
        #expect(error?.description.contains("could not be read") == true, "\(String(describing: error))")
    }

    @Test("Against its demo: connects, lists, pauses, resumes, moves to the top, limits and removes")
    func demo() async throws {
        try await withDemo(.deluge) { client, clock in
            #expect(try await client.version() == "2.0.3")
            let before = try await client.queue()
            #expect(before.items.map(\.state).contains(.downloading))
            let paused = try #require(before.items.first { $0.state == .paused })
            try await client.resume([paused.id])
            #expect(try await client.queue().items.first { $0.id == paused.id }?.state != .paused)
            try await client.moveToTop(paused.id)
            #expect(try await client.queue().items.first?.id == paused.id)
            try await client.setSpeedLimit(.bytesPerSecond(1_048_576))
            #expect(try await client.queue().status.limit == .bytesPerSecond(1_048_576))
            try await client.remove([paused.id], deleteFiles: true)
            #expect(try await !client.queue().items.contains { $0.id == paused.id })
            clock.advance(3600)
            #expect(try await client.queue().items.allSatisfy { $0.state != .downloading })
        }
    }
}
