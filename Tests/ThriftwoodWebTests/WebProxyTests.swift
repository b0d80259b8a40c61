import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ThriftwoodCore
import ThriftwoodWeb

@Suite("Behind a reverse proxy: its headers are believed from its address only")
struct WebProxyTests {
    static func header(_ name: String, _ value: String) -> HTTPFields {
        var fields = HTTPFields()
        if let field = HTTPField.Name(name) { fields[field] = value }
        return fields
    }

    @Test("A trusted proxy's user header signs that user in; without it, sign-in is asked")
    func trustedHeader() async throws {
        let options = WebOptions(trustedProxies: ["127.0.0.1"], trustedHeader: "Remote-User")
        try await WebWorld.with(options: options, users: [("maria", .admin)], live: true) { client, _ in
            // The account page says who is signed in (and needs no server behind it).
            let signedIn = try await client.execute(
                uri: "/_/account", method: .get, headers: Self.header("Remote-User", "maria")
            ) { Page($0) }
            #expect(signedIn.status == .ok)
            #expect(signedIn.body.contains("<h1>maria</h1>"))
            let stranger = try await client.execute(
                uri: "/_/account", method: .get, headers: Self.header("Remote-User", "eve")
            ) { Page($0) }
            #expect(stranger.status == .seeOther)
            let nobody = try await client.execute(uri: "/_/account", method: .get) { Page($0) }
            #expect(nobody.status == .seeOther)
        }
    }

    @Test("The same header from an address that is not a listed proxy signs nobody in")
    func untrustedHeader() async throws {
        let options = WebOptions(trustedProxies: ["10.9.9.9"], trustedHeader: "Remote-User")
        try await WebWorld.with(options: options, users: [("maria", .admin)], live: true) { client, _ in
            let page = try await client.execute(
                uri: "/_/account", method: .get, headers: Self.header("Remote-User", "maria")
            ) { Page($0) }
            #expect(page.status == .seeOther)
            #expect(page.headers[.location]?.hasPrefix("/_/signin") == true)
        }
    }

    @Test("A trusted proxy's forwarded host is checked like a Host; HTTPS it reports makes the cookie Secure")
    func forwardedHostAndProto() async throws {
        let options = WebOptions(publicHosts: ["media.example.org"], trustedProxies: ["127.0.0.1"])
        try await WebWorld.with(options: options, live: true) { client, _ in
            var headers = Self.header("X-Forwarded-Host", "media.example.org")
            if let proto = HTTPField.Name("X-Forwarded-Proto") { headers[proto] = "https" }
            let page = try await client.execute(uri: "/_/signin", method: .get, headers: headers) { Page($0) }
            #expect(page.status != .misdirectedRequest)
            let cookie = try #require(page.headers[values: .setCookie].first)
            #expect(cookie.contains("Secure"))
            #expect(cookie.contains("__Host-thriftwood="))
            let rebound = try await client.execute(
                uri: "/", method: .get, headers: Self.header("X-Forwarded-Host", "rebound.evil.example")
            ) { Page($0) }
            #expect(rebound.status == .misdirectedRequest)
        }
    }

    @Test("Under a base path, HTTPS makes the cookie __Secure- (a __Host- cookie would need the path /)")
    func secureCookieUnderBasePath() async throws {
        let options = WebOptions(
            basePath: "/thriftwood", publicHosts: ["media.example.org"], trustedProxies: ["127.0.0.1"])
        try await WebWorld.with(options: options, live: true) { client, _ in
            var headers = Self.header("X-Forwarded-Host", "media.example.org")
            if let proto = HTTPField.Name("X-Forwarded-Proto") { headers[proto] = "https" }
            let page = try await client.execute(uri: "/thriftwood/_/signin", method: .get, headers: headers) {
                Page($0)
            }
            let cookie = try #require(page.headers[values: .setCookie].first)
            #expect(cookie.hasPrefix("__Secure-thriftwood="))
            #expect(cookie.contains("Secure") && cookie.contains("Path=/thriftwood"))
        }
    }

    @Test("Forwarded headers from anyone but a listed proxy are ignored")
    func untrustedForwarded() async throws {
        try await WebWorld.with(options: WebOptions(publicHosts: ["media.example.org"]), live: true) { client, _ in
            var headers = Self.header("X-Forwarded-Host", "rebound.evil.example")
            if let proto = HTTPField.Name("X-Forwarded-Proto") { headers[proto] = "https" }
            let page = try await client.execute(uri: "/_/signin", method: .get, headers: headers) { Page($0) }
            #expect(page.status != .misdirectedRequest)
            #expect(page.headers[values: .setCookie].allSatisfy { !$0.contains("Secure") })
        }
    }
}
