import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import ThriftwoodCore

@testable import ThriftwoodWeb

@Suite("Prowlarr's pages in the browser")
struct WebProwlarrTests {
    @Test("The indexers page shows the failing one with why; its test runs from its row and says why it failed")
    func indexers() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let at = "/prowlarr"
            let page = try await browser.get(at, client)
            #expect(page.status == .ok)
            #expect(page.body.contains("6 indexers · 5 on · 1 failing"))
            #expect(page.body.contains("Prowlarr leaves it out until"))
            #expect(page.links.contains("/prowlarr/search"))
            let token = try #require(page.field("csrf"))
            _ = try await browser.post(
                "/_/do", ["action": "table", "at": at, "csrf": token, "id": "test", "row": "2"], client)
            let after = try await browser.get(at, client)
            #expect(after.body.contains("DemoNZB failed Prowlarr"))
            #expect(after.body.contains("Test failed: Unable to connect to indexer"))
        }
    }

    @Test("A search from the page's form lists releases; grabbing asks first, naming the release, then sends it")
    func searchAndGrab() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let page = try await browser.get("/prowlarr/search?q=arrival", client)
            #expect(page.body.contains("left out, failing: DemoNZB"))
            #expect(page.body.contains("Arrival."))
            let token = try #require(page.field("csrf"))
            let row = try #require(page.body.firstMatch(of: /name="row" value="(\d+:[^"]+)"/)?.output.1)
            let fields = ["action": "table", "at": "/prowlarr/search", "csrf": token, "id": "grab", "row": String(row)]
            let asked = try await browser.post("/_/do", fields, client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("Grab “Arrival."))
            #expect(question.body.contains("Prowlarr sends it to its download client."))
            let done = try await browser.post("/_/do", fields.merging(["confirmed": "yes"]) { $1 }, client)
            let after = try await browser.get(try #require(done.headers[.location]), client)
            #expect(after.body.contains("✓ Sent “Arrival."))
        }
    }

    @Test("A made-up row or action is refused, not run")
    func forged() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let at = "/prowlarr"
            let token = try #require(try await browser.get(at, client).field("csrf"))
            let forged = try await browser.post(
                "/_/do", ["action": "table", "at": at, "csrf": token, "id": "delete", "row": "2", "confirmed": "yes"],
                client)
            let after = try await browser.get(try #require(forged.headers[.location]), client)
            #expect(after.body.contains("no longer on the page"))
            #expect(after.body.contains("Failing · back in"))
        }
    }
}
