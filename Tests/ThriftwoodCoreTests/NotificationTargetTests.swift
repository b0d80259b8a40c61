import Foundation
import Logging
import NIOCore
import NIOHTTP1
import ServerKit
import Synchronization
import Testing

@testable import ThriftwoodCore

@Suite("Events go to ntfy, Gotify, Apprise and a JSON webhook as each documents its request")
struct NotificationTargetTests {
    static let event = StackEvent(
        id: 7, type: .upgraded, rawType: "Download",
        server: EventServer(kind: "sonarr", name: "Sonarr 4K", slug: "sonarr-4k"),
        sentence: "Downloaded: The Wire S02E03 on Sonarr 4K, HDTV-1080p, upgrade",
        date: Date(timeIntervalSince1970: 1_800_000_000),
        link: "thriftwood://sonarr-4k/4")

    /// The one request `target` gets for ``event``, and its JSON body.
    static func request(
        _ target: NotificationTarget, pageBase: String? = "http://nas:7171/tw"
    ) async throws -> (TransportRequest, [String: Any]) {
        let transport = InMemoryTransport { _ in .json("{}") }
        let database = try AppDatabase.inMemory()
        let delivery = TargetDelivery(
            transport: transport, store: TargetStore(database: database), logger: Logger(label: "test"), backoff: [],
            pageBase: pageBase)
        #expect(await delivery.attempt(event, to: target) == .delivered)
        let request = try #require(transport.requests.first)
        let body = try #require(request.body.map { Data($0.readableBytesView) })
        let json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        #expect(request.method == .POST)
        #expect(request.header("Content-Type") == "application/json")
        return (request, json)
    }

    @Test("ntfy: JSON to the server's root with the topic, a bearer token, priority, tags and the page as click")
    func ntfy() async throws {
        let (request, json) = try await Self.request(
            NotificationTarget(
                name: "Phone", kind: "ntfy", url: "https://ntfy.example.org/", topic: "media", token: "tk"))
        #expect(request.url == "https://ntfy.example.org/")
        #expect(request.header("Authorization") == "Bearer tk")
        #expect(json["topic"] as? String == "media")
        #expect(json["title"] as? String == "Sonarr 4K · Upgraded")
        #expect(json["message"] as? String == Self.event.sentence)
        #expect(json["priority"] as? Int == 3)
        #expect(json["tags"] as? [String] == ["upgraded", "sonarr"])
        #expect(json["click"] as? String == "http://nas:7171/tw/sonarr-4k/4")
    }

    @Test("Gotify: /message with the app token in X-Gotify-Key, priority 0–10, the click link in extras")
    func gotify() async throws {
        let (request, json) = try await Self.request(
            NotificationTarget(name: "Desk", kind: "gotify", url: "http://gotify.lan", token: "app"), pageBase: nil)
        #expect(request.url == "http://gotify.lan/message")
        #expect(request.header("X-Gotify-Key") == "app")
        #expect(request.header("Authorization") == nil)
        #expect(json["priority"] as? Int == 5)
        let extras = try #require(json["extras"] as? [String: Any])
        let click = (extras["client::notification"] as? [String: Any])?["click"] as? [String: Any]
        #expect(click?["url"] as? String == "thriftwood://sonarr-4k/4")
    }

    @Test("Apprise API: /notify/{key} with title, body, type and tag")
    func apprise() async throws {
        let (request, json) = try await Self.request(
            NotificationTarget(name: "All", kind: "apprise", url: "http://apprise:8000/", topic: "house hold"))
        #expect(request.url == "http://apprise:8000/notify/house%20hold")
        #expect(json["title"] as? String == "Sonarr 4K · Upgraded")
        #expect((json["body"] as? String)?.hasPrefix(Self.event.sentence) == true)
        #expect(json["type"] as? String == "success")
        #expect(json["tag"] as? String == "upgraded,sonarr")
    }

    @Test("The JSON webhook gets the event whole, with its server and link")
    func webhook() async throws {
        let (request, json) = try await Self.request(
            NotificationTarget(name: "Script", kind: "webhook", url: "https://hooks.example.org/in", token: "b"))
        #expect(request.url == "https://hooks.example.org/in")
        #expect(request.header("Authorization") == "Bearer b")
        #expect(json["type"] as? String == "upgraded")
        #expect(json["rawType"] as? String == "Download")
        #expect((json["server"] as? [String: Any])?["slug"] as? String == "sonarr-4k")
        #expect(json["date"] as? String == "2027-01-15T08:00:00Z")
    }

