import ArrDemoKit
import AsyncHTTPClient
import BazarrDemoServer
import DownloadDemoServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LidarrDemoServer
import Logging
import NIOCore
import ProwlarrDemoServer
import RadarrDemoServer
import SeerrDemoServer
import ServerKit
import SonarrDemoServer
import TautulliDemoServer
import Testing
import ThriftwoodCore
import ThriftwoodWeb

/// One test's world: an empty database, a demo Radarr, a profile with it, and the site over them.
struct WebWorld {
    let database: AppDatabase
    let site: WebSite
    let users: UserDirectory
    let radarr: ServerConnection
    let profile: Profile
    let log: any AppLog
    let dependencies: AppDependencies
    /// The events the site's hooks keep, as they arrive.
    let feed: EventFeed

    /// A link for every route of the profile's route table.
    @MainActor
    func sampleLinks() async throws -> [String] {
        let coordinator = AppCoordinator(
            dependencies: dependencies, dataDirectory: FileManager.default.temporaryDirectory)
        await coordinator.start()
        return coordinator.sampleLinks
    }

    /// Thriftwood's own log as its messages (after what is pending is written).
    func logLines() async throws -> [String] {
        await log.flush()
        return try await log.entries(minimumLevel: .trace, containing: "", limit: 500).map(\.message)
    }

    /// Builds the world, runs `body` with a router test client, and stops everything.
    @MainActor
    static func with(
        options: WebOptions = WebOptions(), users: [(String, HouseholdRole)] = [], alsoSonarrAndLidarr: Bool = false,
        everyKind: Bool = false, emptyDataDirectory: Bool = false, live: Bool = false,
        _ body: @escaping @Sendable (any TestClientProtocol, WebWorld) async throws -> Void
    ) async throws {
        let database = try AppDatabase.inMemory()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "thriftwood-web-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        // As in `--demo`: the demos share their downloads, and what the demo Seerr approves
        // reaches the demo Radarr and Sonarr.
        let requests = DemoRequestExchange()
        SeerrDemoServer.handOverEarlierApprovals(to: requests)
        let shared = DemoServerConfiguration(exchange: DemoDownloadExchange(), requests: requests)
        let demo = OnDemandDemoServer(RadarrDemoServer.self, configuration: shared)
        var demos = [ServiceKind.radarr: demo]
        if alsoSonarrAndLidarr || everyKind {
            demos[.sonarr] = OnDemandDemoServer(SonarrDemoServer.self, configuration: shared)
            demos[.lidarr] = OnDemandDemoServer(LidarrDemoServer.self, configuration: shared)
        }
        if everyKind {
            demos[.seerr] = OnDemandDemoServer(SeerrDemoServer.self, configuration: shared)
            demos[.tautulli] = OnDemandDemoServer(TautulliDemoServer.self, configuration: shared)
            demos[.prowlarr] = OnDemandDemoServer(ProwlarrDemoServer.self, configuration: shared)
            demos[.bazarr] = OnDemandDemoServer(BazarrDemoServer.self, configuration: shared)
            for kind in ServiceKind.downloadClients {
                demos[kind] = kind.downloadClient.flatMap { DemoDownloadClients.onDemand($0, configuration: shared) }
            }
        }
        let radarr = try await demo.connection()
        let dependencies = AppDependencies.live(
            database: database, kinds: KindRegistry.standard, http: http,
            demos: demos.mapValues { demo in DemoServerLauncher { try await demo.connection() } })
        var profile: Profile
        if everyKind {
            profile = try await dependencies.profiles.demoProfile(kinds: .standard)
        } else {
            profile = try await dependencies.profiles.create(ProfileDraft(name: "Home"))
            for kind in [ServiceKind.radarr, .sonarr, .lidarr] {
                guard let demo = demos[kind] else { continue }
                let connection = try await demo.connection()
                if let server = ConnectionDraft(kind, url: connection.baseURL, apiKey: connection.apiKey).server {
                    _ = try await dependencies.profiles.addServer(server, to: profile.id)
                }
            }
            profile = try #require(try await dependencies.profiles.profile(id: profile.id))
        }
        if emptyDataDirectory { try await dependencies.profiles.delete(id: profile.id) }
        let directory = UserDirectory(database: database, cost: 4)
        for (name, role) in users { try await directory.add(name: name, password: password(of: name), role: role) }
        let frontEnd = WebFrontEnd(basePath: options.basePath, logger: Logger(label: "test")) {
            let coordinator = AppCoordinator(dependencies: dependencies, dataDirectory: folder)
            await coordinator.start()
            return coordinator
        }
        let feed = EventFeed()
        let hooks = WebhookIntake(
            profiles: dependencies.profiles, secrets: HookSecrets(database: database),
            store: EventStore(database: database), feed: feed, kinds: .standard)
        let site = WebSite(
            options: options, frontEnd: frontEnd, users: directory, sessions: SignInSessions(database: database),
            throttle: SignInThrottle(database: database), logger: Logger(label: "test"), hooks: hooks,
            feed: feed)
        let world = WebWorld(
            database: database, site: site, users: directory, radarr: radarr, profile: profile, log: dependencies.log,
            dependencies: dependencies, feed: feed)
        do {
            try await Application(router: site.router()).test(live ? .live : .router) { client in
                try await body(client, world)
            }
        } catch {
            try await http.shutdown()
            for demo in demos.values { await demo.stop() }
            throw error
        }
        try await http.shutdown()
        for demo in demos.values { await demo.stop() }
    }

