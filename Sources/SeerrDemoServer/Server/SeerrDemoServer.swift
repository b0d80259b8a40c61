import ArrDemoKit
import ArrKit
import Foundation
import Hummingbird
import Logging

/// A demo Seerr: requests in every state from several users, issues, approving that hands
/// titles to the demo Radarr and Sonarr (through ``DemoServerConfiguration/requests``).
public struct SeerrDemoServer: ConfiguredDemoService {
    /// "Seerr".
    public static let serverName = "Seerr"
    /// The version it reports unless configured: Seerr 3.
    public static let currentVersion = "3.1.0"
    /// How it was configured.
    public let configuration: DemoServerConfiguration
    /// Its fault switchboard.
    public let faults: DemoFaults
    /// Its logger.
    public let logger: Logger
    let state: SeerrDemoState
    let webhook = SeerrDemoWebhook()

    /// Creates the server.
    public init(
        configuration: DemoServerConfiguration = DemoServerConfiguration(),
        logger: Logger = Logger(label: "thriftwood.demo-seerr") { _ in SwiftLogNoOpLogHandler() }
    ) {
        self.configuration = configuration
        self.logger = logger
        faults = DemoFaults(configuration.faults)
        state = SeerrDemoState(clock: configuration.clock, exchange: configuration.requests, webhook: webhook)
    }

    /// Its webhook agent's pushes.
    public var pushing: (any DemoPushing)? { webhook }

    /// Not used: Seerr has no `/api/v3`.
    public func registerRoutes(on api: RouterGroup<BasicRequestContext>, json: DemoJSON) {}

    /// Seerr's routes under the URL base, behind the fault middleware.
    public func makeRouter() throws(DemoServerError) -> Router<BasicRequestContext> {
        let (router, root) = try DemoAnswers.router(configuration, faults: faults)
        SeerrDemoRoutes(
            state: state, apiKey: configuration.apiKey, version: configuration.version ?? Self.currentVersion,
            webhook: webhook
        )
        .register(on: root)
        return router
    }
}

extension SeerrDemoServer {
    /// Hands the requests the demo approved before it started to the demo *arrs now, so they
    /// have them whether or not the demo Seerr is ever opened (it hands them again when it
    /// starts; an *arr adds a title once).
    public static func handOverEarlierApprovals(to exchange: DemoRequestExchange) {
        for request in SeerrDemoState.approvedAtStart { SeerrDemoState.handOver(request, to: exchange) }
    }
}
