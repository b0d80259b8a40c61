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
            database: database, kinds: KindRegistry.standard, http: http,
            demos: demos.mapValues { demo in DemoServerLauncher { try await demo.connection() } })
        return AppSession(
            directory: directory, database: database, dependencies: dependencies, http: http, demos: demos)
    }

    /// Runs `body` with the live services of `directory`, closing everything afterwards.
    static func with<T>(_ directory: URL, _ body: (AppDependencies) async throws -> T) async throws -> T {
        let session = try open(in: directory)
        return try await withCleanup({
            await session.dependencies.registerAddressesOfEveryProfile()
            return try await body(session.dependencies)
        }) {
            // The next command starts at the address that answered, and this one says so.
            for note in await session.dependencies.rememberAddresses() { printError("note: \(note)") }
            await session.close()
        }
    }

    /// Flushes the log and stops the client and the demos (all at once).
    func close() async {
        await dependencies.log.flush()
        try? await http.shutdown()
        await withDiscardingTaskGroup { group in
            for demo in demos.values { group.addTask { await demo.stop() } }
        }
    }

    /// Flushes the log, waited for at most `limit`, on the way out of the process: the demos and
    /// the HTTP client are not stopped (the process ending ends them, and stopping them on the way
    /// out races their connections' teardown, which once crashed a quit), and the wait is timed on
    /// a Dispatch queue, so busy cooperative threads cannot hold the person up.
    func flushBeforeExit(within limit: Duration) async {
        let resumed = ResumeOnce()
        let log = dependencies.log
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Task {
                await log.flush()
                resumed.resume(done)
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + limit.timeInterval) { resumed.resume(done) }
        }
    }
}

extension Duration {
    /// The duration in seconds, for Dispatch's deadlines.
    fileprivate var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
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
