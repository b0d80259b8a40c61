import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ThriftwoodCore
import ThriftwoodWeb

@Suite("Seerr in the browser: requests, a request, issues and a new request")
struct WebRequestsTests {
    /// The part of a page between `<main` and `</main>`, for a failure's message.
    static func main(_ page: Page) -> String {
        page.body.range(of: "<main").map { String(page.body[$0.lowerBound...].prefix(3000)) } ?? page.body
    }

    @Test("The requests list puts the pending first, each linked to its page, with approve, decline and delete")
    func list() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let page = try await Browser().get("/seerr/requests", client)
            #expect(page.status == .ok)
            #expect(page.body.contains("waiting"), "\(Self.main(page))")
            #expect(page.links.contains("/seerr/requests/requests/1"), "\(page.links)")
            #expect(page.body.contains("Decline…"))
            #expect(page.body.contains("<option value=\"all\" selected>"), "the filter shown is the one chosen")
            let browser = Browser()
            let token = try #require(try await browser.get("/seerr/requests", client).field("csrf"))
            _ = try await browser.post(
                "/_/do", ["action": "filter", "filter": "pending", "at": "/seerr/requests", "csrf": token], client)
            let pending = try await browser.get("/seerr/requests", client)
            #expect(pending.body.contains("<option value=\"pending\" selected>"), "\(Self.main(pending))")
            let waiting = try await Browser().get("/seerr/requests?check=pending", client)
            #expect(waiting.body.contains("name=\"pick-1\" checked"))
            #expect(!waiting.body.contains("name=\"pick-7\" checked"))
        }
    }

    @Test("A failed request's own Retry, inside the list's form, sends that one again; only failed rows have one")
    func retryFromItsRow() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let list = try await browser.get("/seerr/requests", client)
            let retries = list.body.matches(of: /name="row:retry" value="(\d+)"/).map { String($0.1) }
            let failed = list.body.components(separatedBy: ">failed</span>").count - 1
            #expect(retries.count == failed && failed > 0, "\(retries) · \(failed)")
            let id = try #require(retries.first)
            let sent = try await browser.post(
                "/_/do",
                ["row:retry": id, "pick-1": "on", "at": "/seerr/requests", "csrf": try #require(list.field("csrf"))],
                client)
            #expect(sent.status == .seeOther)
            let after = try await browser.get("/seerr/requests", client)
            #expect(after.body.contains("✓ Sent"), "\(Self.main(after))")
        }
    }

    @Test("Approving a pending request sends it on: the demo Radarr's queue has it")
    func approveReachesRadarr() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let request = try await browser.get("/seerr/requests/requests/1", client)
            let title = try #require(
                request.body.range(of: "<h1>").map {
                    String(request.body[$0.upperBound...].prefix { $0 != "<" && $0 != "(" })
                }
            )
            .trimmingCharacters(in: .whitespaces)
            let token = try #require(request.field("csrf"))
            let approved = try await browser.post(
                "/_/do", ["action": "approve", "at": "/seerr/requests/requests/1", "csrf": token], client)
            #expect(approved.status == .seeOther)
            let after = try await browser.get("/seerr/requests/requests/1", client)
            #expect(after.body.contains("✓ Approved"), "\(Self.main(after))")
            let queue = try await browser.get("/radarr/queue", client)
            #expect(queue.body.contains(title), "\(title) · \(Self.main(queue))")
        }
    }

    @Test("Declining asks first, naming the request, and takes a reason that the message repeats")
    func declineWithReason() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let list = try await browser.get("/seerr/requests", client)
            let token = try #require(list.field("csrf"))
            let asked = try await browser.post(
                "/_/do", ["action": "decline", "at": "/seerr/requests", "csrf": token, "pick-2": "on"], client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("Decline “"), "\(question.body)")
            #expect(question.body.contains("name=\"reason\""))
            _ = try await browser.post(
                "/_/do",
                [
                    "action": "decline", "at": "/seerr/requests", "csrf": token, "pick-2": "on", "confirmed": "yes",
                    "reason": "Already on the shelf",
                ], client)
            let after = try await browser.get("/seerr/requests", client)
            #expect(after.body.contains("✓ Declined"), "\(Self.main(after))")
            #expect(after.body.contains("Already on the shelf"))
        }
    }

    @Test("Change, then approve: the form offers Seerr's servers, profiles and folders, and approves with them")
    func editThenApprove() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let at = "/seerr/requests/requests/3"
            let token = try #require(try await browser.get(at, client).field("csrf"))
            let asked = try await browser.post("/_/do", ["action": "edit", "at": at, "csrf": token], client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("name=\"server\""), "\(question.body)")
            #expect(question.body.contains("name=\"profile\""))
            #expect(question.body.contains("name=\"folder\""))
            _ = try await browser.post(
                "/_/do",
                ["action": "edit", "at": at, "csrf": token, "confirmed": "yes", "server": "0", "profile": "0:0"],
                client)
            let after = try await browser.get(at, client)
            #expect(after.body.contains("✓ Approved"), "\(Self.main(after))")
        }
    }

    @Test("Issues: a comment is sent, an open issue is resolved")
    func issues() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let page = try await browser.get("/seerr/issues", client)
            #expect(page.status == .ok)
            let token = try #require(page.field("csrf"))
            let id = try #require(
                page.body.range(of: "name=\"id\" value=\"").map { range in
                    String(page.body[range.upperBound...].prefix { $0 != "\"" })
                })
            _ = try await browser.post(
                "/_/do",
                ["action": "comment", "at": "/seerr/issues", "csrf": token, "id": id, "comment": "Fixed the file"],
                client)
            #expect(try await browser.get("/seerr/issues", client).body.contains("✓ Commented"))
            _ = try await browser.post(
                "/_/do", ["action": "resolve", "at": "/seerr/issues", "csrf": token, "id": id], client)
            #expect(try await browser.get("/seerr/issues", client).body.contains("✓ Resolved"))
        }
    }

    @Test("A household user requests as their own Seerr user: pending for an admin, never filed as the key's admin")
    func householdRequests() async throws {
        try await WebWorld.with(users: [("sam", .household)], everyKind: true) { client, world in
            let browser = Browser()
            let token = try await browser.signIn("sam", client)
            let at = "/seerr/request-series/67070"
            let form = try await browser.get(at, client)
            #expect(form.body.contains("name=\"seasons\""), "\(Self.main(form))")
            let request = ["action": "request", "at": at, "csrf": token, "seasons": "2", "is4k": "on"]
            // Not linked to a Seerr user: nothing is sent (Seerr would file it as its admin, approved).
            _ = try await browser.post("/_/do", request, client)
            let unlinked = try await browser.get(at, client)
            #expect(unlinked.body.contains("You have no Seerr user of your own here"), "\(Self.main(unlinked))")
            #expect(!unlinked.body.contains("✓ Requested"))
            // Linked to Seerr's "sam" (user 4, who may request but is not auto-approved): pending, as sam.
            try await world.users.linkSeerrUser(of: "sam", to: 4)
            let relinked = Browser()
            let fresh = try await relinked.signIn("sam", client)
            let sent = try await relinked.post("/_/do", request.merging(["csrf": fresh]) { $1 }, client)
            #expect(sent.status == .seeOther)
            let after = try await relinked.get(at, client)
            #expect(after.body.contains("✓ Requested"), "\(Self.main(after))")
            #expect(after.body.contains("Pending") || after.body.contains("pending"), "\(Self.main(after))")
            #expect(!after.body.contains("Approved") && !after.body.contains("approved ("), "\(Self.main(after))")
            let logged = try await world.logLines()
            #expect(logged.contains { $0.contains("asked by sam in the browser") }, "\(logged)")
            for action in ["approve", "decline", "delete"] {
                let refused = try await relinked.post(
                    "/_/do", ["action": action, "at": "/seerr/requests", "csrf": fresh, "pick-1": "on"], client)
                #expect(refused.status == .forbidden, "\(action)")
            }
        }
    }
}

