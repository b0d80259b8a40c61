import Foundation
import ServerKit
import Testing
import ThriftwoodCore

/// The Services screen's calendar feed address holds the API key: hidden until asked.
@Suite("Services: the calendar feed's key")
struct ServicesFeedKeyTests {
    @Test("the feed address shows a fixed mask until v reveals the key, and hides it again")
    @MainActor
    func feedKeyIsMasked() throws {
        let radarr = ServiceServer(
            kind: .radarr, name: "Radarr",
            connection: ServerConnection(baseURL: "http://nas.local:7878/", apiKey: "0123456789abcdef"))
        let profile = Profile(id: "p", name: "Home", createdAt: Date(), updatedAt: Date(), servers: [radarr])
        let services = ServicesViewModel(profile: profile, kinds: .standard) { _ in
            ServiceOverview(version: "5", healthIssues: 0)
        }
        let row = try #require(services.rows.first)
        let hidden = try #require(services.feedLine(for: row))
        #expect(hidden.hasSuffix("http://nas.local:7878/feed/v3/calendar/radarr.ics?apikey=••••••••"))
        #expect(!hidden.contains("0123456789abcdef") && hidden.contains("v shows it"))
        services.toggleFeedKey()
        #expect(services.feedLine(for: row)?.hasSuffix("radarr.ics?apikey=0123456789abcdef") == true)
        services.toggleFeedKey()
        #expect(services.feedLine(for: row)?.contains("0123456789abcdef") == false)
    }
}
