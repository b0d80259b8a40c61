import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ThriftwoodCore
import ThriftwoodWeb

@Suite("Tautulli in the browser: now playing, stopping a stream, plays and statistics")
struct WebStreamsTests {
    @Test("Stopping a stream asks first, naming viewer and title, takes a message, and the stream is gone")
    func stopStream() async throws {
        try await WebWorld.with(everyKind: true) { client, world in
            let browser = Browser()
            let playing = try await browser.get("/tautulli", client)
            #expect(playing.status == .ok)
            #expect(playing.body.contains("data-live="))
            let token = try #require(playing.field("csrf"))
            let id = try #require(
                playing.body.range(of: "name=\"id\" value=\"").map { range in
                    String(playing.body[range.upperBound...].prefix { $0 != "\"" })
                })
            let asked = try await browser.post(
                "/_/do", ["action": "stop", "at": "/tautulli", "csrf": token, "id": id], client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("Stop Maria&#39;s "), "\(question.body)")
            #expect(question.body.contains("name=\"message\""))
            _ = try await browser.post(
                "/_/do",
                [
                    "action": "stop", "at": "/tautulli", "csrf": token, "id": id, "confirmed": "yes",
                    "message": "Bedtime",
                ],
                client)
            let after = try await browser.get("/tautulli", client)
            #expect(after.body.contains("✓ Stopped"))
            #expect(!after.body.contains("value=\"\(id)\""))
            #expect(try await world.logLines().contains { $0.contains("“Bedtime”") })
        }
    }

    @Test("Plays and statistics are pages; a household user may search the plays but not stop a stream")
    func playsAndStats() async throws {
        try await WebWorld.with(users: [("sam", .household)], everyKind: true) { client, _ in
            let browser = Browser()
            let token = try await browser.signIn("sam", client)
            let plays = try await browser.get("/tautulli/history", client)
            #expect(plays.body.contains("play"))
            let searched = try await browser.post(
                "/_/do", ["action": "search", "at": "/tautulli/history", "csrf": token, "q": "zzz-nothing"], client)
            #expect(searched.status == .seeOther)
            #expect(try await browser.get("/tautulli/history", client).body.contains("No plays match."))
            #expect(try await browser.get("/tautulli/stats", client).body.contains("<h2>"))
            let refused = try await browser.post(
                "/_/do", ["action": "stop", "at": "/tautulli", "csrf": token, "id": "1"], client)
            #expect(refused.status == .forbidden)
        }
    }
}
