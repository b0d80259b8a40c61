import ArrDemoKit
import Foundation
import Hummingbird
import LidarrAPI
import Logging

/// A Lidarr-compatible HTTP server with a demo library of forty well-known artists:
/// Thriftwood's default Lidarr backend (API v1).
public struct LidarrDemoServer: ConfiguredDemoService {
    /// The Lidarr version the demo reports.
    public static let version = "2.9.6.4552"
    /// The name the server gives itself.
    public static let serverName = "Lidarr"

    /// How it was configured.
    public let configuration: DemoServerConfiguration
    /// The live fault switchboard; tests flip faults while it runs.
    public let faults: DemoFaults
    /// The logger for server events.
    public let logger: Logger
    let library: LidarrDemoLibrary
    /// Its Connect → Webhook connections.
    public let notifications: DemoNotifications?
    /// Its tasks, backups, log files, updates, indexers, download clients and blocklist.
    public let admin: DemoAdmin?
    /// Its covers, drawn from the titles of its library.
    public let covers: DemoCovers?

    /// Lidarr's API lives under `/api/v1`.
    public var apiPath: String { "api/v1" }

    /// Creates a server and its library (nothing listens until ``run(onReady:)`` or ``start()``).
    public init(
        configuration: DemoServerConfiguration = DemoServerConfiguration(),
        logger: Logger = Logger(label: "thriftwood.lidarr-demo")
    ) {
        self.configuration = configuration
        self.faults = DemoFaults(configuration.faults)
        let notifications = DemoNotifications(instanceName: Self.serverName, flags: LidarrDemoLibrary.webhookFlags)
        self.notifications = notifications
        self.admin = DemoAdmin(.lidarr(version: configuration.version ?? Self.version), clock: configuration.clock)
        self.library = LidarrDemoLibrary(
            clock: configuration.clock, exchange: configuration.exchange, hooks: notifications)
        let library = self.library
        self.covers = DemoCovers(
            scopes: [
                "artist": { await library.artist(id: $0)?.artistName },
                "album": { await library.album(id: $0)?.title },
            ], writtenAt: configuration.clock())
        self.logger = logger
    }

    /// Moves the library's time on: downloads finish and import, and the connections hear it.
    public func tick() async { await library.advance() }

    /// Adds Lidarr's routes.
    public func registerRoutes(on api: RouterGroup<BasicRequestContext>, json: DemoJSON) {
        LidarrRoutes(library: library, json: json, version: configuration.version ?? Self.version, admin: admin)
            .register(on: api)
    }
}
