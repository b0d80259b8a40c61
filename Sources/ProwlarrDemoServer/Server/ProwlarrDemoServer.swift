import ArrDemoKit
import Foundation
import Hummingbird
import Logging

/// A Prowlarr-compatible HTTP server with six indexers — usenet and torrent, one off and one
/// failing — their statistics and history, searches across them and the applications they
/// sync to: Thriftwood's default Prowlarr backend (API v1).
public struct ProwlarrDemoServer: ConfiguredDemoService {
    /// The Prowlarr version the demo reports.
    public static let version = "1.28.2.4885"
    /// The name the server gives itself.
    public static let serverName = "Prowlarr"

    /// How it was configured.
    public let configuration: DemoServerConfiguration
    /// The live fault switchboard; tests flip faults while it runs.
    public let faults: DemoFaults
    /// The logger for server events.
    public let logger: Logger
    let state: ProwlarrDemoState

    /// Prowlarr's API lives under `/api/v1`.
    public var apiPath: String { "api/v1" }

    /// Creates a server and its indexers (nothing listens until ``run(onReady:)`` or ``start()``).
    public init(
        configuration: DemoServerConfiguration = DemoServerConfiguration(),
        logger: Logger = Logger(label: "thriftwood.prowlarr-demo")
    ) {
        self.configuration = configuration
        self.faults = DemoFaults(configuration.faults)
        self.logger = logger
        self.state = ProwlarrDemoState(clock: configuration.clock)
    }

    /// Adds Prowlarr's routes.
    public func registerRoutes(on api: RouterGroup<BasicRequestContext>, json: DemoJSON) {
        ProwlarrRoutes(state: state, json: json, version: configuration.version ?? Self.version).register(on: api)
    }
}
