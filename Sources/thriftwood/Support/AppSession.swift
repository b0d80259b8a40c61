import ArrDemoKit
import AsyncHTTPClient
import Foundation
import Logging
import RadarrAPI
import SeerrDemoServer
import ServerKit
import Synchronization
import ThriftwoodCore

/// The live app for one process: database, HTTP client, embedded demo and services, torn down together.
struct AppSession: Sendable {
    let directory: URL
    let database: AppDatabase
    let dependencies: AppDependencies
    let http: HTTPClient
    /// Each kind's embedded demo, started on first use.
    let demos: [ServiceKind: OnDemandDemoServer]
    /// Events as this process stores them, to its listeners (pages' toasts, targets).
    let feed = EventFeed()

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
        return AppSession(
            directory: directory, database: database, dependencies: dependencies, http: http, demos: demos)
    }

    /// Runs `body` with the live services of `directory`, closing everything afterwards.
    static func with<T>(_ directory: URL, _ body: (AppDependencies) async throws -> T) async throws -> T {
        let session = try open(in: directory)
        return try await withCleanup({ try await body(session.dependencies) }) { await session.close() }
    }

    /// Flushes the log and stops the client and the demos (all at once).
    func close() async {
        await dependencies.log.flush()
        try? await http.shutdown()
        await withDiscardingTaskGroup { group in
            for demo in demos.values { group.addTask { await demo.stop() } }
        }
    }

    /// ``close()``, waited for at most `limit`: on the way out of the app the person waits for the
    /// shell, so what has not closed by then (a demo's open connection, a request still in flight)
    /// ends with the process instead. The place is saved and the terminal restored before this.
    func close(within limit: Duration) async {
        let resumed = ResumeOnce()
        let session = self
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            // Both end with the process at the latest; whichever comes first lets the app return.
            Task {
                await session.close()
                resumed.resume(done)
            }
            Task {
                try? await Task.sleep(for: limit)
                resumed.resume(done)
            }
        }
    }
}

/// Resumes a continuation once, whoever asks first.
private final class ResumeOnce: Sendable {
    private let resumed = Mutex(false)

    func resume(_ continuation: CheckedContinuation<Void, Never>) {
        let first = resumed.withLock { resumed in
            defer { resumed = true }
            return !resumed
        }
        if first { continuation.resume() }
    }
}
