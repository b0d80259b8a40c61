import ArrKit
import Foundation
import ServerKit
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

@Suite("What servers push is read as each kind shapes it, kept per profile, and refused without the secret")
struct WebhookIntakeTests {
    /// A profile with a server of every pushing kind (two Radarrs), each with its secret, and
    /// the intake over them.
    struct World {
        let database: AppDatabase
        let profile: Profile
        let intake: WebhookIntake
        let store: EventStore
        let feed: EventFeed
        var secrets: [String: String] = [:]

        static func make() async throws -> World {
            let database = try AppDatabase.inMemory()
            let profiles = LiveProfileService(database: database, kinds: .standard)
            let home = try await profiles.create(ProfileDraft(name: "Home"))
            for (kind, name, port) in [
                (ServiceKind.radarr, "Radarr", 7878), (.radarr, "Radarr 4K", 7879), (.sonarr, "Sonarr", 8989),
                (.lidarr, "Lidarr", 8686), (.seerr, "Seerr", 5055), (.tautulli, "Tautulli", 8181),
                (.sabnzbd, "SABnzbd", 8080),
            ] {
                _ = try await profiles.addServer(
                    ServiceServer(
                        kind: kind, name: name,
                        connection: ServerConnection(baseURL: "http://nas:\(port)", apiKey: "key")),
                    to: home.id)
            }
            let profile = try #require(try await profiles.profile(id: home.id))
            let hookSecrets = HookSecrets(database: database)
            let store = EventStore(database: database)
            let feed = EventFeed()
            var world = World(
                database: database, profile: profile,
                intake: WebhookIntake(
                    profiles: profiles, secrets: hookSecrets, store: store, feed: feed, kinds: .standard,
                    clock: { Date(timeIntervalSince1970: 1_800_000_000) }),
                store: store, feed: feed)
            for server in profile.servers {
                world.secrets[server.slug] = try await hookSecrets.secret(for: try #require(server.id))
            }
            return world
        }

        /// Pushes the fixture `name` to `slug` with its secret as Basic auth's password.
        func push(_ name: String, to slug: String) async throws -> WebhookIntake.Outcome {
            let url = try #require(Bundle.module.url(forResource: "Fixtures/webhooks/\(name)", withExtension: "json"))
            let secret = try #require(secrets[slug])
            let basic = "Basic " + Data("anyone:\(secret)".utf8).base64EncodedString()
            return await intake.receive(
                slug: slug, offered: HookSecrets.offered(authorization: basic, header: nil),
                body: try Data(contentsOf: url))
        }

        /// The event `name` becomes when pushed to `slug`.
        func event(_ name: String, to slug: String) async throws -> StackEvent {
            let outcome = try await push(name, to: slug)
            guard case .stored(let event, _) = outcome else {
                Issue.record("\(name) was not kept: \(outcome)")
                throw CancellationError()
            }
            return event
        }
    }

    /// One payload and what it must become (`Fixtures/webhooks/expected.json`, which CI's
    /// webhook check posts to `serve` too).
    struct Expected: Decodable, Sendable, CustomTestStringConvertible {
        let file: String
        let slug: String
        let type: StackEventType
        let sentence: String
        let link: String?
        var testDescription: String { file }

        static func all() throws -> [Expected] {
            guard let url = Bundle.module.url(forResource: "Fixtures/webhooks/expected", withExtension: "json") else {
                throw CancellationError()
            }
            return try JSONDecoder().decode([Expected].self, from: Data(contentsOf: url))
        }
    }

    @Test("Every payload shape reads as a sentence with the screen it concerns", arguments: try Expected.all())
    func shapes(_ expected: Expected) async throws {
        let world = try await World.make()
        let event = try await world.event(expected.file, to: expected.slug)
        #expect(event.type == expected.type)
        #expect(event.sentence == expected.sentence)
        #expect(event.link == expected.link)
        #expect(event.server.slug == expected.slug)
    }

    @Test("A second server of a kind names itself and links to its own screens")
    func secondServer() async throws {
        let world = try await World.make()
        let event = try await world.event("radarr-download-upgrade", to: "radarr-4k")
        #expect(event.sentence == "Downloaded: Arrival (2016) on Radarr 4K, Remux-2160p, upgrade")
        #expect(event.link == "thriftwood://radarr-4k/12")
    }

    @Test("Each link an event carries opens a screen of the profile")
    func linksOpen() async throws {
        let world = try await World.make()
        let codec = KindRegistry.standard.deepLinks(for: world.profile)
        for (name, slug) in [
            ("radarr-download-upgrade", "radarr-4k"), ("sonarr-download-one", "sonarr"), ("lidarr-grab", "lidarr"),
            ("seerr-media-pending", "seerr"), ("radarr-health", "radarr"), ("tautulli-play-transcode", "tautulli"),
        ] {
            let link = try #require(try await world.event(name, to: slug).link)
            #expect(throws: Never.self, "\(link)") { try codec.parse(link) }
        }
    }

