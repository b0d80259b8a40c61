import ArrDemoKit
import AsyncHTTPClient
import BazarrDemoServer
import DownloadDemoServer
import Foundation
import LidarrDemoServer
import Logging
import NIOCore
import ProwlarrDemoServer
import RadarrAPI
import RadarrDemoServer
import SeerrDemoServer
import ServerKit
import SonarrDemoServer
import Synchronization
import TautulliDemoServer

@testable import ThriftwoodCore

/// The demo server's clock: real time plus whatever a test adds.
final class DemoTestClock: Sendable {
    private let offset = Mutex<TimeInterval>(0)

    var now: Date { Date().addingTimeInterval(offset.withLock { $0 }) }

    func advance(_ seconds: TimeInterval) { offset.withLock { $0 += seconds } }
}

/// A whole app graph over a temporary database and a private demo server.
@MainActor
final class TestEnvironment {
    let directory: URL
    let database: AppDatabase
    let http = ServerHTTP.makeClient(connectTimeout: .seconds(2))
    /// The demo server's clock; tests advance it to finish downloads.
    let clock = DemoTestClock()
    let launcher: OnDemandDemoServer
    /// The private Sonarr demo server.
    let sonarrLauncher: OnDemandDemoServer
    /// The private demo download clients, on the same clock.
    let downloadLaunchers: [ServiceKind: OnDemandDemoServer]
    /// The private demo Seerr, handing what it approves to the demo Radarr and Sonarr.
    let seerrLauncher: OnDemandDemoServer
    /// The private demo Tautulli.
    let tautulliLauncher: OnDemandDemoServer
    /// The private demo Lidarr.
    let lidarrLauncher: OnDemandDemoServer
    /// The private demo Prowlarr.
    let prowlarrLauncher: OnDemandDemoServer
    /// The private demo Bazarr.
    let bazarrLauncher: OnDemandDemoServer
    /// Where the demo Seerr hands approved titles.
    let requests = DemoRequestExchange()
    let dependencies: AppDependencies

