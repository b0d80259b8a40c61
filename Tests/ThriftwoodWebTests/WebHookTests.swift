import ArrKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import NIOHTTP1
import RadarrAPI
import SeerrKit
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

    @Test("A burst of right pushes is all kept (the *arrs do not send again); a byte-identical replay is one event")
    func burstAndReplay() async throws {
        try await WebWorld.with { client, world in
            let radarr = try #require(world.profile.server(.radarr))
            let secret = try await HookSecrets(database: world.database).secret(for: try #require(radarr.id))
            for id in 1...150 {
                let body = #"{"eventType":"Rename","movie":{"id":\#(id),"title":"Film \#(id)","year":2001}}"#
                let (status, _) = try await Self.push(client, "/hooks/radarr", body: body, headers: Self.basic(secret))
                #expect(status == .ok, "push \(id)")
            }
            let grab =
                #"{"eventType":"Grab","movie":{"id":2,"title":"Alien","year":1979},"release":{"releaseTitle":"Alien.1979"}}"#
            for _ in 0..<3 {
                let (status, _) = try await Self.push(client, "/hooks/radarr", body: grab, headers: Self.basic(secret))
                #expect(status == .ok)
            }
            // A Test is never a replay: a server tests a connection each time someone asks.
            let test = #"{"eventType":"Test","instanceName":"Radarr","applicationUrl":""}"#
            for _ in 0..<2 {
                let (status, _) = try await Self.push(client, "/hooks/radarr", body: test, headers: Self.basic(secret))
                #expect(status == .ok)
            }
            let events = try await EventStore(database: world.database).events(profileID: world.profile.id)
            #expect(events.filter { $0.sentence.contains("Alien") }.count == 1)
            #expect(events.filter { $0.type == .test }.count == 2)
            #expect(events.count == 153)
        }
    }

    @Test("A wrong secret is refused at the headers, before its body is read (an upload never takes a place)")
    func refusedBeforeTheBody() async throws {
        try await WebWorld.with { client, _ in
            let huge = String(repeating: " ", count: WebhookBody.byteLimit + 10)
            let (status, _) = try await Self.push(client, "/hooks/radarr", body: huge, headers: Self.basic("wrong"))
            #expect(status == .unauthorized)
        }
    }

    @Test("Pushes sent all at once are bounded while unanswered; wrong ones stop the address; right ones never do")
    func guessingAtOnce() {
        let limit = HookRateLimit(clock: { Date(timeIntervalSince1970: 1_800_000_000) })
        // Forty at once before any answer: the first 32 are checked, the rest wait.
        let admitted = (0..<40).filter { _ in limit.admit("10.0.0.9") }.count
        #expect(admitted == HookRateLimit.unansweredAtOnce)
        for _ in 0..<admitted { limit.answered("10.0.0.9", wrongSecret: true) }
        #expect(!limit.admit("10.0.0.9"))
        // Right secrets never count against an address: a server pushing a lot is never stopped by it.
        let other = HookRateLimit(clock: { Date(timeIntervalSince1970: 1_800_000_000) })
        for _ in 0..<100 {
            #expect(other.admit("10.0.0.8"))
            other.answered("10.0.0.8", wrongSecret: false)
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

@Suite("notifications connect registers Thriftwood in a demo *arr, which then pushes as the real one does")
struct HookConnectTests {
    @Test("Connecting makes one Webhook connection whose Test arrives; grabs follow; disconnecting removes only it")
    func connectAndDisconnect() async throws {
        try await WebWorld.with(live: true) { client, world in
            let port = try #require(client.port)
            let radarr = try #require(world.profile.server(.radarr))
            let engine = try #require(KindRegistry.standard.declaration(of: radarr.kind)?.arrEngine)
            let secrets = try #require(world.dependencies.hookSecrets)
            let arr = try await engine.client(world.dependencies.services, radarr)
            // Someone's own connection (only health events), which must survive.
            var own = ArrHookConnector.resource(
                from: try #require(try await arr.notificationSchema().first),
                address: "http://127.0.0.1:\(port)/hooks/radarr",
                secret: try await secrets.secret(for: try #require(radarr.id)))
            own["name"] = .string("Mine")
            own["onGrab"] = .bool(false)
            let theirs = try await arr.createNotification(own)
            let connector = ArrHookConnector(client: arr, secrets: secrets)
            let address = try #require(HookAddress.of(slug: radarr.slug, publicURL: "http://127.0.0.1:\(port)"))
            let id = try await connector.connect(radarr, address: address)
            // Connecting again replaces its own connection rather than adding a second.
            let again = try await connector.connect(radarr, address: address)
            #expect(again != id)
            let connections = try await arr.notifications()
            #expect(connections.count == 2)
            let ours = try #require(connections.first { $0["id"] == .number(Double(again)) })
            #expect(ours["name"] == .string("Thriftwood"))
            #expect(ours["onDownload"] == .bool(true) && ours["onGrab"] == .bool(true))
            // The server shows no secret back.
            let shownPassword = ours["fields"].flatMap { fields -> JSONValue? in
                guard case .array(let all) = fields else { return nil }
                return all.first { $0["name"] == .string("password") }?["value"]
            }
            #expect(shownPassword == .string("********"))

            let store = EventStore(database: world.database)
            let tests = try await store.events(profileID: world.profile.id).filter { $0.type == .test }
            #expect(tests.count >= 2)

            // A search grabs a release: the demo pushes Grab as Radarr does.
            // One not downloading already (the demo's queue starts with some).
            let radarrClient = try await world.dependencies.radarr.client(for: radarr)
            let queued = Set(try await radarrClient.queue(pageSize: 100).records.compactMap(\.movieId))
            let missing = try #require(
                try await radarrClient.movies().first { !$0.hasFile && $0.monitored && !queued.contains($0.id ?? 0) })
            _ = try await arr.core.send(
                .POST, "/command", body: Data(#"{"name":"MoviesSearch","movieIds":[\#(missing.id ?? 0)]}"#.utf8))
            var grabbed: [StackEvent] = []
            for _ in 0..<120 where grabbed.isEmpty {
                try await Task.sleep(for: .milliseconds(250))
                grabbed = try await store.events(profileID: world.profile.id).filter {
                    $0.type == .grabbed && $0.sentence.contains(missing.title)
                }
            }
            #expect(grabbed.count == 1)
            #expect(grabbed.first?.link == "thriftwood://radarr/\(missing.id ?? 0)")

            #expect(try await connector.disconnect(radarr))
            #expect(try await arr.notifications().map { $0["id"] } == [theirs["id"]])
            #expect(try await connector.disconnect(radarr) == false)
        }
    }
}

@Suite("notifications connect points Seerr's one webhook agent at Thriftwood and puts it back after")
struct SeerrHookConnectTests {
    @Test("The agent is pointed here (its test arrives), approvals follow, someone's agent is replaced only when asked")
    func seerr() async throws {
        try await WebWorld.with(everyKind: true, live: true) { client, world in
            let port = try #require(client.port)
            let seerr = try #require(world.profile.server(.seerr))
            let secrets = try #require(world.dependencies.hookSecrets)
            let requests = try await world.dependencies.requests.client(for: seerr)
            // Someone's own agent, which Thriftwood must not take silently.
            var theirs = try await requests.webhookSettings()
            theirs["enabled"] = .bool(true)
            theirs["options"]?["webhookUrl"] = .string("http://127.0.0.1:1/theirs")
            try await requests.saveWebhookSettings(theirs)
            let connector = SeerrHookConnector(client: requests, secrets: secrets)
            let address = try #require(HookAddress.of(slug: seerr.slug, publicURL: "http://127.0.0.1:\(port)"))
            await #expect(throws: CoreError.self) {
                _ = try await connector.attach(seerr, address: address, replacing: false)
            }
            _ = try await connector.attach(seerr, address: address, replacing: true)
            let store = EventStore(database: world.database)
            #expect(
                try await store.events(profileID: world.profile.id).contains {
                    $0.type == .test && $0.server.slug == seerr.slug
                })

            _ = try await requests.approve(1)
            var approved: [StackEvent] = []
            for _ in 0..<120 where approved.isEmpty {
                try await Task.sleep(for: .milliseconds(250))
                approved = try await store.events(profileID: world.profile.id).filter { $0.type == .requestApproved }
            }
            #expect(approved.map(\.sentence) == ["Request approved: Dune: Part Two (2024) for jonas"])
            #expect(approved.first?.link == "thriftwood://seerr/requests/1")

            #expect(try await connector.disconnect(seerr))
            #expect(try await requests.webhookSettings() == theirs)
        }
    }
}
