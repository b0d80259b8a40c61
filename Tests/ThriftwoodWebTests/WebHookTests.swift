import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
import ThriftwoodCore

@testable import ThriftwoodWeb

@Suite("Servers push to /hooks/<slug> with their secret, without a session, and are refused without it")
struct WebHookTests {
    /// Pushes `body` to `path` with `headers`.
    static func push(
        _ client: any TestClientProtocol, _ path: String, body: String, headers: HTTPFields = [:]
    ) async throws -> (HTTPResponse.Status, String) {
        var headers = headers
        headers[.contentType] = "application/json"
        return try await client.execute(
            uri: path, method: .post, headers: headers, body: ByteBuffer(string: body)
        ) { ($0.status, String(buffer: $0.body)) }
    }

    static func basic(_ secret: String) -> HTTPFields {
        [.authorization: "Basic " + Data("radarr:\(secret)".utf8).base64EncodedString()]
    }

    @Test("A push with the server's secret is kept, with no cookie, CSRF token or Origin; a wrong one is 401")
    func pushes() async throws {
        try await WebWorld.with { client, world in
            let radarr = try #require(world.profile.server(.radarr))
            let secret = try await HookSecrets(database: world.database).secret(for: try #require(radarr.id))
            let body =
                #"{"eventType":"Download","movie":{"id":2,"title":"Alien","year":1979},"movieFile":{"quality":"Bluray-1080p"}}"#
            // A server sends no Origin and no cookie.
            let (status, _) = try await Self.push(
                client, "/hooks/\(radarr.slug)", body: body, headers: Self.basic(secret))
            #expect(status == .ok)
            let (wrong, text) = try await Self.push(
                client, "/hooks/\(radarr.slug)", body: body, headers: Self.basic("no"))
            #expect(wrong == .unauthorized)
            #expect(text.contains("notifications hook"))
            let (none, _) = try await Self.push(client, "/hooks/\(radarr.slug)", body: body)
            #expect(none == .unauthorized)
            let (unknown, _) = try await Self.push(client, "/hooks/nobody", body: body, headers: Self.basic(secret))
            #expect(unknown == .unauthorized)
            let events = try await EventStore(database: world.database).events(profileID: world.profile.id)
            #expect(events.map(\.sentence) == ["Downloaded: Alien (1979) on Radarr, Bluray-1080p"])
            // The secret is never in the app's log.
            #expect(try await world.logLines().allSatisfy { !$0.contains(secret) })
        }
    }

    @Test("A body over the limit is refused with 413 before it is read")
    func large() async throws {
        try await WebWorld.with { client, world in
            let radarr = try #require(world.profile.server(.radarr))
            let secret = try await HookSecrets(database: world.database).secret(for: try #require(radarr.id))
            let huge = String(repeating: " ", count: WebhookBody.byteLimit + 10)
            let (status, _) = try await Self.push(client, "/hooks/radarr", body: huge, headers: Self.basic(secret))
            #expect(status == .contentTooLarge)
        }
    }

    @Test("An address guessing secrets is stopped: after ten wrong ones even the right one waits")
    func guessing() async throws {
        try await WebWorld.with { client, world in
            let radarr = try #require(world.profile.server(.radarr))
            let secret = try await HookSecrets(database: world.database).secret(for: try #require(radarr.id))
            for guess in 0..<HookRateLimit.failuresPerMinute {
                let (status, _) = try await Self.push(
                    client, "/hooks/radarr", body: "{}", headers: Self.basic("guess \(guess)"))
                #expect(status == .unauthorized)
            }
            let (status, _) = try await Self.push(
                client, "/hooks/radarr", body: #"{"eventType":"Test"}"#, headers: Self.basic(secret))
            #expect(status == .tooManyRequests)
        }
    }

    @Test("The hooks live under the base path too, and the pages' protections still stand beside them")
    func basePath() async throws {
        try await WebWorld.with(options: WebOptions(basePath: "/thriftwood")) { client, world in
            let radarr = try #require(world.profile.server(.radarr))
            let secret = try await HookSecrets(database: world.database).secret(for: try #require(radarr.id))
            let (status, _) = try await Self.push(
                client, "/thriftwood/hooks/radarr", body: #"{"eventType":"Test"}"#, headers: Self.basic(secret))
            #expect(status == .ok)
            // A form post without a token is still refused.
            let (form, _) = try await Self.push(client, "/thriftwood/_/do", body: "action=x")
            #expect(form == .forbidden)
        }
    }
}

@Suite("The Notifications page and the toasts show what servers pushed, as text")
struct WebNotificationsPageTests {
    @Test("A pushed event is listed, escaped, opening the screen it concerns; the page tells an empty list why")
    func page() async throws {
        try await WebWorld.with { client, world in
            let browser = Browser()
            let empty = try await browser.get("/activity/notifications", client)
            #expect(empty.status == .ok)
            #expect(empty.body.contains("notifications hook --server NAME"))
            let radarr = try #require(world.profile.server(.radarr))
            let secret = try await HookSecrets(database: world.database).secret(for: try #require(radarr.id))
            let hostile =
                #"{"eventType":"Download","movie":{"id":2,"title":"<img src=x onerror=alert(1)>","year":1979}}"#
            let (status, _) = try await WebHookTests.push(
                client, "/hooks/radarr", body: hostile, headers: WebHookTests.basic(secret))
            #expect(status == .ok)
            let page = try await browser.get("/activity/notifications", client)
            #expect(!page.body.contains("<img src=x"))
            #expect(page.body.contains("&lt;img src=x onerror=alert(1)&gt; (1979) on Radarr"))
            #expect(page.links.contains("/radarr/2"))
            #expect(page.body.contains("data-toasts=\"/_/toasts\""))
        }
    }

    @Test("A toast carries the event as JSON text with the page's link under the base path")
    func toast() {
        let event = StackEvent(
            type: .importFailed, rawType: "ImportFailure",
            server: EventServer(kind: "lidarr", name: "Lidarr", slug: "lidarr"),
            sentence: "Import failed: \"</script><b>x</b>", date: Date(), link: "thriftwood://lidarr/artists/2")
        let json = ToastStream.json(TargetMessage(event, pageBase: "/tw"))
        let decoded = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: String]
        #expect(decoded?["message"] == "Import failed: \"</script><b>x</b>")
        #expect(decoded?["link"] == "/tw/lidarr/artists/2")
        #expect(decoded?["urgency"] == "high")
        #expect(!json.contains("\n"))
    }
}
