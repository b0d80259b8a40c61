import ArrDemoKit
import ArrKit
import DownloadKit
import Foundation
import Hummingbird
import Logging

/// A Transmission-compatible demo server: its RPC with the session-id handshake over a queue that
/// downloads on the clock. Its configuration's `apiKey` is `user:password` (a plain key is the
/// password of user `transmission`).
public struct TransmissionDemoServer: DemoService {
    /// "Transmission".
    public static let serverName = "Transmission"
    /// The version it reports.
    public static let defaultVersion = "3.00 (bb6b5a062e)"
    /// How it was configured.
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
        var configuration = configuration
        if !configuration.apiKey.contains(":") {
            configuration.apiKey = NZBGetClient.credentialKey(user: "transmission", password: configuration.apiKey)
        }
        self.configuration = configuration
        self.logger = logger
        faults = DemoFaults(configuration.faults)
        queue = DemoDownloadQueue(clock: configuration.clock, exchange: configuration.exchange, kind: "transmission")
    }

    /// Not used: Transmission has no `/api/v3`.
    public func registerRoutes(on api: RouterGroup<BasicRequestContext>, json: DemoJSON) {}

    /// `/transmission/rpc` under the URL base, behind the fault middleware.
    public func makeRouter() throws(DemoServerError) -> Router<BasicRequestContext> {
        let (router, root) = try DemoDownloads.router(configuration, faults: faults)
        let credentials = NZBGetClient.credentials(in: configuration.apiKey)
        TransmissionDemoRoutes(
            queue: queue, user: credentials.user, password: credentials.password,
            version: configuration.version ?? Self.defaultVersion
        ).register(on: root)
        return router
    }
}

extension OnDemandDemoServer {
    /// A Transmission demo server started on first use (for `--demo` and tests).
    public static func transmission(
        configuration: DemoServerConfiguration = DemoServerConfiguration(), logger: Logger = DemoDownloads.silent,
        timeoutSeconds: Double = 30
    ) -> OnDemandDemoServer {
        OnDemandDemoServer(configuration: configuration, logger: logger, timeoutSeconds: timeoutSeconds) {
            TransmissionDemoServer(configuration: $0, logger: $1)
        }
    }
}
