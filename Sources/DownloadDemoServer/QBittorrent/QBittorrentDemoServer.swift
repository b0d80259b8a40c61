import ArrDemoKit
import ArrKit
import DownloadKit
import Foundation
import Hummingbird
import Logging

/// A qBittorrent-compatible demo server: Web API v2 with a cookie session over a queue that
/// downloads on the clock. Its configuration's `apiKey` is `user:password` (a plain key is the
/// password of user `admin`).
public struct QBittorrentDemoServer: DemoService {
    /// "qBittorrent".
    public static let serverName = "qBittorrent"
    /// The version it reports.
    public static let defaultVersion = "4.6.7"
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
            configuration.apiKey = NZBGetClient.credentialKey(user: "admin", password: configuration.apiKey)
        }
        self.configuration = configuration
        self.logger = logger
        faults = DemoFaults(configuration.faults)
        queue = DemoDownloadQueue(clock: configuration.clock, exchange: configuration.exchange, kind: "qbittorrent")
    }

    /// Not used: qBittorrent has no `/api/v3`.
    public func registerRoutes(on api: RouterGroup<BasicRequestContext>, json: DemoJSON) {}

    /// `/api/v2/…` under the URL base, behind the fault middleware.
    public func makeRouter() throws(DemoServerError) -> Router<BasicRequestContext> {
        let (router, root) = try DemoDownloads.router(configuration, faults: faults)
        let credentials = NZBGetClient.credentials(in: configuration.apiKey)
        QBittorrentDemoRoutes(
            queue: queue, user: credentials.user, password: credentials.password,
            version: configuration.version ?? Self.defaultVersion
        ).register(on: root)
        return router
    }
}

extension OnDemandDemoServer {
    /// A qBittorrent demo server started on first use (for `--demo` and tests).
    public static func qbittorrent(
        configuration: DemoServerConfiguration = DemoServerConfiguration(), logger: Logger = DemoDownloads.silent,
        timeoutSeconds: Double = 30
    ) -> OnDemandDemoServer {
        OnDemandDemoServer(configuration: configuration, logger: logger, timeoutSeconds: timeoutSeconds) {
            QBittorrentDemoServer(configuration: $0, logger: $1)
        }
    }
}
