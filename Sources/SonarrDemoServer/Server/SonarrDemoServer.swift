import ArrDemoKit
import Foundation
import Hummingbird
import Logging
import SonarrAPI

/// A Sonarr-compatible HTTP server with a demo library: Thriftwood's default Sonarr backend.
public struct SonarrDemoServer: ConfiguredDemoService {
    /// The Sonarr version the demo reports.
    public static let version = "4.0.19.2979"
    /// The name the server gives itself.
    public static let serverName = "Sonarr"

    /// How it was configured (`generatedItems` is a number of series).
    public let configuration: DemoServerConfiguration
    /// The live fault switchboard; tests flip faults while it runs.
    public let faults: DemoFaults
    /// The logger for server events.
    public let logger: Logger
    let library: SonarrDemoLibrary
    /// Its Connect → Webhook connections.
    public let notifications: DemoNotifications?
    /// Its tasks, backups, log files, updates, indexers, download clients and blocklist.
    public let admin: DemoAdmin?
    /// Its covers, drawn from the titles of its library.
    public let covers: DemoCovers?

    /// Creates a server and its library (nothing listens until ``run(onReady:)`` or ``start()``).
    public init(
        configuration: DemoServerConfiguration = DemoServerConfiguration(),
        logger: Logger = Logger(label: "thriftwood.sonarr-demo")
    ) {
        self.configuration = configuration
        self.faults = DemoFaults(configuration.faults)
        let notifications = DemoNotifications(instanceName: Self.serverName, flags: SonarrDemoLibrary.webhookFlags)
        self.notifications = notifications
        self.admin = DemoAdmin(.sonarr(version: configuration.version ?? Self.version), clock: configuration.clock)
        self.library = SonarrDemoLibrary(
            generatedCount: configuration.generatedItems, seed: configuration.seed, clock: configuration.clock,
            exchange: configuration.exchange, requests: configuration.requests, hooks: notifications)
        let library = self.library
        self.covers = DemoCovers(
            scopes: ["": { await library.series(id: $0)?.title }], writtenAt: configuration.clock())
        self.logger = logger
    }

    /// Moves the library's time on: downloads finish and import, and the connections hear it.
    public func tick() async { await library.advance() }

    /// Adds Sonarr's routes.
    public func registerRoutes(on api: RouterGroup<BasicRequestContext>, json: DemoJSON) {
        SonarrRoutes(library: library, json: json, version: configuration.version ?? Self.version, admin: admin)
            .register(on: api)
    }
}
