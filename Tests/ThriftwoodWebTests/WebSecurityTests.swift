import AsyncHTTPClient
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import ServerKit
import Testing
import ThriftwoodCore
import ThriftwoodWeb

@Suite("The site on a network: protections, tokens, origins, hosts and escaping")
struct WebSecurityTests {
    @Test("Every answer carries the browser's protections: pages, files, refusals and 404s")
    func headers() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            for uri in ["/", "/_/style.css", "/nowhere", "/_/signin"] {
                let page = try await browser.get(uri, client)
                let policy = page.headers[.contentSecurityPolicy] ?? ""
                #expect(policy.contains("script-src 'self'"), "\(uri)")
                #expect(policy.contains("frame-ancestors 'none'"), "\(uri)")
                #expect(!policy.contains("unsafe-inline"), "\(uri)")
                #expect(page.headers[.xContentTypeOptions] == "nosniff", "\(uri)")
                #expect(HTTPField.Name("Referrer-Policy").flatMap { page.headers[$0] } == "no-referrer", "\(uri)")
            }
            let refused = try await browser.post("/_/do", ["action": "monitor"], client)
            #expect(refused.status == .forbidden)
            #expect(refused.headers[.contentSecurityPolicy] != nil)
        }
    }

    @Test("No page has inline script or an inline event handler")
    func noInlineScript() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            for uri in ["/", "/radarr", "/radarr/movies", "/_/signin"] {
                let body = try await browser.get(uri, client).body
                #expect(!body.contains("<script>"), "\(uri)")
                #expect(body.range(of: #" on[a-z]+="#, options: .regularExpression) == nil, "\(uri)")
            }
        }
    }

    @Test("A title a server sends is text, never markup, in an element and in an attribute")
    func escaping() async throws {
        try await WebWorld.with { client, world in
            let hostile = #"<script>alert(1)</script>"><img src=x onerror=alert(2)>"#
            try await addMovie(titled: hostile, to: world)
            let browser = Browser()
            let list = try await browser.get("/radarr/movies?q=alert", client)
            #expect(
                list.body.contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"))
            #expect(!list.body.contains("<script>alert"))
            #expect(!list.body.contains("<img src=x"))
            // The search typed back into the form's value attribute stays inside it.
            let typed = try await browser.get("/radarr/movies?q=%22%3E%3Cscript%3E", client)
            #expect(typed.body.contains("value=\"&quot;&gt;&lt;script&gt;\""))
            let movie = try #require(list.link(matching: "/radarr/movies/[0-9]+"))
            let page = try await browser.get(movie, client)
            #expect(page.body.contains("<title>&lt;script&gt;"))
            #expect(!page.body.contains("<script>alert"))
        }
    }

    @Test("A change needs the session's token: without it, or with another session's, it is refused")
    func csrfToken() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let movie = try await browser.get("/radarr/movies/1", client)
            let token = try #require(movie.field("csrf"))
            let missing = try await browser.post("/_/do", ["action": "monitor", "at": "/radarr/movies/1"], client)
            #expect(missing.status == .forbidden)
            let stranger = Browser()
            _ = try await stranger.get("/", client)
            let wrong = try await stranger.post(
                "/_/do", ["action": "monitor", "at": "/radarr/movies/1", "csrf": token], client)
            #expect(wrong.status == .forbidden)
            #expect(try await browser.get("/radarr/movies/1", client).body.contains(">Stop monitoring<"))
            let done = try await browser.post(
                "/_/do", ["action": "monitor", "at": "/radarr/movies/1", "csrf": token], client)
            #expect(done.status == .seeOther)
            #expect(done.headers[.location] == "/radarr/movies/1")
            let after = try await browser.get("/radarr/movies/1", client)
            #expect(after.body.contains(">Monitor<"))
            #expect(after.body.contains("✓ Not monitored"))
        }
    }

    @Test("A change sent by another site's page is refused, whatever token it carries")
    func sameOrigin() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let token = try #require(try await browser.get("/radarr/movies/1", client).field("csrf"))
            let fields = ["action": "monitor", "at": "/radarr/movies/1", "csrf": token]
            let crossSite = try await browser.post(
                "/_/do", fields, client, origin: "http://evil.example", site: "cross-site")
            #expect(crossSite.status == .forbidden)
            let otherOrigin = try await browser.post("/_/do", fields, client, origin: "http://evil.example", site: nil)
            #expect(otherOrigin.status == .forbidden)
            // A private origin ("null", sent under no-referrer) proves nothing by itself.
            let hidden = try await browser.post("/_/do", fields, client, origin: "null", site: nil)
            #expect(hidden.status == .forbidden)
            #expect(try await browser.get("/radarr/movies/1", client).body.contains(">Stop monitoring<"))
        }
    }

    @Test("A browser that hides its origin (no-referrer) but says same-origin may change things")
    func nullOrigin() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let token = try #require(try await browser.get("/radarr/movies/1", client).field("csrf"))
            let done = try await browser.post(
                "/_/do", ["action": "monitor", "at": "/radarr/movies/1", "csrf": token], client, origin: "null")
            #expect(done.status == .seeOther)
        }
    }

    @Test("An action returns only to this site's own pages")
    func openRedirect() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let movie = try await browser.get("/radarr/movies/1", client)
            let token = try #require(movie.field("csrf"))
            for target in ["https://evil.example/", "//evil.example/x", "/\\evil.example"] {
                let page = try await browser.post("/_/do", ["action": "none", "at": target, "csrf": token], client)
                #expect(page.headers[.location] == "/", "\(target)")
            }
        }
    }

    @Test("Signing in returns to no other site, even through a TAB or newline a browser drops from an address")
    func signInNextWithControlCharacters() async throws {
        try await WebWorld.with(users: [("maria", .admin)]) { client, _ in
            for next in ["/\t/evil.example/x", "/\n/evil.example/x", "/\r\n/evil.example", "/ /evil.example"] {
                let browser = Browser()
                let token = try #require(try await browser.get("/_/signin", client).field("csrf"))
                let right = try await browser.post(
                    "/_/signin",
                    ["csrf": token, "name": "maria", "password": WebWorld.password(of: "maria"), "next": next], client)
                #expect(right.headers[.location] == "/", "\(next.debugDescription)")
            }
        }
    }

    @Test("A request for a name this site is not served at is refused (DNS rebinding)")
    @MainActor
    func hostCheck() async throws {
        let database = try AppDatabase.inMemory()
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        let dependencies = AppDependencies.live(
            database: database, kinds: KindRegistry.standard, http: http, demos: [:])
        let site = WebSite(
            options: WebOptions(port: 0, publicHosts: ["media.example.org"]),
            frontEnd: WebFrontEnd(basePath: "", logger: Logger(label: "test")) {
                AppCoordinator(dependencies: dependencies, dataDirectory: URL(fileURLWithPath: "/tmp"))
            }, users: UserDirectory(database: database, cost: 4), sessions: SignInSessions(database: database),
            throttle: SignInThrottle(database: database), logger: Logger(label: "test"))
        try await site.application(onRunning: { _ in }).test(.live) { client in
            let port = try #require(client.port)
            for (host, expected) in [
                ("127.0.0.1:\(port)", HTTPResponse.Status.ok), ("localhost:\(port)", .ok),
                ("media.example.org", .ok), ("rebound.evil.example:\(port)", .misdirectedRequest),
                ("127.0.0.1:1", .misdirectedRequest),
            ] {
                var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)/_/style.css")
                request.headers.replaceOrAdd(name: "Host", value: host)
                let response = try await http.execute(request, timeout: .seconds(10))
                #expect(response.status.code == expected.code, "\(host)")
            }
        }
        try await http.shutdown()
    }

    /// Adds a movie called `title` to the world's demo Radarr, as another client of it would.
    private func addMovie(titled title: String, to world: WebWorld) async throws {
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        let movie: [String: Any] = [
            "title": title, "tmdbId": 990_001, "year": 2024, "qualityProfileId": 1, "monitored": true,
            "rootFolderPath": "/data/movies", "path": "/data/movies/Hostile (2024)", "minimumAvailability": "released",
            "addOptions": ["searchForMovie": false],
        ]
        var request = HTTPClientRequest(url: world.radarr.baseURL + "/api/v3/movie")
        request.method = .POST
        request.headers.add(name: "X-Api-Key", value: world.radarr.apiKey)
        request.headers.add(name: "Content-Type", value: "application/json")
        request.body = .bytes(ByteBuffer(data: try JSONSerialization.data(withJSONObject: movie)))
        let response = try await http.execute(request, timeout: .seconds(10))
        let body = try await response.body.collect(upTo: 1 << 20)
        try await http.shutdown()
        #expect(response.status.code == 201, "\(String(buffer: body))")
    }
}
