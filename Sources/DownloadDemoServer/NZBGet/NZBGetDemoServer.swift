import ArrDemoKit
import ArrKit
import DownloadKit
import Foundation
import Hummingbird
import Logging

/// An NZBGet-compatible demo server: `POST /jsonrpc` with Basic auth over a queue that
/// downloads on the clock. Its configuration's `apiKey` is `user:password`
/// (``NZBGetDemoServer/defaultCredentials`` unless set).
public struct NZBGetDemoServer: DemoService {
    /// "NZBGet".
    public static let serverName = "NZBGet"
    /// The version it reports.
    public static let defaultVersion = "21.1"
    /// The user and password it accepts unless told otherwise: `nzbget:thriftwood-demo-key`.
    public static let defaultCredentials = NZBGetClient.credentialKey(
        user: "nzbget", password: DemoServerConfiguration.defaultAPIKey)
    /// How it was configured.
    public let configuration: DemoServerConfiguration
    /// Its fault switchboard.
    public let faults: DemoFaults
    /// Its logger.
    public let logger: Logger
    let queue: DemoDownloadQueue

    /// Creates the server; a plain key (no colon) is the password of user `nzbget`.
    public init(
        configuration: DemoServerConfiguration = DemoServerConfiguration(), logger: Logger = DemoDownloads.silent
    ) {
        var configuration = configuration
        if !configuration.apiKey.contains(":") {
            configuration.apiKey = NZBGetClient.credentialKey(user: "nzbget", password: configuration.apiKey)
        }
        self.configuration = configuration
        self.logger = logger
        faults = DemoFaults(configuration.faults)
        queue = DemoDownloadQueue(clock: configuration.clock, exchange: configuration.exchange, kind: "nzbget")
    }

    /// Not used: NZBGet has no `/api/v3`.
    public func registerRoutes(on api: RouterGroup<BasicRequestContext>, json: DemoJSON) {}

    /// `/jsonrpc` under the URL base, behind the fault middleware.
    public func makeRouter() throws(DemoServerError) -> Router<BasicRequestContext> {
        let (router, root) = try DemoDownloads.router(configuration, faults: faults)
        let credentials = NZBGetClient.credentials(in: configuration.apiKey)
        NZBGetDemoRoutes(
            queue: queue, user: credentials.user, password: credentials.password,
            version: configuration.version ?? Self.defaultVersion
        ).register(on: root)
        return router
    }

}

extension OnDemandDemoServer {
    /// A NZBGet demo server started on first use (for `--demo` and tests).
    public static func nzbget(
        configuration: DemoServerConfiguration = DemoServerConfiguration(), logger: Logger = DemoDownloads.silent,
        timeoutSeconds: Double = 30
    ) -> OnDemandDemoServer {
        OnDemandDemoServer(configuration: configuration, logger: logger, timeoutSeconds: timeoutSeconds) {
            NZBGetDemoServer(configuration: $0, logger: $1)
        }
    }
}
