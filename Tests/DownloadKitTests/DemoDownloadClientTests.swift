import ArrDemoKit
import AsyncHTTPClient
import DownloadDemoServer
import DownloadKit
import Foundation
import ServerKit
import Synchronization
import Testing

/// A clock tests move by hand.
final class ManualClock: Sendable {
    private let now = Mutex(Date(timeIntervalSince1970: 1_795_000_000))
    /// The time now.
    func read() -> Date { now.withLock { $0 } }
    /// Moves time forward.
    func advance(_ seconds: TimeInterval) { now.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

/// Runs `body` with a client of `kind` against a fresh demo of that kind, on a clock the test
/// moves; the demo answers as `version` when given, the client signs in with `key` when given,
/// and its requests go through `wrapping` the live transport when given.
func withDemo(
    _ kind: DownloadClientKind, version: String? = nil, key: String? = nil,
    wrapping: (any HTTPTransport) -> any HTTPTransport = { $0 },
    _ body: (any DownloadClient, ManualClock) async throws -> Void
) async throws {
    let clock = ManualClock()
    let configuration = DemoServerConfiguration(clock: { clock.read() }, version: version)
    let demo = try #require(DemoDownloadClients.onDemand(kind, configuration: configuration))
    let http = HTTPClient(eventLoopGroupProvider: .singleton)
    var connection = try await demo.connection()
    if let key { connection.apiKey = key }
    let client = kind.client(connection, transport: wrapping(LiveHTTPTransport(http: http)))
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

@Suite("The usenet clients against their demo servers")
struct DemoDownloadClientTests {
    @Test(
        "The demo queue downloads on the clock and finishes into history",
        arguments: [DownloadClientKind.sabnzbd, .nzbget])
    func downloads(_ kind: DownloadClientKind) async throws {
        try await withDemo(kind) { client, clock in
            #expect(try await !client.version().isEmpty)
            let before = try await client.queue()
            #expect(before.items.count == 4)
            #expect(before.items.first?.state == .downloading)
            #expect(before.items.contains { $0.state == .paused })
            #expect(before.items.contains { $0.downloadIds.contains("DEMOUSENET0001") })
            #expect(before.status.freeDiskBytes ?? 0 > 0)
            clock.advance(10)
            let later = try await client.queue()
            #expect(later.status.speedBytesPerSecond > 0)
            #expect((later.items.first?.leftBytes ?? 0) < (before.items.first?.leftBytes ?? 0))
            clock.advance(3600)
            let done = try await client.queue()
            #expect(done.items.map(\.state) == [.paused], "only the paused one is left")
            let history = try await client.history(limit: 20, failedOnly: false)
            #expect(history.contains { $0.name.hasPrefix("Arrival") && $0.outcome == .completed })
            #expect(try await client.history(limit: 20, failedOnly: true).allSatisfy { $0.outcome == .failed })
        }
    }

    @Test(
        "Pause, resume, priority, top, limit and delete act on the demo as on the real one",
        arguments: [DownloadClientKind.sabnzbd, .nzbget])
    func actions(_ kind: DownloadClientKind) async throws {
        try await withDemo(kind) { client, clock in
            let items = try await client.queue().items
            let last = try #require(items.last)
            try await client.pause([items[0].id])
            #expect(try await client.queue().items.first { $0.id == items[0].id }?.state == .paused)
            try await client.resume([items[0].id])
            try await client.setPriority(.high, of: [items[1].id])
            #expect(try await client.queue().items.first { $0.id == items[1].id }?.priority == .high)
            try await client.moveToTop(last.id)
            #expect(try await client.queue().items.first?.id == last.id)
            try await client.setSpeedLimit(.bytesPerSecond(1_048_576))
            clock.advance(1)
            let limited = try await client.queue().status
            #expect(limited.limit.isLimited)
            #expect(limited.speedBytesPerSecond <= 1_048_576)
            try await client.pauseAll(forMinutes: 30)
            let paused = try await client.queue().status
            #expect(paused.paused && paused.pausedForSeconds == 1800)
            clock.advance(1801)
            #expect(try await !client.queue().status.paused, "a timed pause ends by itself")
            try await client.remove([last.id], deleteFiles: true)
            #expect(try await !client.queue().items.contains { $0.id == last.id })
        }
    }

    @Test("A failed download is retried into the queue", arguments: [DownloadClientKind.sabnzbd, .nzbget])
    func retry(_ kind: DownloadClientKind) async throws {
        try await withDemo(kind) { client, _ in
            let failed = try #require(try await client.history(limit: 10, failedOnly: true).first)
            let id = try await client.retry(failed.id)
            #expect(try await client.queue().items.contains { $0.id == id && $0.name == failed.name })
        }
    }

    @Test("A wrong key or password is refused in the client's words", arguments: [DownloadClientKind.sabnzbd, .nzbget])
    func refused(_ kind: DownloadClientKind) async throws {
        try await withDemo(kind, key: kind == .nzbget ? "nzbget:wrong" : "wrong") { client, _ in
            let error = await #expect(throws: DownloadError.self) { try await client.queue() }
            #expect(error?.isAuthentication == true)
        }
    }

    @Test("Each client says when the address is the other usenet client")
    func wrongKind() async throws {
        let clock = ManualClock()
        let sab = OnDemandDemoServer.downloadClient(
            .sabnzbd, configuration: DemoServerConfiguration(clock: { clock.read() }))
        let nzb = OnDemandDemoServer.downloadClient(
            .nzbget, configuration: DemoServerConfiguration(clock: { clock.read() }))
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        let transport = LiveHTTPTransport(http: http)
        var atSABnzbd = try await sab.connection()
        atSABnzbd.apiKey = "nzbget:x"
        let nzbgetAtSAB = DownloadClientKind.nzbget.client(atSABnzbd, transport: transport)
        let first = await #expect(throws: DownloadError.self) { try await nzbgetAtSAB.version() }
        #expect(first?.description == "That address is SABnzbd, not NZBGet.")
        let sabAtNZBGet = DownloadClientKind.sabnzbd.client(try await nzb.connection(), transport: transport)
        let second = await #expect(throws: DownloadError.self) { try await sabAtNZBGet.version() }
        #expect(second?.description.contains("not SABnzbd") == true)
        try await http.shutdown()
        await sab.stop()
        await nzb.stop()
    }

    @Test(
        "A job's screen lists its files: RAR volumes filling in order, a recovery volume held back",
        arguments: [DownloadClientKind.sabnzbd, .nzbget])
    func jobFiles(kind: DownloadClientKind) async throws {
        try await withDemo(kind) { client, _ in
            let job = try #require(try await client.queue().items.first { $0.progress > 0 && $0.progress < 1 })
            let details = try await client.details(job.id)
            #expect(details.item.id == job.id)
            let volumes = details.files.filter { $0.name.hasSuffix(".rar") }
            #expect(!volumes.isEmpty && volumes.first?.progress ?? 0 >= volumes.last?.progress ?? 0)
            #expect(details.files.last?.name.hasSuffix(".vol00+01.par2") == true)
            if kind == .nzbget { #expect(details.files.last?.wanted == false, "NZBGet pauses the recovery volume") }
            let missing = await #expect(throws: DownloadError.self) { try await client.details("no-such-job") }
            #expect(missing?.problem == .notFound("no-such-job"))
        }
    }
}
