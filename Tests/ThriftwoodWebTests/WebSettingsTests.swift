import Foundation
import HTTPTypes
import HummingbirdTesting
import ServerKit
import Testing
import ThriftwoodCore
import ThriftwoodWeb

@Suite("Settings in the browser: Services, profiles, a profile's servers, preferences and the log")
struct WebSettingsTests {
    /// The id of the profile the world starts with.
    static func profileId(_ world: WebWorld) -> String { world.profile.id }

    @Test("A server added through the form is tested first: a wrong key is refused in words, the right one is listed")
    func addServer() async throws {
        try await WebWorld.with(everyKind: true) { client, world in
            let browser = Browser()
            let at = "/profile/\(Self.profileId(world))"
            let form = try await browser.get(at, client)
            #expect(form.body.contains("Add a server"), "\(WebRequestsTests.main(form))")
            let token = try #require(form.field("csrf"))
            var fields = [
                "action": "addServer", "at": at, "csrf": token, "kind": "radarr", "serverName": "Radarr 4K",
                "url": world.radarr.baseURL, "credential": "not-the-key", "enabled": "on",
            ]
            _ = try await browser.post("/_/do", fields, client)
            let refused = try await browser.get(at, client)
            #expect(refused.body.contains("tone-problem"), "\(WebRequestsTests.main(refused))")
            #expect(!refused.body.contains("not-the-key"))
            fields["credential"] = world.radarr.apiKey
            _ = try await browser.post("/_/do", fields, client)
            let added = try await browser.get(at, client)
            #expect(added.body.contains("✓ Added Radarr 4K"), "\(WebRequestsTests.main(added))")
            #expect(!added.body.contains(world.radarr.apiKey))
            #expect(try await browser.get("/services", client).body.contains("Radarr 4K"))
        }
    }

    @Test("Removing a server asks first, naming it and its address")
    func removeServer() async throws {
        try await WebWorld.with(everyKind: true) { client, world in
            let browser = Browser()
            let at = "/profile/\(Self.profileId(world))"
            let token = try #require(try await browser.get(at, client).field("csrf"))
            let asked = try await browser.post(
                "/_/do", ["action": "remove", "at": at, "csrf": token, "slug": "tautulli"], client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("Remove Tautulli ("), "\(question.body)")
            _ = try await browser.post(
                "/_/do", ["action": "remove", "at": at, "csrf": token, "slug": "tautulli", "confirmed": "yes"], client)
            #expect(try await browser.get(at, client).body.contains("✓ Removed Tautulli"))
        }
    }

