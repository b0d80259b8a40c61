import Foundation
import Hummingbird
import Logging
import NIOCore

/// A Radarr-compatible HTTP server with a demo library: Thriftwood's default backend.
public struct RadarrDemoServer: Sendable {
    /// The Radarr version the demo reports.
    public static let version = "5.14.0.9383"

    /// How it was configured.
    public let configuration: DemoServerConfiguration
    /// The live fault switchboard; tests flip faults while it runs.
    public let faults: DemoFaults
    let library: DemoLibrary
    let logger: Logger

    /// Creates a server and its library (nothing listens until ``run(onReady:)`` or ``start()``).
    public init(
        configuration: DemoServerConfiguration = DemoServerConfiguration(),
        logger: Logger = Logger(label: "thriftwood.demo-server")
    ) {
        self.configuration = configuration
        self.faults = DemoFaults(configuration.faults)
        self.library = DemoLibrary(
            generatedCount: configuration.generatedMovies, seed: configuration.seed, clock: configuration.clock)
        self.logger = logger
    }

    /// The router with every route, for in-process tests.
    public func makeRouter() throws(DemoServerError) -> Router<BasicRequestContext> {
        let base = try configuration.normalisedURLBase()
        let router = Router()
        router.add(middleware: FaultMiddleware(faults: faults))
        let root = base.isEmpty ? router.group() : router.group(RouterPath(String(base.dropFirst())))
        root.get("ping") { _, _ in
            DemoJSON(faults: faults).respond(data: Data(#"{"status":"OK"}"#.utf8))
        }
        let api = root.group("api/v3").add(middleware: AuthMiddleware(apiKey: configuration.apiKey, faults: faults))
        DemoRoutes(library: library, json: DemoJSON(faults: faults), version: Self.version).register(on: api)
        return router
    }

    /// Serves until the task is cancelled; `onReady` gets the bound port.
    public func run(onReady: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let app = Application(
            router: try makeRouter(),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: "Radarr"),
            onServerRunning: { channel in await onReady(channel.localAddress?.port ?? 0) },
            logger: logger)
        try await app.runService(gracefulShutdownSignals: [])
    }

    /// Starts serving in the background and returns once it listens.
    public func start() async throws -> RunningDemoServer {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let task = Task {
            do {
                try await run { port in continuation.yield(port) }
            } catch {
                logger.error("demo server stopped", metadata: ["error": "\(error)"])
            }
            continuation.finish()
        }
        var iterator = stream.makeAsyncIterator()
        guard let port = await iterator.next() else {
            throw DemoServerError.badURLBase("the server did not start on \(configuration.host):\(configuration.port)")
        }
        let base = (try? configuration.normalisedURLBase()) ?? ""
        return RunningDemoServer(
            baseURL: "http://\(configuration.host):\(port)\(base)", apiKey: configuration.apiKey, port: port,
            faults: faults, task: task)
    }
}

/// A demo server running in the background.
public struct RunningDemoServer: Sendable {
    /// The address clients use, URL base included.
    public let baseURL: String
    /// The API key it accepts.
    public let apiKey: String
    /// The bound port.
    public let port: Int
    /// Its fault switchboard.
    public let faults: DemoFaults
    let task: Task<Void, Never>

    /// Stops the server.
    public func stop() async {
        task.cancel()
        await task.value
    }
}
