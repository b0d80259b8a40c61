import ArrDemoKit
import ArrKit
import DownloadKit
import Foundation
import Hummingbird
import Logging

/// A SABnzbd-compatible demo server: `/api?mode=…` over a queue that downloads on the clock.
public struct SABnzbdDemoServer: DemoService {
    /// "SABnzbd".
    public static let serverName = "SABnzbd"
    /// The version it reports.
    public static let defaultVersion = "4.5.1"
    /// How it was configured (its `apiKey` is the key clients must send).
    public let configuration: DemoServerConfiguration
    /// Its fault switchboard.
    public let faults: DemoFaults
    /// Its logger.
    public let logger: Logger
    let queue: DemoDownloadQueue

    /// Creates the server.
    public init(
        configuration: DemoServerConfiguration = DemoServerConfiguration(), logger: Logger = DemoDownloads.silent
    ) {
        self.configuration = configuration
        self.logger = logger
        faults = DemoFaults(configuration.faults)
        queue = DemoDownloadQueue(clock: configuration.clock, exchange: configuration.exchange, kind: "sabnzbd")
    }

    /// Not used: SABnzbd has no `/api/v3`.
    public func registerRoutes(on api: RouterGroup<BasicRequestContext>, json: DemoJSON) {}

    /// `/api` under the URL base, behind the fault middleware.
    public func makeRouter() throws(DemoServerError) -> Router<BasicRequestContext> {
        let (router, root) = try DemoDownloads.router(configuration, faults: faults)
        SABnzbdDemoRoutes(
            queue: queue, apiKey: configuration.apiKey, version: configuration.version ?? Self.defaultVersion
        )
        .register(on: root)
        return router
    }

}

extension OnDemandDemoServer {
    /// A SABnzbd demo server started on first use (for `--demo` and tests).
    public static func sabnzbd(
        configuration: DemoServerConfiguration = DemoServerConfiguration(), logger: Logger = DemoDownloads.silent,
        timeoutSeconds: Double = 30
    ) -> OnDemandDemoServer {
        OnDemandDemoServer(configuration: configuration, logger: logger, timeoutSeconds: timeoutSeconds) {
            SABnzbdDemoServer(configuration: $0, logger: $1)
        }
    }
}
