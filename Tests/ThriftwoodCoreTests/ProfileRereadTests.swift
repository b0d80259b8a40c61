import Foundation
import ServerKit
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

@Suite("A running app follows its profile when another process changes it")
@MainActor
struct ProfileRereadTests {
    @Test("a server the CLI added to the profile in use reaches Home and its screens open")
    func anAddedServerIsFollowed() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(await coordinator.readProfileAgain() == false)
            let demo = ServerConnection(baseURL: ServiceServer.embeddedDemoURL, apiKey: "demo")
            _ = try await env.dependencies.profiles.addServer(
                ServiceServer(kind: .transmission, name: "Seedbox", connection: demo), to: profile.id)
            coordinator.navigate(to: .downloads(.queue, kind: .transmission))
            #expect(coordinator.navigator.state.path.last != .downloads(.queue, kind: .transmission))

            #expect(await coordinator.readProfileAgain())
            #expect(coordinator.profile?.servers.map(\.name).contains("Seedbox") == true)
            #expect(coordinator.notice == "Demo was changed elsewhere: added Seedbox.")
            coordinator.navigate(to: .downloads(.queue, kind: .transmission))
            await coordinator.settle()
            #expect(coordinator.navigator.state.path.last == .downloads(.queue, kind: .transmission))
            #expect(await coordinator.readProfileAgain() == false)
        }
    }

    @Test("when the profile in use is deleted elsewhere, the app moves to the active one and says so")
    func aDeletedProfileIsLeft() async throws {
        try await withEnvironment { env in
            let demo = try await env.demoProfile()
            let other = try await env.dependencies.profiles.create(ProfileDraft(name: "Upstairs"))
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(coordinator.profile?.id == demo.id)
            try await env.dependencies.profiles.delete(id: demo.id)

            #expect(await coordinator.readProfileAgain())
            #expect(coordinator.profile?.id == other.id)
            #expect(coordinator.notice == "The profile Demo was deleted elsewhere; now using Upstairs.")
        }
    }
}