    @Test("A hostile payload is kept as plain text: markup and escapes as they came, odd types skipped")
    func hostile() async throws {
        let world = try await World.make()
        let event = try await world.event("hostile-escapes", to: "radarr")
        #expect(event.type == .grabbed)
        #expect(event.sentence.hasPrefix("Grabbed: <script>alert(1)</script>"))
        #expect(event.sentence.hasSuffix("[2J Arrival (2016) on Radarr"))
        #expect(!event.sentence.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(event.link == "thriftwood://radarr/12")
    }

    @Test("A wrong secret, a secret of another server, or an unknown slug is refused alike, and nothing is kept")
    func refusals() async throws {
        let world = try await World.make()
        let body = Data(#"{"eventType":"Test"}"#.utf8)
        let radarrSecret = try #require(world.secrets["radarr"])
        for (slug, offered) in [
            ("radarr", ["wrong"]), ("radarr", []), ("sonarr", [radarrSecret]), ("nobody", [radarrSecret]),
            ("radarr", [String(radarrSecret.dropLast())]),
        ] {
            #expect(await world.intake.receive(slug: slug, offered: offered, body: body) == .unauthorized)
        }
        #expect(try await world.store.events(profileID: world.profile.id).isEmpty)
        // The same secret as a bearer token or in the header is taken.
        for offered in [
            HookSecrets.offered(authorization: "Bearer \(radarrSecret)", header: nil),
            HookSecrets.offered(authorization: nil, header: radarrSecret),
            HookSecrets.offered(authorization: radarrSecret, header: nil),
        ] {
            guard case .stored = await world.intake.receive(slug: "RADARR", offered: offered, body: body) else {
                Issue.record("\(offered) was refused")
                continue
            }
        }
    }

    @Test("Bodies too large, too deep or not a JSON object are refused before they are read")
    func bodies() async throws {
        let world = try await World.make()
        let secret = try #require(world.secrets["radarr"])
        let cases: [(Data, WebhookBody.Refusal)] = [
            (Data(repeating: UInt8(ascii: " "), count: WebhookBody.byteLimit + 1), .tooLarge),
            (Data(String(repeating: "[", count: 100_000).utf8), .tooDeep),
            (Data(#"{"a":"#.utf8) + Data(String(repeating: #"{"a":"#, count: 40).utf8), .tooDeep),
            (Data("not json".utf8), .notJSON),
            (Data("[1, 2]".utf8), .notJSON),
        ]
        for (body, refusal) in cases {
            #expect(await world.intake.receive(slug: "radarr", offered: [secret], body: body) == .refused(refusal))
        }
        // Brackets inside strings are text, not nesting.
        let quoted = Data(#"{"eventType":"Test","message":"\#(String(repeating: "[", count: 100))"}"#.utf8)
        guard case .stored = await world.intake.receive(slug: "radarr", offered: [secret], body: quoted) else {
            Issue.record("a body with brackets in a string was refused")
            return
        }
    }

    @Test("A download client cannot push: its hook says so instead of keeping nothing quietly")
    func cannotPush() async throws {
        let world = try await World.make()
        let secret = try #require(world.secrets["sabnzbd"])
        let outcome = await world.intake.receive(slug: "sabnzbd", offered: [secret], body: Data("{}".utf8))
        guard case .cannotPush(let reason) = outcome else {
            Issue.record("got \(outcome)")
            return
        }
        #expect(reason.contains("SABnzbd does not send webhooks"))
    }

    @Test("Events are kept per profile, newest last, the oldest leaving beyond the limit; listeners hear each")
    func store() async throws {
        let world = try await World.make()
        let listening = world.feed.listen()
        let secret = try #require(world.secrets["radarr"])
        for index in 0..<(EventStore.limit + 5) {
            _ = await world.intake.receive(
                slug: "radarr", offered: [secret],
                body: Data(#"{"eventType":"Health","message":"problem \#(index)"}"#.utf8))
        }
        let kept = try await world.store.events(profileID: world.profile.id)
        #expect(kept.count == EventStore.limit)
        #expect(kept.first?.sentence == "Radarr health: problem 5")
        #expect(kept.last?.sentence == "Radarr health: problem \(EventStore.limit + 4)")
        let newest = try await world.store.newestID(profileID: world.profile.id)
        #expect(try await world.store.events(profileID: world.profile.id, after: newest - 2).count == 2)
        var heard: [String] = []
        for await event in listening {
            heard.append(event.event.sentence)
            if heard.count == 3 { break }
        }
        #expect(heard.count == 3)
    }

    @Test("--since windows read as people write them")
    func windows() {
        #expect(EventWindow.seconds("30m") == 1800)
        #expect(EventWindow.seconds("1d") == 86_400)
        #expect(EventWindow.seconds("2W") == 14 * 86_400.0)
        for bad in ["", "d", "1y", "-1d", "0h", "1.5h", "99999999999d"] { #expect(EventWindow.seconds(bad) == nil) }
    }
}
