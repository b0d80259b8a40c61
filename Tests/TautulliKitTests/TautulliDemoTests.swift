import ArrDemoKit
import AsyncHTTPClient
import Foundation
import ServerKit
import Synchronization
import TautulliDemoServer
import TautulliKit
import Testing

/// A clock the test moves.
final class TestClock: Sendable {
    private let now = Mutex(Date(timeIntervalSince1970: 1_795_000_000))
    func read() -> Date { now.withLock { $0 } }
    func advance(_ seconds: TimeInterval) { now.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

func withTautulliDemo(
    key: String? = nil, _ body: (TautulliClient, TestClock) async throws -> Void
) async throws {
    let clock = TestClock()
    let demo = OnDemandDemoServer(
        TautulliDemoServer.self, configuration: DemoServerConfiguration(clock: { clock.read() }))
    let http = HTTPClient(eventLoopGroupProvider: .singleton)
    var connection = try await demo.connection()
    if let key { connection.apiKey = key }
    let client = TautulliClient(connection: connection, transport: LiveHTTPTransport(http: http))
    do {
        try await body(client, clock)
    } catch {
        try await http.shutdown()
        await demo.stop()
        throw error
    }
    try await http.shutdown()
    await demo.stop()
}

@Suite("The Tautulli client against the demo Tautulli")
struct TautulliDemoTests {
    @Test("Three streams: one transcoding with hardware and remote, one direct play, one paused; progress moves")
    func activity() async throws {
        try await withTautulliDemo { client, clock in
            let activity = try await client.activity()
            #expect(activity.streamCount == 3 && activity.transcodeCount == 1 && activity.plexReachable)
            #expect(activity.wanBandwidthKbps == 4300 && activity.lanBandwidthKbps == 13_900)
            let remote = try #require(activity.sessions.first { !$0.isLocal })
            #expect(remote.isTranscoding && remote.hardwareEncoding && remote.season == 1)
            let paused = try #require(activity.sessions.first { $0.state == .paused })
            let playing = try #require(activity.sessions.first { $0.state == .playing && $0.isLocal })
            clock.advance(600)
            let later = try await client.activity()
            #expect(later.sessions.first { $0.id == paused.id }?.progress == paused.progress)
            #expect((later.sessions.first { $0.id == playing.id }?.progress ?? 0) > playing.progress)
        }
    }

    @Test("A stream's poster comes through pms_image_proxy; a path Plex has nothing at is an empty answer")
    func posters() async throws {
        try await withTautulliDemo { client, _ in
            let session = try #require(try await client.activity().sessions.first)
            let path = try #require(session.posterPath)
            let bytes = try await client.image(plexPath: path, width: 150, height: 225)
            #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]))
            #expect(try await client.image(plexPath: "/library/metadata/1/thumb/1", width: 150, height: 225).isEmpty)
            // An address is never passed on: Tautulli would fetch it from wherever it points.
            await #expect(throws: TautulliError.self) {
                try await client.image(plexPath: "http://169.254.169.254/latest", width: 10, height: 10)
            }
        }
    }

    @Test("Stopping a stream removes it; stopping it again is refused in Tautulli's words")
    func terminate() async throws {
        try await withTautulliDemo { client, _ in
            let session = try #require(try await client.activity().sessions.first)
            try await client.terminate(session, message: "Server maintenance")
            #expect(try await client.activity().sessions.count == 2)
            let again = await #expect(throws: TautulliError.self) { try await client.terminate(session, message: nil) }
            #expect(again?.problem == .server("Failed to terminate session: session not found."))
        }
    }

    @Test("History pages, searches and filters by user")
    func history() async throws {
        try await withTautulliDemo { client, _ in
            let first = try await client.history(length: 5)
            #expect(first.plays.count == 5 && first.total == 12)
            let bad = try await client.history(search: "breaking bad")
            #expect(bad.filtered == 3 && bad.plays.allSatisfy { $0.grandparentTitle == "Breaking Bad" })
            let maria = try await client.history(userId: 1001)
            #expect(maria.plays.allSatisfy { $0.user == "Maria" })
            let stats = try await client.homeStats(days: 7)
            #expect(stats.first { $0.id == "top_users" }?.rows.first?.name != nil)
        }
    }

    @Test("A wrong key gets the 400 a real Tautulli sends")
    func wrongKey() async throws {
        try await withTautulliDemo(key: "wrong") { client, _ in
            await #expect(throws: TautulliError(.refusedKey)) { try await client.version() }
        }
    }
}
