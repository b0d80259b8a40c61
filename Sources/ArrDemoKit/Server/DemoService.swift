import ArrKit
import Foundation
import Hummingbird
import Logging
import NIOCore

/// One *arr demo server: its configuration, faults and routes. The listening, the URL base,
/// `/ping`, the API-key check and the fault middleware are the same for every service.
public protocol DemoService: Sendable {
    /// The name the server gives itself ("Radarr").
    static var serverName: String { get }
    /// The name this server gives itself (the type's, unless one type serves several products).
    var name: String { get }
    /// How it was configured.
    var configuration: DemoServerConfiguration { get }
    /// The live fault switchboard; tests flip faults while it runs.
    var faults: DemoFaults { get }
    /// The logger for server events.
    var logger: Logger { get }
    /// Where the API lives (`api/v3` for Radarr and Sonarr, `api/v1` for Lidarr).
    var apiPath: String { get }
    /// Adds the service's API routes to `api` (already behind the key check).
    func registerRoutes(on api: RouterGroup<BasicRequestContext>, json: DemoJSON)
    /// The saved filters the server starts with, as its web interface would have made them.
    var initialCustomFilters: [CustomFilter] { get }
    /// Its Connect → Webhook connections (an *arr's); nil for a server without them.
    var notifications: DemoNotifications? { get }
    /// Its admin side (tasks, backups, log files, updates, indexers, download clients, the
    /// blocklist); nil for a server without one.
    var admin: DemoAdmin? { get }
    /// What its push loop sends while it runs (its webhooks, however the kind keeps them); nil
    /// for a server that pushes nothing.
    var pushing: (any DemoPushing)? { get }
    /// Moves the server's time on (downloads finish, imports happen) without a request: the
    /// push loop calls it so webhooks go out while nobody reads the server.
    func tick() async
    /// The covers it serves under `mediacover/…`; nil for a server without pictures.
    var covers: DemoCovers? { get }
    /// Whether its paths route in any case, as the *arrs' (ASP.NET) and Seerr's (Express) do;
    /// a server that routes them exactly (Tautulli's CherryPy, the download clients) says false.
    var pathsIgnoreCase: Bool { get }
    /// Every route the server answers; the *arrs use the shared one below (`/ping`, `/api/v3`
    /// behind the key), other kinds of server bring their own.
    func makeRouter() throws(DemoServerError) -> Router<BasicRequestContext>
}

extension DemoService {
    /// The type's name.
    public var name: String { Self.serverName }

    /// Paths route in any case unless the service says otherwise.
    public var pathsIgnoreCase: Bool { true }

    /// The *arrs' v3 API unless the service says otherwise.
    public var apiPath: String { "api/v3" }

    /// No saved filters unless the service brings some.
    public var initialCustomFilters: [CustomFilter] { [] }

    /// No webhooks unless the service keeps connections.
    public var notifications: DemoNotifications? { nil }

    /// No pictures unless the service draws some.
    public var covers: DemoCovers? { nil }

    /// No admin side unless the service has one.
    public var admin: DemoAdmin? { nil }

    /// An *arr's connections push; another kind says what it pushes.
    public var pushing: (any DemoPushing)? { notifications }

    /// Nothing moves by itself unless the service says so.
    public func tick() async {}

    /// The router with every route, for in-process tests.
    public func makeRouter() throws(DemoServerError) -> Router<BasicRequestContext> {
        let (router, root) = try DemoAnswers.router(configuration, faults: faults, caseInsensitive: true)
        let base = try configuration.normalisedURLBase()
        if !base.isEmpty { router.add(middleware: URLBaseRedirect(base: base)) }
        let faults = faults
        root.get("ping") { _, _ in
            DemoJSON(faults: faults).respond(data: Data(#"{"status":"OK"}"#.utf8))
        }
        let api = root.group(RouterPath(apiPath)).add(
            middleware: AuthMiddleware(apiKey: configuration.apiKey, faults: faults))
        let json = DemoJSON(faults: faults)
        registerRoutes(on: api, json: json)
        DemoCustomFilterRoutes(store: DemoCustomFilters(initialCustomFilters), json: json).register(on: api)
        if let notifications { DemoNotificationRoutes(store: notifications, json: json).register(on: api) }
        if let covers {
            DemoCoverRoutes(
                covers: covers, webLogin: configuration.webLogin,
                urlBase: (try? configuration.normalisedURLBase()) ?? ""
            ).register(api: api, root: root)
        }
        if let admin {
            DemoAdminRoutes(admin: admin, json: json).register(on: api)
            DemoBackupFileRoutes(
                admin: admin, webLogin: configuration.webLogin, urlBase: (try? configuration.normalisedURLBase()) ?? ""
            ).register(on: root)
        }
        return router
    }
}
