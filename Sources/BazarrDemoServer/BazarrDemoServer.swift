import ArrDemoKit
import ArrKit
import Foundation
import Hummingbird
import Logging

/// A demo Bazarr over the demo stack's Sonarr and Radarr: episodes and movies missing English
/// or French subtitles (with the ids the Sonarr and Radarr demos give them, as a real Bazarr
/// synced from them has), a history, providers of which two are throttled, searches that
/// download the best subtitle and manual searches with scored candidates.
public struct BazarrDemoServer: ConfiguredDemoService {
    /// Flask routes paths exactly as sent.
    public var pathsIgnoreCase: Bool { false }

    /// "Bazarr".
    public static let serverName = "Bazarr"
    /// The version it reports unless configured.
    public static let currentVersion = "1.5.2"
    /// How it was configured.
    public let configuration: DemoServerConfiguration
    /// Its fault switchboard.
    public let faults: DemoFaults
    /// Its logger.
    public let logger: Logger
    let state: BazarrDemoState

    /// Creates the server.
    public init(
        configuration: DemoServerConfiguration = DemoServerConfiguration(),
        logger: Logger = Logger(label: "thriftwood.demo-bazarr") { _ in SwiftLogNoOpLogHandler() }
    ) {
        self.configuration = configuration
        self.logger = logger
        faults = DemoFaults(configuration.faults)
        state = BazarrDemoState(clock: configuration.clock)
    }

    /// Not used: Bazarr's API is its own (`/api`, the key in `X-API-KEY`).
    public func registerRoutes(on api: RouterGroup<BasicRequestContext>, json: DemoJSON) {}

    /// Bazarr's routes under the URL base, behind the fault middleware.
    public func makeRouter() throws(DemoServerError) -> Router<BasicRequestContext> {
        let (router, root) = try DemoAnswers.router(configuration, faults: faults)
        BazarrDemoRoutes(
            state: state, apiKey: configuration.apiKey, version: configuration.version ?? Self.currentVersion
        )
        .register(on: root)
        return router
    }
}
