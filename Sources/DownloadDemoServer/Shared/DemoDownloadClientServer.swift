import ArrDemoKit
import ArrKit
import DownloadKit
import Foundation
import Hummingbird
import Logging

/// A demo download client — SABnzbd, NZBGet, qBittorrent, Transmission or Deluge, by its
/// flavour — over a queue that downloads on the clock and, beside the demo *arrs, mirrors
/// their downloads.
public struct DemoDownloadClientServer: DemoService {
    /// Its paths route exactly as sent, as the real server's do.
    public var pathsIgnoreCase: Bool { false }

    /// The type's name; each server names itself after its flavour (``name``).
    public static let serverName = "Demo download client"
    /// How it was configured (its `apiKey` as the flavour holds it).
    public let configuration: DemoServerConfiguration
    /// Its fault switchboard.
    public let faults: DemoFaults
    /// Its logger.
    public let logger: Logger
    /// Which client it is.
    let flavour: DemoClientFlavour
    let queue: DemoDownloadQueue

    /// Creates the server of `flavour`.
    public init(
        _ flavour: DemoClientFlavour, configuration: DemoServerConfiguration = DemoServerConfiguration(),
        logger: Logger = DemoDownloads.silent
    ) {
        var configuration = configuration
        configuration.apiKey = flavour.key(configuration.apiKey)
        self.flavour = flavour
        self.configuration = configuration
        self.logger = logger
        faults = DemoFaults(configuration.faults)
        queue = DemoDownloadQueue(
            clock: configuration.clock, exchange: configuration.exchange, kind: flavour.kind,
            generated: configuration.generatedItems)
    }

    /// The flavour's name ("SABnzbd").
    public var name: String { flavour.name }

    /// Not used: download clients have no `/api/v3`.
    public func registerRoutes(on api: RouterGroup<BasicRequestContext>, json: DemoJSON) {}

    /// The flavour's routes under the URL base, behind the fault middleware.
    public func makeRouter() throws(DemoServerError) -> Router<BasicRequestContext> {
        let (router, root) = try DemoAnswers.router(configuration, faults: faults)
        flavour.routes(queue, configuration.apiKey, configuration.version ?? flavour.version, root)
        return router
    }
}

extension OnDemandDemoServer {
    /// A demo download client of `flavour`, started on first use (for `--demo` and tests).
    public static func downloadClient(
        _ flavour: DemoClientFlavour, configuration: DemoServerConfiguration = DemoServerConfiguration(),
        logger: Logger = DemoDownloads.silent, timeoutSeconds: Double = 30
    ) -> OnDemandDemoServer {
        OnDemandDemoServer(configuration: configuration, logger: logger, timeoutSeconds: timeoutSeconds) {
            DemoDownloadClientServer(flavour, configuration: $0, logger: $1)
        }
    }
}
