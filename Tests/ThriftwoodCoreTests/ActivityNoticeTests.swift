import Foundation
import ServerKit
import Testing

@testable import ThriftwoodCore

@Suite("In-app notices for finished downloads and health warnings")
@MainActor
struct ActivityNoticeTests {
    func startedCoordinator(_ env: TestEnvironment) async throws -> AppCoordinator {
        _ = try await env.demoProfile()
        let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
        await coordinator.start()
        return coordinator
    }

    @Test("existing health warnings are reported once, and a finished download is announced")
    func announcesDownloadsAndHealth() async throws {
        try await withEnvironment { env in
            let coordinator = try await startedCoordinator(env)
            let first = await coordinator.checkActivity()
            #expect(first.contains { $0.hasPrefix("Radarr health") })
            #expect(!first.contains { $0.hasPrefix("Downloaded") })
            #expect(await coordinator.checkActivity().isEmpty)
            env.clock.advance(15 * 60)
            let later = await coordinator.checkActivity()
            #expect(later.contains { $0.hasPrefix("Downloaded:") })
            #expect(coordinator.notice?.contains("Downloaded:") == true)
        }
    }

    @Test("a notice already showing (where you were could not be restored) stays, with the health warning after it")
    func keepsEarlierNotice() async throws {
        try await withEnvironment { env in
            let coordinator = try await startedCoordinator(env)
            coordinator.notice = "Restored what still exists: movie 9 is no longer in the library"
            _ = await coordinator.checkActivity()
            #expect(coordinator.notice?.hasPrefix("Restored what still exists") == true)
            #expect(coordinator.notice?.contains("Radarr health") == true)
        }
    }

    @Test("a profile with Sonarr only gets its notices too")
    func sonarrOnly() async throws {
        try await withEnvironment { env in
            _ = try await env.sonarrDemoProfile()
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(await coordinator.checkActivity().contains { $0.hasPrefix("Sonarr health") })
        }
    }

    @Test("a profile with Lidarr only is watched through its kind's declaration: an album landing is announced")
    func lidarrOnly() async throws {
        try await withEnvironment { env in
            let profile = try await env.dependencies.profiles.create(ProfileDraft(name: "Music"))
            _ = try await env.dependencies.profiles.addServer(
                ServiceServer(
                    kind: .lidarr, connection: ServerConnection(baseURL: ServiceServer.embeddedDemoURL, apiKey: "demo")),
                to: profile.id)
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(!(await coordinator.checkActivity()).contains { $0.hasPrefix("Downloaded") })
            env.clock.advance(60 * 60)
            let later = await coordinator.checkActivity()
            let landed = try #require(later.first { $0.hasPrefix("Downloaded:") }, "\(later)")
            #expect(landed.contains(" – "), "names the artist and the album: \(landed)")
        }
    }

    @Test("every server of the profile is watched, each notice named after its server")
    func everyServerWatched() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            _ = try await env.dependencies.profiles.addServer(
                ServiceServer(
                    kind: .radarr, name: "Radarr 4K",
                    connection: ServerConnection(baseURL: ServiceServer.embeddedDemoURL, apiKey: "demo")),
                to: profile.id)
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            let first = await coordinator.checkActivity()
            #expect(first.contains { $0.hasPrefix("Radarr health") })
            #expect(first.contains { $0.hasPrefix("Radarr 4K health") })
        }
    }

    @Test("switched-off notices stay silent")
    func respectsPreferences() async throws {
        try await withEnvironment { env in
            var preferences = Preferences()
            preferences.notifications.downloadCompleted = false
            preferences.notifications.healthWarnings = false
            try await env.dependencies.preferences.save(preferences)
            let coordinator = try await startedCoordinator(env)
            #expect(await coordinator.checkActivity().isEmpty)
            env.clock.advance(15 * 60)
            #expect(await coordinator.checkActivity().isEmpty)
            #expect(coordinator.notice == nil)
        }
    }

    @Test("Sonarr's health warnings and finished episode downloads are announced with its name")
    func announcesSonarr() async throws {
        try await withEnvironment { env in
            let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
            await env.dependencies.configure(for: profile)
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            let first = await coordinator.checkActivity()
            #expect(first.contains { $0.hasPrefix("Sonarr health") })
            #expect(!first.contains { $0.hasPrefix("Downloaded") })
            env.clock.advance(15 * 60)
            let later = await coordinator.checkActivity()
            #expect(later.contains { $0.hasPrefix("Downloaded: The Wire S02E") })
        }
    }

    @Test("pushed events reach the status line newest first, and only those after the app opened")
    func pushedEvents() async throws {
        try await withEnvironment { env in
            let coordinator = try await startedCoordinator(env)
            let profile = try #require(coordinator.profile)
            let store = try #require(env.dependencies.events)
            func event(_ sentence: String, _ type: StackEventType = .downloaded) -> StackEvent {
                StackEvent(
                    type: type, rawType: "Download",
                    server: EventServer(kind: "radarr", name: "Radarr", slug: "radarr"),
                    sentence: sentence, date: Date())
            }
            _ = try await store.add(event("Downloaded: before the app"), profileID: profile.id)
            #expect(await coordinator.checkEvents().isEmpty)
            coordinator.notice = "Radarr health: a warning"
            _ = try await store.add(event("Downloaded: Alien (1979)"), profileID: profile.id)
            _ = try await store.add(event("Test from Radarr", .test), profileID: profile.id)
            _ = try await store.add(event("Downloaded: Aliens (1986)"), profileID: profile.id)
            #expect(await coordinator.checkEvents().count == 3)
            #expect(
                coordinator.notice
                    == "Downloaded: Aliens (1986) · Downloaded: Alien (1979) · Radarr health: a warning")
            #expect(await coordinator.checkEvents().isEmpty)
        }
    }
}
