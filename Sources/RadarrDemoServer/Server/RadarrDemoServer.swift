import ArrDemoKit
import Foundation
import Hummingbird
import Logging
import RadarrAPI

/// A Radarr-compatible HTTP server with a demo library: Thriftwood's default Radarr backend.
public struct RadarrDemoServer: ConfiguredDemoService {
    /// The Radarr version the demo reports.
    public static let version = "5.14.0.9383"
    /// The name the server gives itself.
    public static let serverName = "Radarr"

    /// How it was configured.
    public let configuration: DemoServerConfiguration
    /// The live fault switchboard; tests flip faults while it runs.
    public let faults: DemoFaults
    /// The logger for server events.
    public let logger: Logger
    let library: DemoLibrary
    /// Its Connect → Webhook connections.
    public let notifications: DemoNotifications?
    /// Its tasks, backups, log files, updates, indexers, download clients and blocklist.
    public let admin: DemoAdmin?
    /// Its covers, drawn from the titles of its library.
    public let covers: DemoCovers?

    /// Creates a server and its library (nothing listens until ``run(onReady:)`` or ``start()``).
    public init(
        configuration: DemoServerConfiguration = DemoServerConfiguration(),
        logger: Logger = Logger(label: "thriftwood.demo-server")
    ) {
        self.configuration = configuration
        self.faults = DemoFaults(configuration.faults)
        let notifications = DemoNotifications(instanceName: Self.serverName, flags: DemoLibrary.webhookFlags)
        self.notifications = notifications
        self.admin = DemoAdmin(.radarr(version: Self.version), clock: configuration.clock)
        self.library = DemoLibrary(
            generatedCount: configuration.generatedItems, seed: configuration.seed, clock: configuration.clock,
            exchange: configuration.exchange, requests: configuration.requests, hooks: notifications)
        let library = self.library
        self.covers = DemoCovers(
            scopes: ["": { await library.movie(id: $0)?.title }], writtenAt: configuration.clock())
        self.logger = logger
    }

    /// Moves the library's time on: downloads finish and import, and the connections hear it.
    public func tick() async { await library.advance() }

    /// Adds Radarr's routes.
    public func registerRoutes(on api: RouterGroup<BasicRequestContext>, json: DemoJSON) {
        DemoRoutes(library: library, json: json, version: Self.version, admin: admin).register(on: api)
    }
}
