import ArrDemoKit
import AsyncHTTPClient
import Foundation
import Logging
import RadarrAPI
import SeerrDemoServer
import ServerKit
import ThriftwoodCore

/// The live app for one process: database, HTTP client, embedded demo and services, torn down together.
struct AppSession {
    let directory: URL
    let dependencies: AppDependencies
    let http: HTTPClient
    /// Each kind's embedded demo, started on first use.
    let demos: [ServiceKind: OnDemandDemoServer]

    /// Opens the data directory and assembles the live services.
    static func open(in directory: URL) throws -> AppSession {
        let database = try AppDatabase.open(in: directory)
        let http = ServerHTTP.makeClient()
        // The demos share their usenet downloads, so the merged queue joins them as at home, and
        // what the demo Seerr approves reaches the demo Radarr and Sonarr.
        let requests = DemoRequestExchange()
        SeerrDemoServer.handOverEarlierApprovals(to: requests)
        let shared = DemoServerConfiguration(exchange: DemoDownloadExchange(), requests: requests)
        var demos: [ServiceKind: OnDemandDemoServer] = [:]
        for entry in DemoServerEntry.all { demos[entry.kind] = entry.onDemand(shared) }
        let dependencies = AppDependencies.live(
            database: database, http: http,
            demos: demos.mapValues { demo in DemoServerLauncher { try await demo.connection() } })
        return AppSession(directory: directory, dependencies: dependencies, http: http, demos: demos)
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
        for demo in demos.values { await demo.stop() }
    }
}
