import ArrDemoKit
import AsyncHTTPClient
import Foundation
import LidarrDemoServer
import Logging
import RadarrAPI
import RadarrDemoServer
import SeerrDemoServer
import ServerKit
import SonarrDemoServer
import TautulliDemoServer
import ThriftwoodCore

/// The live app for one process: database, HTTP client, embedded demo and services, torn down together.
struct AppSession {
    let directory: URL
    let dependencies: AppDependencies
    let http: HTTPClient
    let demo: OnDemandDemoServer
    let sonarrDemo: OnDemandDemoServer
    let downloadDemos: [ServiceKind: OnDemandDemoServer]
    let seerrDemo: OnDemandDemoServer
    let tautulliDemo: OnDemandDemoServer
    let lidarrDemo: OnDemandDemoServer

    /// Opens the data directory and assembles the live services.
    static func open(in directory: URL) throws -> AppSession {
        let database = try AppDatabase.open(in: directory)
        let http = ServerHTTP.makeClient()
        // The demos share their usenet downloads, so the merged queue joins them as at home, and
        // what the demo Seerr approves reaches the demo Radarr and Sonarr.
        let requests = DemoRequestExchange()
        SeerrDemoServer.handOverEarlierApprovals(to: requests)
        let shared = DemoServerConfiguration(exchange: DemoDownloadExchange(), requests: requests)
        let demo = OnDemandDemoServer.radarr(configuration: shared)
        let sonarrDemo = OnDemandDemoServer.sonarr(configuration: shared)
        var downloadDemos: [ServiceKind: OnDemandDemoServer] = [:]
        for kind in ServiceKind.downloadClients {
            downloadDemos[kind] = DownloadDemos.make(kind, configuration: shared)
        }
        let seerrDemo = OnDemandDemoServer.seerr(configuration: shared)
        let tautulliDemo = OnDemandDemoServer.tautulli(configuration: shared)
        let lidarrDemo = OnDemandDemoServer.lidarr(configuration: shared)
        let dependencies = AppDependencies.live(
            database: database, http: http, demo: DemoServerLauncher { try await demo.connection() },
            sonarrDemo: DemoServerLauncher { try await sonarrDemo.connection() },
            downloadDemos: downloadDemos.mapValues { demo in DemoServerLauncher { try await demo.connection() } },
            requestDemo: DemoServerLauncher { try await seerrDemo.connection() },
            streamDemo: DemoServerLauncher { try await tautulliDemo.connection() },
            lidarrDemo: DemoServerLauncher { try await lidarrDemo.connection() })
        return AppSession(
            directory: directory, dependencies: dependencies, http: http, demo: demo, sonarrDemo: sonarrDemo,
            downloadDemos: downloadDemos, seerrDemo: seerrDemo, tautulliDemo: tautulliDemo, lidarrDemo: lidarrDemo)
    }

    /// Runs `body` with the live services of `directory`, closing everything afterwards.
    static func with<T>(_ directory: URL, _ body: (AppDependencies) async throws -> T) async throws -> T {
        let session = try open(in: directory)
        return try await withCleanup({ try await body(session.dependencies) }) { await session.close() }
    }

    /// Flushes the log and stops the client and the demo.
    func close() async {
        await dependencies.log.flush()
        try? await http.shutdown()
        await demo.stop()
        await sonarrDemo.stop()
        for demo in downloadDemos.values { await demo.stop() }
        await seerrDemo.stop()
        await tautulliDemo.stop()
        await lidarrDemo.stop()
    }
}
