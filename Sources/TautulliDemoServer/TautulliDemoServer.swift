import ArrDemoKit
import ArrKit
import Foundation
import Hummingbird
import Logging

/// A demo Tautulli: three streams whose progress advances (one transcoding, one direct play,
/// one paused; one remote), a history of plays of the demo libraries' titles, statistics, users;
/// stopping a stream removes it.
public struct TautulliDemoServer: ConfiguredDemoService {
    /// Its paths route exactly as sent, as the real server's do.
    public var pathsIgnoreCase: Bool { false }

    /// "Tautulli".
    public static let serverName = "Tautulli"
    /// The version it reports unless configured.
    public static let currentVersion = "v2.17.2"
    /// How it was configured.
    public let configuration: DemoServerConfiguration
    /// Its fault switchboard.
    public let faults: DemoFaults
    /// Its logger.
    public let logger: Logger
    let state: TautulliDemoState

    /// Creates the server.
    public init(
        configuration: DemoServerConfiguration = DemoServerConfiguration(),
        logger: Logger = Logger(label: "thriftwood.demo-tautulli") { _ in SwiftLogNoOpLogHandler() }
    ) {
        self.configuration = configuration
        self.logger = logger
        faults = DemoFaults(configuration.faults)
        state = TautulliDemoState(clock: configuration.clock)
    }

    /// Not used: Tautulli has no `/api/v3`.
    public func registerRoutes(on api: RouterGroup<BasicRequestContext>, json: DemoJSON) {}

    /// Tautulli's routes under the URL base, behind the fault middleware.
    public func makeRouter() throws(DemoServerError) -> Router<BasicRequestContext> {
        let (router, root) = try DemoAnswers.router(configuration, faults: faults)
        TautulliDemoRoutes(
            state: state, apiKey: configuration.apiKey, version: configuration.version ?? Self.currentVersion
        ).register(on: root)
        return router
    }
}
