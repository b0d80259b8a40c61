import ArrDemoKit
import Foundation
import Logging
import TautulliKit
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

/// Tautulli's screens in the app: links, now playing and stopping a stream, plays, Home.
@Suite("Tautulli's now playing, plays and statistics")
@MainActor
struct StreamsScreenTests {
    func open(_ env: TestEnvironment, _ link: String) async throws -> StreamsScreenModel {
        let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
        await env.dependencies.configure(for: profile)
        let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
        await coordinator.start()
        #expect(await coordinator.open(link))
        guard case .streams(let model) = coordinator.visibleModel else { throw CoreError.noService(.tautulli) }
        await model.viewModel.load()
        return model
    }

    @Test("Tautulli's screens have links that print back")
    func links() async throws {
        try await withEnvironment { env in
            let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
            let codec = KindRegistry.standard.deepLinks(for: profile)
            for (link, path) in [
                ("thriftwood://tautulli", [AppRoute.streams(.nowPlaying)]),
                ("thriftwood://tautulli/history", [.streams(.nowPlaying), .streams(.history)]),
                ("thriftwood://tautulli/stats", [.streams(.nowPlaying), .streams(.stats)]),
            ] {
                #expect(try codec.parse(link).path == path, "\(link)")
                #expect(try codec.printText(NavigationState(path: path)) == link)
            }
        }
    }

    @Test("Now playing totals the streams; stopping one asks, naming the viewer and title, and logs it")
    func stop() async throws {
        try await withEnvironment { env in
            guard case .nowPlaying(let model) = try await open(env, "thriftwood://tautulli") else {
                throw CoreError.noService(.tautulli)
            }
            #expect(model.header == "3 streams · 1 transcoding · 18.2 Mbps (LAN 13.9 Mbps · WAN 4.3 Mbps)")
            let remote = try #require(model.sessions.first { !$0.isLocal })
            #expect(StreamText.title(remote) == "Severance S01E01 · Good News About Hell")
            #expect(StreamText.decision(remote) == "transcode (video, HW)")
            model.requestStop(remote)
            #expect(
                model.pendingStop.map { StreamText.stopQuestion($0.session) }
                    == "Stop Maria's Severance S01E01 · Good News About Hell?")
            model.pendingStop?.message = "Server maintenance at nine"
            await model.confirmStop()
            #expect(model.message == "Stopped Maria's Severance S01E01 · Good News About Hell")
            #expect(model.sessions.count == 2 && model.header?.hasPrefix("2 streams · 13.9 Mbps") == true)
            await env.dependencies.log.flush()
            let logged = try await env.dependencies.log.entries(
                minimumLevel: .info, containing: "Server maintenance at nine", limit: 5)
            #expect(logged.count == 1)
        }
    }

    @Test("Plays search and narrow to movies; statistics read each part")
    func plays() async throws {
        try await withEnvironment { env in
            guard case .history(let model) = try await open(env, "thriftwood://tautulli/history") else {
                throw CoreError.noService(.tautulli)
            }
            #expect(model.header == "12 plays")
            await model.setSearch("breaking")
            #expect(model.header == "3 plays · “breaking”")
            await model.setSearch("")
            await model.cycleType()
            #expect(
                model.header == "6 plays · movies" && (model.plays.value ?? []).allSatisfy { $0.mediaType == "movie" })
            guard case .stats(let stats) = try await open(env, "thriftwood://tautulli/stats") else {
                throw CoreError.noService(.tautulli)
            }
            let lines = stats.lines(now: Date()).map(\.text)
            #expect(lines.contains("Most Active Users · last 30 days") && lines.contains("Libraries"))
        }
    }
}
