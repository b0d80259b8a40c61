import Foundation
import HTTPTypes
import HummingbirdTesting
import ServerKit
import Testing
import ThriftwoodCore
import ThriftwoodWeb

@Suite("A household user and every admin action")
struct WebHouseholdTests {
    /// The actions a household user may run: views of a list and a request of their own.
    static let householdMay: Set<String> = [
        "filter", "move", "failedOnly", "showResolved", "search", "type", "more", "days", "request", "adminLevel",
    ]

    /// Every action a page offers: its page's address and the action's name.
    static func actions(on page: Page) -> [(at: String, action: String)] {
        let at = page.field("at") ?? ""
        var found: [(String, String)] = []
        for part in page.body.components(separatedBy: "name=\"action\" value=\"").dropFirst() {
            found.append((at, String(part.prefix { $0 != "\"" })))
        }
        return found
    }

    @Test("Every action an admin is offered on any page is a 403 page in words for a household user, views aside")
    func everyAdminActionRefused() async throws {
        try await WebWorld.with(users: [("maria", .admin), ("sam", .household)], everyKind: true) { client, world in
            let admin = Browser()
            _ = try await admin.signIn("maria", client)
            var offered: Set<String> = []
            var pairs: [(at: String, action: String)] = []
            for link in try await world.sampleLinks() {
                let page = try await admin.get("/" + link.dropFirst("thriftwood://".count), client)
                for pair in Self.actions(on: page) where !offered.contains(pair.at + " " + pair.action) {
                    offered.insert(pair.at + " " + pair.action)
                    pairs.append(pair)
                }
            }
            #expect(Set(pairs.map(\.action)).count >= 35, "\(Set(pairs.map(\.action)).sorted())")
            let household = Browser()
            let token = try await household.signIn("sam", client)
            var wrong: [String] = []
            for (at, action) in pairs where !Self.householdMay.contains(action) {
                let answer = try await household.post("/_/do", ["action": action, "at": at, "csrf": token], client)
                if answer.status != .forbidden || !answer.body.contains("A household user cannot change this") {
                    wrong.append("\(action) at \(at): \(answer.status)")
                }
            }
            #expect(wrong.isEmpty, "\(wrong)")
        }
    }

    @Test("A household user is offered no button it may not use and no link to an admin's screen, on any page")
    func householdOfferedOnlyWhatItMayUse() async throws {
        try await WebWorld.with(users: [("maria", .admin), ("sam", .household)], everyKind: true) { client, world in
            let household = Browser()
            _ = try await household.signIn("sam", client)
            var offered: [String] = []
            var adminLinks: [String] = []
            for link in try await world.sampleLinks() {
                let page = try await household.get("/" + link.dropFirst("thriftwood://".count), client)
                for (at, action) in Self.actions(on: page) where !Self.householdMay.contains(action) {
                    offered.append("\(action) at \(at)")
                }
                adminLinks += page.links.filter { $0.hasSuffix("/logs") || $0.contains("/settings/profiles") }
            }
            #expect(offered.isEmpty, "\(Set(offered).sorted())")
            #expect(adminLinks.isEmpty, "\(Set(adminLinks).sorted())")
            // Search everywhere offers a household member nothing to add to a library.
            let search = try await household.get("/search?q=dune&lookup=1", client)
            #expect(!search.body.contains("add…"))
        }
    }
}

@Suite("Keys stay on the server, on every page")
struct WebKeysOnEveryPageTests {
    @Test("Logs, backups and the servers' settings are an admin's: a household user gets a 403 page saying why")
    func adminScreens() async throws {
        try await WebWorld.with(users: [("maria", .admin), ("sam", .household)]) { client, _ in
            let household = Browser()
            _ = try await household.signIn("sam", client)
            for path in ["/settings/logs", "/settings/profiles"] {
                let refused = try await household.get(path, client)
                #expect(refused.status == .forbidden, "\(path)")
                #expect(refused.body.contains("for admins"), "\(path)")
            }
            #expect(try await household.get("/radarr/movies", client).status == .ok)
            let admin = Browser()
            _ = try await admin.signIn("maria", client)
            #expect(try await admin.get("/settings/logs", client).status == .ok)
        }
    }

    @Test("No server's API key reaches the browser on any page of the route table, its forms and settings included")
    func noKeyOnAnyPage() async throws {
        try await WebWorld.with(everyKind: true) { client, world in
            // A server with a key of its own (the demos' is "demo"), beside every demo kind.
            let draft = ConnectionDraft(.radarr, url: world.radarr.baseURL, apiKey: world.radarr.apiKey)
            var server = try #require(draft.server)
            server.name = "Radarr Keyed"
            server.slug = "radarr-keyed"
            _ = try await world.dependencies.profiles.addServer(server, to: world.profile.id)
            let browser = Browser()
            var paths = try await world.sampleLinks().map { "/" + $0.dropFirst("thriftwood://".count) }
            paths += [
                "/services", "/profile/\(world.profile.id)", "/radarr-keyed/radarr-settings", "/_/palette?q=radarr",
                "/radarr-keyed/system",
            ]
            for path in paths {
                let page = try await browser.get(path, client)
                #expect(!page.body.contains(world.radarr.apiKey), "\(path)")
            }
            // Editing the server loads its fields; the key field stays empty.
            let form = try await browser.get("/profile/\(world.profile.id)", client)
            _ = try await browser.post(
                "/_/do",
                [
                    "action": "edit", "at": "/profile/\(world.profile.id)", "csrf": try #require(form.field("csrf")),
                    "slug": "radarr-keyed",
                ], client)
            let editing = try await browser.get("/profile/\(world.profile.id)", client)
            #expect(editing.body.contains("Edit Radarr Keyed"))
            #expect(!editing.body.contains(world.radarr.apiKey))
        }
    }
}
