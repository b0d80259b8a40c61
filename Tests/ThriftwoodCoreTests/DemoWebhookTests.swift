import ArrDemoKit
import ArrKit
import Foundation
import Logging
import RadarrDemoServer
import ServerKit
import SonarrDemoServer
import Synchronization
import Testing

@testable import ThriftwoodCore

@Suite("The demo *arrs push what they do as the real ones shape it, and Thriftwood reads it")
struct DemoWebhookTests {
    final class Clock: Sendable {
        private let now = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        var read: @Sendable () -> Date { { [self] in now.withLock { $0 } } }
        func advance(_ seconds: TimeInterval) { now.withLock { $0 += seconds } }
    }

    /// A Webhook connection from `notifications`' schema, every event on, pointing nowhere.
    static func connect(_ notifications: DemoNotifications) throws {
        let schema = try #require(notifications.schema.first)
        _ = notifications.add(
            ArrHookConnector.resource(from: schema, address: "http://127.0.0.1:1/hooks/x", secret: "s"))
    }

    static let quiet = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    /// What `server` (made on `clock`) queues for a Webhook connection with every event on, over
    /// `hours` of its time: its seeded grabs, then what imported.
    static func pushes(of server: some DemoService, clock: Clock, over hours: Double) async throws -> DemoNotifications
    {
        let notifications = try #require(server.notifications)
        try connect(notifications)
        await server.tick()
        clock.advance(hours * 3600)
        await server.tick()
        return notifications
    }

    @Test("Radarr: a download starting is a Grab, its import a Download, each read as the movie's event")
    func radarr() async throws {
        let clock = Clock()
        let server = RadarrDemoServer(configuration: DemoServerConfiguration(clock: clock.read), logger: Self.quiet)
        let notifications = try await Self.pushes(of: server, clock: clock, over: 6)
        let server0 = ServiceServer(
            kind: .radarr, connection: ServerConnection(baseURL: "http://nas:7878", apiKey: "k"))
        let readings = notifications.queued.map { WebhookReader.radarr.read($0, server0) }
        let grabbed = readings.filter { $0.type == .grabbed }
        let downloaded = readings.filter { $0.type == .downloaded }
        #expect(!grabbed.isEmpty)
        #expect(!downloaded.isEmpty)
        for reading in downloaded {
            #expect(reading.sentence.hasPrefix("Downloaded: "))
            #expect(reading.sentence.contains(") on Radarr, "))
            #expect(reading.path.count == 1)
        }
        let payload = try #require(notifications.queued.first { $0["eventType"] == .string("Download") })
        #expect(payload["instanceName"] == .string("Radarr"))
        #expect(payload["movieFile"]?["quality"] != nil)
    }

    @Test("Sonarr: a season pack's import is a Download per file, and one with every file for import-complete")
    func sonarr() async throws {
        let clock = Clock()
        let server = SonarrDemoServer(configuration: DemoServerConfiguration(clock: clock.read), logger: Self.quiet)
        let notifications = try await Self.pushes(of: server, clock: clock, over: 12)
        let downloads = notifications.queued.filter { $0["eventType"] == .string("Download") }
        let complete = downloads.filter { $0["episodeFiles"] != nil }
        let perFile = downloads.filter { $0["episodeFile"] != nil }
        #expect(!complete.isEmpty)
        #expect(perFile.count >= complete.count)
        let server0 = ServiceServer(
            kind: .sonarr, connection: ServerConnection(baseURL: "http://nas:8989", apiKey: "k"))
        let pack = try #require(
            complete.map { WebhookReader.sonarr.read($0, server0) }.first { $0.sentence.contains(" files, ") })
        #expect(pack.type == .downloaded)
    }
}
