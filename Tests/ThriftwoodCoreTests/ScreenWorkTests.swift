import Foundation
import ServerKit
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

/// The coordinator starts a screen's work as it is shown, whatever shows it: no front end loads.
@Suite("The coordinator starts and stops a screen's work on the navigation event")
@MainActor
struct ScreenWorkTests {
    func coordinator(_ env: TestEnvironment) async throws -> AppCoordinator {
        let profile = try await env.demoProfile()
        _ = try await env.dependencies.profiles.addServer(
            ServiceServer(
                kind: .sabnzbd, connection: ServerConnection(baseURL: ServiceServer.embeddedDemoURL, apiKey: "demo")),
            to: profile.id)
        let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
        await coordinator.start()
        return coordinator
    }

    @Test("A deep-linked screen is loaded with no front end: the link alone starts its read")
    func deepLinkLoads() async throws {
        try await withEnvironment { env in
            let coordinator = try await coordinator(env)
            coordinator.startsScreenWork = true
            #expect(await coordinator.open("thriftwood://sabnzbd/history"))
            await coordinator.settle()
            guard case .downloads(let history) = coordinator.visibleModel else {
                Issue.record("expected SABnzbd's history")
                return
            }
            #expect(history.historyState.hasValue, "loaded by the coordinator, not by a front end")
            #expect(!history.historyLines.isEmpty)
        }
    }

    @Test("Without screen work (a test driving its models) a shown screen is left unread")
    func offLeavesUnread() async throws {
        try await withEnvironment { env in
            let coordinator = try await coordinator(env)
            #expect(await coordinator.open("thriftwood://sabnzbd/history"))
            await coordinator.settle()
            guard case .downloads(let history) = coordinator.visibleModel else {
                Issue.record("expected SABnzbd's history")
                return
            }
            #expect(!history.historyState.hasValue)
        }
    }

    @Test("The live work follows the visible screen: opening a queue starts its refresh, going back stops it")
    func liveFollowsVisible() async throws {
        try await withEnvironment { env in
            let coordinator = try await coordinator(env)
            coordinator.startsScreenWork = true
            coordinator.keepsVisibleScreenLive = true
            #expect(await coordinator.open("thriftwood://sabnzbd"))
            await coordinator.settle()
            let queue = ObjectIdentifier(coordinator.visibleModel.viewModel)
            #expect(coordinator.liveWork?.screen == queue)
            let queueWork = coordinator.liveWork?.task
            coordinator.navigateBack()
            await coordinator.settle()
            #expect(coordinator.liveWork?.screen == ObjectIdentifier(coordinator.visibleModel.viewModel))
            #expect(queueWork?.isCancelled == true, "leaving the queue cancels its refresh")
            coordinator.keepsVisibleScreenLive = false
            #expect(coordinator.liveWork == nil)
        }
    }
}
