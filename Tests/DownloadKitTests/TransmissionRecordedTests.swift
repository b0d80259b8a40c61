import ArrKit
import DownloadKit
import Foundation
import NIOCore
import NIOFoundationCompat
import ServerKit
import Synchronization
import Testing

/// Transmission's client on answers recorded from Debian's transmission-daemon 3.00 (see Fixtures/README.md).
@Suite("Transmission on recorded answers")
struct TransmissionRecordedTests {
    static let base = "transmission-3.00/"

    /// Answers like the recorded daemon: 409 with a session id until it is sent, 401 for a
    /// wrong password, then the recorded answer of each method.
    final class Daemon: Sendable {
        let session = Mutex("first-session")
        let conflicts = Mutex(0)

        func reply(_ request: TransportRequest) -> InMemoryTransport.Reply {
            let good = "Basic " + Data("thriftwood:secret".utf8).base64EncodedString()
            guard request.header("Authorization") == good else {
                return (try? recorded(base + "unauthorized.body", status: 401, type: "text/html"))
                    ?? .json("", status: 401)
            }
            let current = session.withLock { $0 }
            guard request.header("X-Transmission-Session-Id") == current else {
                conflicts.withLock { $0 += 1 }
                return .answer(
                    TransportAnswer(
                        status: 409, contentType: "text/html", body: ByteBuffer(string: "<h1>409: Conflict</h1>"),
                        headers: ["x-transmission-session-id": current]))
            }
            let body = request.body.map { String(buffer: $0) } ?? ""
            for (method, file) in [
                ("session-get", "session-get.json"), ("session-stats", "session-stats.json"),
                ("torrent-get", "torrent-get.json"), ("torrent-add", "torrent-add-duplicate.json"),
                ("torrent-start", "torrent-start-unknown.json"), ("torrent-set", "torrent-start-unknown.json"),
            ] where body.contains("\"\(method)\"") {
                return (try? recorded(base + file)) ?? .json("{}")
            }
            return (try? recorded(base + "unknown-method.json")) ?? .json("{}")
        }
    }

    func client(_ daemon: Daemon, key: String = "thriftwood:secret") -> (TransmissionClient, InMemoryTransport) {
        let transport = InMemoryTransport { daemon.reply($0) }
        return (TransmissionClient(connection: memoryConnection(key: key), transport: transport), transport)
    }

    @Test("The 409 handshake gets the session id; the list reads seeding, downloading and stopped torrents")
    func handshakeAndList() async throws {
        let daemon = Daemon()
        let (client, _) = client(daemon)
        let queue = try await client.queue()
        #expect(daemon.conflicts.withLock { $0 } == 1, "one 409, then the id is sent every time")
        let byName = Dictionary(uniqueKeysWithValues: queue.items.map { ($0.name, $0) })
        #expect(byName["Big.Buck.Bunny.2008.1080p"]?.state == .seeding)
        #expect(byName["Sintel.2010.720p"]?.state == .downloading)
        #expect(byName["Sintel.2010.720p"]?.category == nil, "3.00 ignored the label it was added with")
        #expect(byName["Tears.of.Steel.2012.1080p"]?.state == .paused)
        #expect(byName["Tears.of.Steel.2012.1080p"]?.id == "adad1035d5309ded72863311071306193b434ef1")
        #expect(byName["Sintel.2010.720p"]?.timeLeftSeconds == nil, "−1 is unknown")
        #expect(queue.status.version == "3.00 (bb6b5a062e)")
        #expect((queue.status.freeDiskBytes ?? 0) > 0)
        #expect(queue.status.uploadBytesPerSecond == 0)
    }

    @Test("A session id gone stale is fetched again and the call repeated")
    func staleSession() async throws {
        let daemon = Daemon()
        let (client, _) = client(daemon)
        _ = try await client.version()
        daemon.session.withLock { $0 = "second-session" }
        #expect(try await client.version() == "3.00 (bb6b5a062e)")
        #expect(daemon.conflicts.withLock { $0 } == 2)
    }

    @Test("A wrong password is its 401, said as refused; an unknown method is its result text")
    func errors() async throws {
        let (refused, _) = client(Daemon(), key: "thriftwood:wrong")
        let error = await #expect(throws: DownloadError.self) { try await refused.queue() }
        #expect(error?.description == "Transmission refused the user name or password.")
        let (client, _) = client(Daemon())
        let unknown = await #expect(throws: DownloadError.self) { try await client.moveToTop("x") }
        #expect(unknown?.description == "Transmission said: method name not recognized")
    }

    @Test("Adding a torrent that is there already answers its hash (torrent-duplicate, not an error)")
    func duplicate() async throws {
        let (client, transport) = client(Daemon())
        #expect(
            try await client.add(DownloadAddition(.link("http://x/t.torrent"), category: "movies"))
                == "adad1035d5309ded72863311071306193b434ef1")
        let sent = transport.requests.compactMap { request in
            request.body.flatMap { try? JSONDecoder().decode(JSONValue.self, from: Data(buffer: $0)) }
        }
        let add = try #require(sent.first { $0["method"] == .string("torrent-add") })
        #expect(add["arguments"]?["filename"] == .string("http://x/t.torrent"))
        // Then the label is set on its own, which 3.00 honours.
        let set = try #require(sent.last)
        #expect(set["method"] == .string("torrent-set"))
        #expect(set["arguments"]?["labels"] == .array([.string("movies")]))
    }
}
