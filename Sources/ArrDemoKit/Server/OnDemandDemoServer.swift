import Foundation
import Logging
import ServerKit

/// The demo server started on first use and kept until ``stop()``: how the app's `--demo`
/// and Demo profiles reach it, and how tests get a private one.
public actor OnDemandDemoServer {
    private let configuration: DemoServerConfiguration
    private let logger: Logger
    private let make: @Sendable (DemoServerConfiguration, Logger) -> any DemoService
    private let timeoutSeconds: Double
    private var running: RunningDemoServer?
    private var starting: Task<RunningDemoServer, any Error>?

    /// Prepares a server that `make` builds from `configuration`; nothing starts until it is needed.
    ///
    /// - Parameter timeoutSeconds: the request timeout of the connections it hands out.
    public init(
        configuration: DemoServerConfiguration = DemoServerConfiguration(),
        logger: Logger = Logger(label: "thriftwood.demo-server") { _ in SwiftLogNoOpLogHandler() },
        timeoutSeconds: Double = 30,
        make: @escaping @Sendable (DemoServerConfiguration, Logger) -> any DemoService
    ) {
        self.make = make
        self.configuration = configuration
        self.logger = logger
        self.timeoutSeconds = timeoutSeconds
    }

    /// Starts the server if it is not running, and returns it. Callers that ask while it starts
    /// wait for that start: one process never runs two copies of a demo (their states would
    /// differ, and one would miss what the other was handed).
    public func start() async throws -> RunningDemoServer {
        if let running { return running }
        if let starting { return try await starting.value }
        let (configuration, logger, make) = (configuration, logger, make)
        let task = Task { try await make(configuration, logger).start() }
        starting = task
        defer { starting = nil }
        let server = try await task.value
        running = server
        return server
    }

    /// How to reach the server, starting it if needed.
    public func connection() async throws -> ServerConnection {
        let server = try await start()
        return ServerConnection(baseURL: server.baseURL, apiKey: server.apiKey, timeoutSeconds: timeoutSeconds)
    }

    /// Stops the server if it was started.
    public func stop() async {
        await running?.stop()
        running = nil
    }
}

/// A demo server made from its configuration and a logger alone (every *arr, Seerr, Tautulli,
/// Bazarr), so one factory starts any of them on demand.
public protocol ConfiguredDemoService: DemoService {
    /// Creates the server (nothing listens until it is started).
    init(configuration: DemoServerConfiguration, logger: Logger)
}

extension OnDemandDemoServer {
    /// A `service` demo server started on first use, its events written to `logger` (nowhere by
    /// default).
    public init<Service: ConfiguredDemoService>(
        _ service: Service.Type, configuration: DemoServerConfiguration = DemoServerConfiguration(),
        logger: Logger = Logger(label: "thriftwood.demo-server") { _ in SwiftLogNoOpLogHandler() },
        timeoutSeconds: Double = 30
    ) {
        self.init(configuration: configuration, logger: logger, timeoutSeconds: timeoutSeconds) {
            Service(configuration: $0, logger: $1)
        }
    }
}
