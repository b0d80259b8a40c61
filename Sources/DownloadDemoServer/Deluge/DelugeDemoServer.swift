import ArrDemoKit
import ArrKit
import DownloadKit
import Foundation
import Hummingbird
import Logging

/// A deluge-web-compatible demo server: its JSON API with a session cookie over a queue that
/// downloads on the clock; the web UI starts unconnected to its one daemon. Its
/// configuration's `apiKey` is the web UI's password.
public struct DelugeDemoServer: DemoService {
    /// "Deluge".
    public static let serverName = "Deluge"
    /// The version it reports.
    public static let defaultVersion = "2.0.3"
    /// How it was configured.
    public let configuration: DemoServerConfiguration
    /// Its fault switchboard.
    public let faults: DemoFaults
    /// Its logger.
    public let logger: Logger
    let queue: DemoDownloadQueue
    let connected = DemoFlag(false)

    /// Creates the server.
    public init(
        configuration: DemoServerConfiguration = DemoServerConfiguration(), logger: Logger = DemoDownloads.silent
    ) {
        self.configuration = configuration
        self.logger = logger
        faults = DemoFaults(configuration.faults)
        queue = DemoDownloadQueue(clock: configuration.clock, exchange: configuration.exchange, kind: "deluge")
    }

    /// Not used: Deluge has no `/api/v3`.
    public func registerRoutes(on api: RouterGroup<BasicRequestContext>, json: DemoJSON) {}

    /// `/json` under the URL base, behind the fault middleware.
    public func makeRouter() throws(DemoServerError) -> Router<BasicRequestContext> {
        let (router, root) = try DemoDownloads.router(configuration, faults: faults)
        DelugeDemoRoutes(
            queue: queue, password: configuration.apiKey, version: configuration.version ?? Self.defaultVersion,
            connected: connected
        ).register(on: root)
        return router
    }
}

extension OnDemandDemoServer {
    /// A Deluge demo server started on first use (for `--demo` and tests).
    public static func deluge(
        configuration: DemoServerConfiguration = DemoServerConfiguration(), logger: Logger = DemoDownloads.silent,
        timeoutSeconds: Double = 30
    ) -> OnDemandDemoServer {
        OnDemandDemoServer(configuration: configuration, logger: logger, timeoutSeconds: timeoutSeconds) {
            DelugeDemoServer(configuration: $0, logger: $1)
        }
    }
}