    /// The password a test user of `name` has.
    static func password(of name: String) -> String { "correct horse \(name)" }
}

/// A browser's cookie jar, enough for one site: what Set-Cookie said last.
final class Browser: @unchecked Sendable {
    private(set) var cookie: String?
    let origin: String

    init(origin: String = "http://localhost") { self.origin = origin }

    /// GETs `uri` with the cookie; returns status, headers and body.
    func get(_ uri: String, _ client: any TestClientProtocol) async throws -> Page {
        let page = try await client.execute(uri: uri, method: .get, headers: headers()) { Page($0) }
        remember(page)
        return page
    }

    /// POSTs `fields` as a form from this site's pages (Origin and Sec-Fetch-Site as a browser sends them).
    func post(
        _ uri: String, _ fields: [String: String], _ client: any TestClientProtocol, origin: String? = nil,
        site: String? = "same-origin"
    ) async throws -> Page {
        var headers = headers()
        headers[.contentType] = "application/x-www-form-urlencoded"
        headers[.origin] = origin ?? self.origin
        if let site, let name = HTTPField.Name("Sec-Fetch-Site") { headers[name] = site }
        let body = fields.sorted { $0.key < $1.key }.map { key, value in
            "\(key)=\(value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
        }.joined(separator: "&")
        let page = try await client.execute(
            uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body)
        ) { Page($0) }
        remember(page)
        return page
    }

    /// Signs `name` in (with their test password); returns the new session's form token.
    func signIn(_ name: String, _ client: any TestClientProtocol) async throws -> String {
        let token = try #require(try await get("/_/signin", client).field("csrf"))
        _ = try await post("/_/signin", ["csrf": token, "name": name, "password": WebWorld.password(of: name)], client)
        return try #require(try await get("/_/account", client).field("csrf"))
    }

    /// Posts `fields` and one file as `multipart/form-data` (a form with a file input).
    func upload(
        _ uri: String, _ fields: [String: String], file: (field: String, name: String, contents: Data),
        _ client: any TestClientProtocol
    ) async throws -> Page {
        let boundary = "----thriftwood-test-\(UUID().uuidString)"
        var headers = headers()
        headers[.contentType] = "multipart/form-data; boundary=\(boundary)"
        headers[.origin] = origin
        if let name = HTTPField.Name("Sec-Fetch-Site") { headers[name] = "same-origin" }
        var body = Data()
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            body.append(
                Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(key)\"\r\n\r\n\(value)\r\n".utf8))
        }
        body.append(
            Data(
                ("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.field)\"; filename=\"\(file.name)\"\r\n"
                    + "Content-Type: application/octet-stream\r\n\r\n").utf8))
        body.append(file.contents)
        body.append(Data("\r\n--\(boundary)--\r\n".utf8))
        let page = try await client.execute(
            uri: uri, method: .post, headers: headers, body: ByteBuffer(bytes: body)
        ) { Page($0) }
        remember(page)
        return page
    }

    func headers() -> HTTPFields {
        var headers = HTTPFields()
        if let cookie { headers[.cookie] = cookie }
        return headers
    }

    private func remember(_ page: Page) {
        for header in page.headers[values: .setCookie] {
            let pair = String(header.split(separator: ";")[0])
            cookie = pair.hasSuffix("=") ? nil : pair
        }
    }

    /// Forgets the cookie (a new browser).
    func forget() { cookie = nil }

    /// Uses `cookie` (one copied from elsewhere).
    func use(_ cookie: String?) { self.cookie = cookie }
}

/// A response as a test reads it.
struct Page: Sendable {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let body: String

    init(_ response: TestResponse) {
        status = response.status
        headers = response.headers
        body = String(buffer: response.body)
    }

    /// The value of the first hidden field `name` (the form token, the page's path).
    func field(_ name: String) -> String? {
        guard let range = body.range(of: "name=\"\(name)\" value=\"") else { return nil }
        let rest = body[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// The first link whose whole path matches `pattern` (a regular expression).
    func link(matching pattern: String) -> String? {
        links.first { $0.range(of: "^" + pattern + "$", options: .regularExpression) != nil }
    }

    /// Every link on the page.
    var links: [String] {
        body.components(separatedBy: "href=\"").dropFirst().compactMap { part in
            part.firstIndex(of: "\"").map { String(part[..<$0]).replacingOccurrences(of: "&amp;", with: "&") }
        }
    }
}