@Suite("One server's queue, history, calendar, wanted and system pages")
struct WebServerActivityTests {
    @Test("Radarr's queue lists downloads; removing one asks with the client, blocklist and search choices")
    func radarrQueue() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let queue = try await browser.get("/radarr/queue", client)
            #expect(queue.body.contains("<progress"), "\(WebRequestsTests.main(queue))")
            let token = try #require(queue.field("csrf"))
            let id = try #require(
                queue.body.range(of: "name=\"queueId\" value=\"").map { range in
                    String(queue.body[range.upperBound...].prefix { $0 != "\"" })
                })
            let asked = try await browser.post(
                "/_/do", ["action": "removeQueue", "at": "/radarr/queue", "csrf": token, "queueId": id, "title": "X"],
                client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("Blocklist the release"))
            _ = try await browser.post(
                "/_/do",
                [
                    "action": "removeQueue", "at": "/radarr/queue", "csrf": token, "queueId": id, "title": "X",
                    "confirmed": "yes", "removeFromClient": "on",
                ], client)
            let after = try await browser.get("/radarr/queue", client)
            #expect(!after.body.contains("name=\"queueId\" value=\"\(id)\""))
        }
    }

    @Test("History pages forward and back; the wanted list's search for everything asks first; system shows health")
    func historyWantedSystem() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let history = try await browser.get("/sonarr/history", client)
            #expect(history.body.contains("page 1 of"), "\(WebRequestsTests.main(history))")
            let token = try #require(history.field("csrf"))
            let summary = { (page: Page) in
                page.body.range(of: "<p class=\"muted\">From ").map { String(page.body[$0.upperBound...].prefix(20)) }
            }
            let week = summary(try await browser.get("/sonarr/calendar", client))
            _ = try await browser.post(
                "/_/do", ["action": "move", "at": "/sonarr/calendar", "csrf": token, "step": "1"], client)
            let next = summary(try await browser.get("/sonarr/calendar", client))
            #expect(
                week != nil && next != nil && week != next, "\(String(describing: week)) → \(String(describing: next))")
            _ = try await browser.post("/_/do", ["action": "filter", "at": "/sonarr/wanted", "csrf": token], client)
            #expect(try await browser.get("/sonarr/wanted", client).body.contains("Showing Cutoff unmet"))
            let asked = try await browser.post(
                "/_/do", ["action": "searchAll", "at": "/sonarr/wanted", "csrf": token], client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("on Sonarr"), "\(question.body)")
            // Radarr's history names each movie (read with its record), never "Movie 12".
            let radarrHistory = try await browser.get("/radarr/history", client)
            #expect(!radarrHistory.body.contains(">Movie "), "\(WebRequestsTests.main(radarrHistory))")
            let row = try #require(radarrHistory.link(matching: "/radarr/history/[0-9]+"))
            let named = try #require(
                radarrHistory.body.range(of: "href=\"\(row)\">").map {
                    String(radarrHistory.body[$0.upperBound...].prefix { $0 != "<" })
                })
            #expect(try await browser.get(row, client).body.contains("<h1>\(named)</h1>"))
            let system = try await browser.get("/radarr/system", client)
            #expect(system.body.contains("<h2>Health</h2>"))
            #expect(system.body.contains("<h2>Disk space</h2>"))
        }
    }
}