    @Test("A new profile is created from the form, then used; deleting one asks first, naming it")
    func switchProfile() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let form = try await browser.get("/new-profile", client)
            let token = try #require(form.field("csrf"))
            _ = try await browser.post(
                "/_/do", ["action": "save", "at": "/new-profile", "csrf": token, "name": "Cabin"], client)
            let profiles = try await browser.get("/profiles", client)
            #expect(profiles.body.contains("Cabin"), "\(WebRequestsTests.main(profiles))")
            let id = try #require(
                profiles.body.components(separatedBy: "name=\"id\" value=\"").dropFirst().map {
                    String($0.prefix { $0 != "\"" })
                }.first { !$0.isEmpty })
            _ = try await browser.post("/_/do", ["action": "use", "at": "/profiles", "csrf": token, "id": id], client)
            let after = try await browser.get("/profiles", client)
            #expect(after.body.contains("✓ Using the profile"), "\(WebRequestsTests.main(after))")
            let asked = try await browser.post(
                "/_/do", ["action": "delete", "at": "/profiles", "csrf": token, "id": id], client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("Delete the profile “"), "\(question.body)")
        }
    }

    @Test("Services names each server's state and hides the key in its calendar feed")
    func services() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let page = try await Browser().get("/services", client)
            #expect(page.status == .ok)
            #expect(page.body.contains("connected"), "\(WebRequestsTests.main(page))")
            #expect(!page.body.contains("apikey=demo"))
            let browser = Browser()
            let services = try await browser.get("/services", client)
            let id = try #require(
                services.body.range(of: "name=\"id\" value=\"").map { range in
                    String(services.body[range.upperBound...].prefix { $0 != "\"" })
                })
            _ = try await browser.post(
                "/_/do",
                ["action": "diagnose", "at": "/services", "csrf": try #require(services.field("csrf")), "id": id],
                client)
            let diagnosed = try await browser.get("/services", client)
            #expect(diagnosed.body.contains("class=\"diagnosis\""), "\(WebRequestsTests.main(diagnosed))")
        }
    }

    @Test("Preferences switch; the log filters by level and text")
    func preferencesAndLog() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let appearance = try await browser.get("/appearance", client)
            let token = try #require(appearance.field("csrf"))
            #expect(appearance.body.contains("24-hour"))
            _ = try await browser.post("/_/do", ["action": "clock", "at": "/appearance", "csrf": token], client)
            #expect(try await browser.get("/appearance", client).body.contains("12-hour"))
            _ = try await browser.post(
                "/_/do", ["action": "filter", "at": "/logs", "csrf": token, "level": "error", "text": "zzz"], client)
            #expect(try await browser.get("/logs", client).body.contains("No entries match."))
        }
    }

    @Test("Every admin action in settings is a 403 page in words for a household user")
    func householdRefused() async throws {
        try await WebWorld.with(users: [("sam", .household)], everyKind: true) { client, world in
            let browser = Browser()
            let token = try await browser.signIn("sam", client)
            let profile = "/profile/\(Self.profileId(world))"
            let attempts: [(String, String, [String: String])] = [
                ("/profiles", "delete", ["id": Self.profileId(world)]), ("/profiles", "use", ["id": "x"]),
                (profile, "addServer", ["url": "http://127.0.0.1:1", "kind": "radarr"]),
                (profile, "remove", ["slug": "radarr"]), (profile, "save", ["name": "Mine"]),
                ("/appearance", "theme", [:]), ("/notifications", "health", [:]), ("/logs", "export", [:]),
                ("/radarr/radarr-settings", "test", [:]),
            ]
            for (at, action, extra) in attempts {
                var fields = extra
                fields["action"] = action
                fields["at"] = at
                fields["csrf"] = token
                let refused = try await browser.post("/_/do", fields, client)
                #expect(refused.status == .forbidden, "\(at) \(action)")
                #expect(refused.body.contains("A household user cannot change this"), "\(at) \(action)")
            }
        }
    }
}

@Suite("Users and roles in the browser, an admin's page")
struct WebUsersTests {
    @Test("An admin adds a household user, who can then sign in; removing asks first; nobody removes themselves")
    func manageUsers() async throws {
        try await WebWorld.with(users: [("maria", .admin)]) { client, _ in
            let browser = Browser()
            let token = try await browser.signIn("maria", client)
            #expect(try await browser.get("/_/users", client).body.contains("maria"))
            let added = try await browser.post(
                "/_/users",
                [
                    "csrf": token, "action": "add", "name": "sam", "password": WebWorld.password(of: "sam"),
                    "role": "household",
                ],
                client)
            #expect(
                try await browser.get(try #require(added.headers[.location]), client).body.contains(
                    "✓ Added sam (household)"))
            let weak = try await browser.post(
                "/_/users", ["csrf": token, "action": "add", "name": "kim", "password": "short"], client)
            #expect(try await browser.get(try #require(weak.headers[.location]), client).body.contains("tone-problem"))
            let question = try await browser.get("/_/users?remove=sam", client)
            #expect(question.body.contains("Remove the user sam?"))
            let yourself = try await browser.post(
                "/_/users", ["csrf": token, "action": "remove", "name": "maria", "confirmed": "yes"], client)
            #expect(
                try await browser.get(try #require(yourself.headers[.location]), client).body.contains(
                    "You cannot remove yourself"))
            let sam = Browser()
            _ = try await sam.signIn("sam", client)
            #expect(try await sam.get("/", client).status == .ok)
            _ = try await browser.post(
                "/_/users", ["csrf": token, "action": "remove", "name": "sam", "confirmed": "yes"], client)
            #expect(try await sam.get("/", client).status == .seeOther)
        }
    }

    @Test("A household user gets a 403 page in words for the users page and every change to it")
    func householdRefused() async throws {
        try await WebWorld.with(users: [("maria", .admin), ("sam", .household)]) { client, _ in
            let browser = Browser()
            let token = try await browser.signIn("sam", client)
            let page = try await browser.get("/_/users", client)
            #expect(page.status == .forbidden)
            #expect(page.body.contains("Only an admin of this Thriftwood manages its users."))
            for action in ["add", "password", "remove"] {
                let refused = try await browser.post(
                    "/_/users",
                    [
                        "csrf": token, "action": action, "name": "maria", "password": "a long new password",
                        "confirmed": "yes",
                    ],
                    client)
                #expect(refused.status == .forbidden, "\(action)")
            }
        }
    }
}