    @Test("A target missing what its kind needs, or of a kind nobody knows, is refused when added, naming it")
    func refusedTargets() async throws {
        let store = TargetStore(database: try AppDatabase.inMemory())
        let profile = try await LiveProfileService(database: store.database, kinds: .standard).create(
            ProfileDraft(name: "Home"))
        for (target, words) in [
            (NotificationTarget(name: "A", kind: "ntfy", url: "https://ntfy.sh"), "topic"),
            (NotificationTarget(name: "B", kind: "gotify", url: "http://g"), "application token"),
            (NotificationTarget(name: "C", kind: "pager", url: "http://p"), "not a kind of target"),
            (NotificationTarget(name: "D", kind: "webhook", url: "ftp://x"), "not an http or https address"),
            (NotificationTarget(name: " ", kind: "webhook", url: "http://x"), "needs a name"),
        ] {
            await #expect(throws: CoreError.self) { try await store.add(target, profileID: profile.id) }
            do {
                try await store.add(target, profileID: profile.id)
            } catch {
                #expect(error.description.contains(words), "\(error.description)")
            }
        }
        try await store.add(
            NotificationTarget(name: "Phone", kind: "ntfy", url: "https://ntfy.sh", topic: "t"), profileID: profile.id)
        await #expect(throws: CoreError.self) {
            try await store.add(
                NotificationTarget(name: "phone", kind: "webhook", url: "http://x"), profileID: profile.id)
        }
        #expect(try await store.targets(profileID: profile.id).map(\.name) == ["Phone"])
    }

    @Test("Filters take kinds, servers and types; tests only when asked; quiet hours let only the urgent through")
    func filters() throws {
        let event = Self.event
        #expect(EventFilter().takes(event))
        #expect(EventFilter(kinds: ["SONARR"]).takes(event))
        #expect(!EventFilter(kinds: ["radarr"]).takes(event))
        #expect(!EventFilter(servers: ["sonarr"]).takes(event))
        #expect(!EventFilter(types: [.downloaded]).takes(event))
        var test = event
        test.type = .test
        #expect(!EventFilter().takes(test))
        #expect(EventFilter(types: [.test]).takes(test))

        let utc = try #require(TimeZone(identifier: "UTC"))
        let night = Date(timeIntervalSince1970: 1_800_000_000 - 8 * 3600 - 30 * 60)  // 23:30 UTC
        let quiet = try #require(QuietHours("22:00-07:00"))
        #expect(quiet.contains(night, in: utc))
        #expect(!quiet.contains(event.date, in: utc))  // 08:00
        let target = NotificationTarget(name: "P", kind: "ntfy", url: "https://n", topic: "t", quiet: quiet)
        #expect(!target.wants(event, at: night, in: utc))
        var failing = event
        failing.type = .importFailed
        #expect(target.wants(failing, at: night, in: utc))
        #expect(target.wants(event, at: event.date, in: utc))
        for bad in ["22-07", "25:00-07:00", "07:00-07:00", ""] { #expect(QuietHours(bad) == nil) }
    }

    @Test("A target that cannot be reached is tried again, then its failure kept; a refused token is not retried")
    func retries() async throws {
        let database = try AppDatabase.inMemory()
        let profile = try await LiveProfileService(database: database, kinds: .standard).create(
            ProfileDraft(name: "Home"))
        let store = TargetStore(database: database)
        let calls = Mutex(0)
        let flaky = InMemoryTransport { _ in
            let call = calls.withLock { count -> Int in
                count += 1
                return count
            }
            return call < 3 ? .failure(.refused(host: "ntfy.lan")) : .json("{}")
        }
        let target = NotificationTarget(name: "Phone", kind: "ntfy", url: "http://ntfy.lan", topic: "t")
        try await store.add(target, profileID: profile.id)
        let delivery = TargetDelivery(
            transport: flaky, store: store, logger: Logger(label: "test"), backoff: [.zero, .zero, .zero])
        #expect(await delivery.deliver(Self.event, to: target, profileID: profile.id) == .delivered)
        #expect(flaky.requests.count == 3)

        let refusing = InMemoryTransport { _ in .json(#"{"error":"unauthorized"}"#, status: 401) }
        let strict = TargetDelivery(
            transport: refusing, store: store, logger: Logger(label: "test"), backoff: [.zero, .zero])
        let outcome = await strict.deliver(Self.event, to: target, profileID: profile.id)
        #expect(refusing.requests.count == 1)
        guard case .failed(let reason) = outcome else {
            Issue.record("a refused token was taken as delivered")
            return
        }
        #expect(reason.contains("answered 401"))
        #expect(try await store.targets(profileID: profile.id).first?.lastFailure == reason)
    }
}