    /// Creates the graph; `sonarrVersion` makes the Sonarr demo report (and behave as) that version.
    init(sonarrVersion: String? = nil) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "thriftwood-tests-\(UUID().uuidString)")
        database = try AppDatabase.open(in: directory)
        let demoClock = self.clock
        let exchange = DemoDownloadExchange()
        let requests = self.requests
        let launcher = OnDemandDemoServer(
            RadarrDemoServer.self,
            configuration: DemoServerConfiguration(clock: { demoClock.now }, exchange: exchange, requests: requests),
            timeoutSeconds: 30)
        self.launcher = launcher
        let sonarrLauncher = OnDemandDemoServer(
            SonarrDemoServer.self,
            configuration: DemoServerConfiguration(
                clock: { demoClock.now }, version: sonarrVersion, exchange: exchange, requests: requests),
            timeoutSeconds: 30
        )
        self.sonarrLauncher = sonarrLauncher
        var downloadLaunchers: [ServiceKind: OnDemandDemoServer] = [:]
        for kind in ServiceKind.downloadClients {
            downloadLaunchers[kind] = kind.downloadClient.flatMap {
                DemoDownloadClients.onDemand(
                    $0, configuration: DemoServerConfiguration(clock: { demoClock.now }, exchange: exchange))
            }
        }
        self.downloadLaunchers = downloadLaunchers
        let seerrLauncher = OnDemandDemoServer(
            SeerrDemoServer.self,
            configuration: DemoServerConfiguration(clock: { demoClock.now }, requests: requests))
        self.seerrLauncher = seerrLauncher
        let tautulliLauncher = OnDemandDemoServer(
            TautulliDemoServer.self,
            configuration: DemoServerConfiguration(clock: { demoClock.now }))
        self.tautulliLauncher = tautulliLauncher
        let lidarrLauncher = OnDemandDemoServer(
            LidarrDemoServer.self, configuration: DemoServerConfiguration(clock: { demoClock.now }))
        self.lidarrLauncher = lidarrLauncher
        let prowlarrLauncher = OnDemandDemoServer(
            ProwlarrDemoServer.self,
            configuration: DemoServerConfiguration(clock: { demoClock.now }))
        self.prowlarrLauncher = prowlarrLauncher
        let bazarrLauncher = OnDemandDemoServer(
            BazarrDemoServer.self, configuration: DemoServerConfiguration(clock: { demoClock.now }))
        self.bazarrLauncher = bazarrLauncher
        let live = AppDependencies.live(
            database: database, kinds: KindRegistry.standard, http: http,
            demos: Self.demoLaunchers(
                radarr: launcher, sonarr: sonarrLauncher, downloads: downloadLaunchers, seerr: seerrLauncher,
                tautulli: tautulliLauncher, lidarr: lidarrLauncher, prowlarr: prowlarrLauncher, bazarr: bazarrLauncher))
        var assembled = AppDependencies(
            profiles: live.profiles, preferences: live.preferences, shelf: live.shelf,
            records: live.records, log: live.log, snapshots: live.snapshots,
            redactor: live.redactor, clock: { Date() }, kinds: .standard)
        assembled.events = live.events
        assembled.hookSecrets = live.hookSecrets
        assembled.pictures = live.pictures
        dependencies = assembled
    }

    /// Every private demo server, as the app's launchers by kind.
    var demoLaunchers: [ServiceKind: DemoServerLauncher] {
        Self.demoLaunchers(
            radarr: launcher, sonarr: sonarrLauncher, downloads: downloadLaunchers, seerr: seerrLauncher,
            tautulli: tautulliLauncher, lidarr: lidarrLauncher, prowlarr: prowlarrLauncher, bazarr: bazarrLauncher)
    }

    private static func demoLaunchers(
        radarr: OnDemandDemoServer, sonarr: OnDemandDemoServer, downloads: [ServiceKind: OnDemandDemoServer],
        seerr: OnDemandDemoServer, tautulli: OnDemandDemoServer, lidarr: OnDemandDemoServer,
        prowlarr: OnDemandDemoServer, bazarr: OnDemandDemoServer
    ) -> [ServiceKind: DemoServerLauncher] {
        let servers = downloads.merging(
            [
                .radarr: radarr, .sonarr: sonarr, .seerr: seerr, .tautulli: tautulli, .lidarr: lidarr,
                .prowlarr: prowlarr, .bazarr: bazarr,
            ], uniquingKeysWith: { first, _ in first })
        return servers.mapValues { demo in DemoServerLauncher { try await demo.connection() } }
    }

    /// A demo profile, made active, with Radarr configured.
    func demoProfile() async throws -> Profile {
        let profile = try await dependencies.profiles.create(
            ProfileDraft(
                name: "Demo", radarr: ConnectionDraft(.radarr, url: ServiceServer.embeddedDemoURL, apiKey: "demo")))
        await dependencies.radarr.configure(profile.radarr)
        return profile
    }

    /// A demo profile with Sonarr alone, its services configured.
    func sonarrDemoProfile() async throws -> Profile {
        let profile = try await dependencies.profiles.create(
            ProfileDraft(
                name: "TV", sonarr: ConnectionDraft(.sonarr, url: ServiceServer.embeddedDemoURL, apiKey: "demo")))
        await dependencies.configure(for: profile)
        return profile
    }

    /// The demo server's fault switchboard.
    func faults() async throws -> DemoFaults { try await launcher.start().faults }

    /// The private Sonarr demo server's faults.
    func sonarrFaults() async throws -> DemoFaults { try await sonarrLauncher.start().faults }

    func tearDown() async {
        await dependencies.log.flush()
        try? await http.shutdown()
        await launcher.stop()
        await sonarrLauncher.stop()
        for demo in downloadLaunchers.values { await demo.stop() }
        await seerrLauncher.stop()
        await tautulliLauncher.stop()
        await lidarrLauncher.stop()
        await prowlarrLauncher.stop()
        await bazarrLauncher.stop()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// Runs `body` with a fresh environment and always tears it down.
@MainActor
func withEnvironment(
    sonarrVersion: String? = nil, _ body: (TestEnvironment) async throws -> Void
) async throws {
    let environment = try TestEnvironment(sonarrVersion: sonarrVersion)
    do {
        try await body(environment)
    } catch {
        await environment.tearDown()
        throw error
    }
    await environment.tearDown()
}

extension Profile {
    /// The key of the profile's library cache (its Radarr connection), for tests.
    var cacheKey: String { radarrConnectionId ?? ServiceKind.radarr.connectionId(in: id) }
}

/// An HTTP client configured as the app's (``ServerHTTP``: no redirect followed), for tests that
/// need no environment; `HTTPClient.shared` follows redirects, which the app never does.
let appLikeHTTP = ServerHTTP.makeClient()
