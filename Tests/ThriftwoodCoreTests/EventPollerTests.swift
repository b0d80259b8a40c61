import Foundation
import ServerKit
import Testing

@testable import ThriftwoodCore

@Suite("Download clients, which cannot push, are polled: what finished or failed becomes an event once")
struct EventPollerTests {
    @Test("The first look learns; a download finishing later is kept once, as a client's event, and heard")
    func finished() async throws {
        try await withEnvironment { env in
            let profile = try await env.dependencies.profiles.create(ProfileDraft(name: "Clients"))
            for kind in [ServiceKind.sabnzbd, .qbittorrent] {
                _ = try await env.dependencies.profiles.addServer(
                    ServiceServer(
                        kind: kind, connection: ServerConnection(baseURL: ServiceServer.embeddedDemoURL, apiKey: "demo")
                    ),
                    to: profile.id)
            }
            let clients = try #require(try await env.dependencies.profiles.profile(id: profile.id))
            let feed = EventFeed()
            let heard = feed.listen()
            let poller = EventPoller(dependencies: env.dependencies, feed: feed)
            #expect(await poller.check(clients).isEmpty)
            env.clock.advance(6 * 3600)
            let kept = await poller.check(clients)
            #expect(!kept.isEmpty)
            #expect(kept.allSatisfy { $0.type == .downloadFinished || $0.type == .downloadFailed })
            let first = try #require(kept.first)
            #expect(first.sentence.hasPrefix("Download finished: ") || first.sentence.hasPrefix("Download failed: "))
            #expect(first.link == "thriftwood://\(first.server.slug)/history")
            // Told once: the same downloads in the history a moment later are not told again.
            #expect(await poller.check(clients).isEmpty)
            let names = kept.map(\.sentence)
            #expect(Set(names).count == names.count)
            let stored = try await #require(env.dependencies.events).events(profileID: clients.id)
            #expect(stored.map(\.sentence) == names)
            var iterator = heard.makeAsyncIterator()
            #expect(await iterator.next()?.event.sentence == names.first)
        }
    }
}
