import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import ThriftwoodCore

@testable import ThriftwoodWeb

@Suite("Bazarr's pages in the browser")
struct WebBazarrTests {
    @Test("Movies missing subtitles; searching one from its row downloads what it lacks and it leaves the list")
    func searchFromTheList() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let at = "/bazarr/movies"
            let page = try await browser.get(at, client)
            #expect(page.status == .ok)
            #expect(page.body.contains("10 movies missing subtitles"))
            #expect(page.body.contains("<td data-label=\"Movie\">Gravity</td>"))
            let token = try #require(page.field("csrf"))
            _ = try await browser.post(
                "/_/do", ["action": "table", "at": at, "csrf": token, "id": "search", "row": "95"], client)
            let after = try await browser.get(at, client)
            #expect(after.body.contains("Found English and French for Gravity."))
            #expect(!after.body.contains("<td data-label=\"Movie\">Gravity</td>"))
        }
    }

    @Test("Resetting the throttled providers asks first, naming how many")
    func resetAsks() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let at = "/bazarr/providers"
            let page = try await browser.get(at, client)
            #expect(page.body.contains("Throttled: ConnectionError"))
            let token = try #require(page.field("csrf"))
            let asked = try await browser.post(
                "/_/do", ["action": "table", "at": at, "csrf": token, "id": "reset"], client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("Reset the 2 throttled providers of Bazarr?"))
        }
    }

    @Test("A movie's page says which subtitles Bazarr has and lacks, and searches the missing from there")
    func moviePage() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let at = "/radarr/movies/96"
            let page = try await browser.get(at, client)
            #expect(page.body.contains("Subtitles (Bazarr): French · missing English"))
            let token = try #require(page.field("csrf"))
            _ = try await browser.post("/_/do", ["action": "subtitles", "at": at, "csrf": token], client)
            let after = try await browser.get(at, client)
            #expect(after.body.contains("✓ Found English for the movie."))
            #expect(after.body.contains("Subtitles (Bazarr): French, English"))
        }
    }
}