@Suite("A new data directory in the browser")
struct WebOnboardingTests {
    @Test("Home welcomes, offers the demo and the profile form; trying the demo fills Home with its servers")
    func tryTheDemo() async throws {
        try await WebWorld.with(everyKind: true, emptyDataDirectory: true) { client, _ in
            let browser = Browser()
            let home = try await browser.get("/", client)
            #expect(home.body.contains("Try the demo"), "\(WebRequestsTests.main(home))")
            #expect(home.body.contains("Set up my servers"))
            let token = try #require(home.field("csrf"))
            _ = try await browser.post("/_/do", ["action": "tryDemo", "at": "/", "csrf": token], client)
            let after = try await browser.get("/", client)
            #expect(!after.body.contains("Try the demo"), "\(WebRequestsTests.main(after))")
            #expect(after.body.contains("Radarr"))
        }
    }
}

extension WebOnboardingTests {
    @Test("Or the first run's steps: a name, Radarr tested, Sonarr skipped, finish — and Home is the new profile's")
    func setUpAProfile() async throws {
        try await WebWorld.with(everyKind: true, emptyDataDirectory: true) { client, world in
            let browser = Browser()
            let token = try #require(try await browser.get("/", client).field("csrf"))
            func step(_ fields: [String: String]) async throws -> Page {
                var fields = fields
                fields["at"] = "/"
                fields["csrf"] = token
                _ = try await browser.post("/_/do", fields, client)
                return try await browser.get("/", client)
            }
            #expect(try await step(["action": "begin"]).body.contains("The profile&#39;s name"))
            let radarr = try await step(["action": "name", "name": "Flat"])
            #expect(radarr.body.contains("Add Radarr"), "\(WebRequestsTests.main(radarr))")
            let wrong = try await step([
                "action": "continue", "kind": "radarr", "url": world.radarr.baseURL, "credential": "wrong",
            ])
            #expect(wrong.body.contains("Add Radarr"), "\(WebRequestsTests.main(wrong))")
            let sonarr = try await step(["action": "continue", "kind": "radarr", "credential": world.radarr.apiKey])
            #expect(sonarr.body.contains("Add Sonarr"), "\(WebRequestsTests.main(sonarr))")
            let more = try await step(["action": "skip", "kind": "sonarr"])
            #expect(more.body.contains("More servers"))
            let home = try await step(["action": "finish"])
            #expect(home.body.contains("<h1>Flat</h1>"), "\(WebRequestsTests.main(home))")
        }
    }
}

@Suite("The palette in the browser")
struct WebPaletteTests {
    @Test("Ctrl-K's page ranks screens and titles as the app's palette does; each result is a link; a profile switches")
    func palette() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let home = try await browser.get("/", client)
            #expect(home.body.contains("data-key-action=\"palette\""))
            let screens = try await browser.get("/_/palette?q=queue", client)
            #expect(screens.links.contains { $0.hasSuffix("/queue") }, "\(screens.links)")
            let titles = try await browser.get("/_/palette?q=Inception", client)
            #expect(titles.links.contains { $0.hasPrefix("/radarr/movies/") }, "\(WebRequestsTests.main(titles))")
            let profiles = try await browser.get("/_/palette?q=Demo", client)
            #expect(profiles.body.contains("Use the profile"), "\(WebRequestsTests.main(profiles))")
        }
    }
}

extension WebSettingsTests {
    @Test(
        "A CA certificate uploaded on the profile form is kept in the data directory and trusted; a non-PEM file is refused"
    )
    func trustCA() async throws {
        try await WebWorld.with(everyKind: true) { client, world in
            let browser = Browser()
            let at = "/profile/\(Self.profileId(world))"
            let form = try await browser.get(at, client)
            #expect(form.body.contains("TLS for the server in the fields: verify"))
            let token = try #require(form.field("csrf"))
            let pem = Data("-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n".utf8)
            _ = try await browser.upload(
                "/_/upload", ["csrf": token, "at": at], file: ("file", "home-ca.pem", pem), client)
            let trusted = try await browser.get(at, client)
            #expect(
                trusted.body.contains("TLS for the server in the fields: trust a CA file"),
                "\(WebRequestsTests.main(trusted))")
            _ = try await browser.upload(
                "/_/upload", ["csrf": token, "at": at], file: ("file", "notes.txt", Data("hello".utf8)), client)
            #expect(try await browser.get(at, client).body.contains("is not a PEM certificate"))
        }
    }
}
