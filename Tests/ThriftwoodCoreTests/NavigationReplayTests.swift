import Foundation
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

@MainActor
@Suite("Replaying a person's path from an exported trace")
struct NavigationReplayTests {
    @Test(
        "a path through the app, exported from Settings › Logs, replays on a coordinator with no servers: the same screens at every step"
    )
    func exportedPathReplays() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(await coordinator.open("thriftwood://radarr/movies"))
            await coordinator.visibleModel.load()
            coordinator.navigate(to: .radarr(.movieDetail(movieId: 1)))
            await coordinator.settle()
            await coordinator.visibleModel.load()
            coordinator.navigateBack()
            coordinator.navigate(to: .settings(.logs))
            await coordinator.settle()
            let screens = coordinator.breadcrumb
            guard case .settings(.logs(let logs)) = coordinator.visibleModel else {
                Issue.record("expected the logs screen")
                return
            }
            await logs.export()
            #expect(logs.message?.contains("thriftwood-navigation.json") == true)
            let file = env.directory.appendingPathComponent("thriftwood-navigation.json")
            // It names the screens and servers, as the log does: readable by its owner alone, as the log is.
            for exported in [file, env.directory.appendingPathComponent("thriftwood-log.txt")] {
                let mode = try FileManager.default.attributesOfItem(atPath: exported.path)[.posixPermissions] as? Int
                #expect(mode == 0o600, "\(exported.lastPathComponent)")
            }
            let trace = try NavigationTrace<AppRoute>.decode(from: try Data(contentsOf: file))
            // The trace names the screens as the person saw them: the movie by its title from the list.
            let opened = try #require(trace.steps.first { $0.after.path.last == .radarr(.movieDetail(movieId: 1)) })
            let title = try #require(opened.crumbs?.last)
            #expect(title != AppRoute.radarr(.movieDetail(movieId: 1)).title)

            // Another world: no profile, no servers, nothing started.
            try await withEnvironment { elsewhere in
                let replaying = AppCoordinator(dependencies: elsewhere.dependencies, dataDirectory: elsewhere.directory)
                let report = replaying.replay(trace)
                #expect(report.steps.count == trace.steps.count)
                #expect(report.differing.isEmpty)
                #expect(replaying.navigator.state == coordinator.navigator.state)
                #expect(report.steps.last?.screens == screens.joined(separator: " › "))
                #expect(report.steps.contains { $0.screens.hasSuffix(title) && $0.happened == "Opened" })
                #expect(report.summary.hasSuffix("each left the screens the trace recorded."))
            }
        }
    }

    @Test("a step that no longer leads where it led is named, with the screens the trace recorded")
    func divergenceIsNamed() async throws {
        try await withEnvironment { env in
            let at = Date(timeIntervalSince1970: 1_790_000_000)
            let trace = NavigationTrace<AppRoute>(
                start: NavigationState(),
                steps: [
                    .init(
                        source: .user, command: .navigate(to: .settings(.about)), outcome: .applied,
                        after: NavigationState(path: [.settings(.about)]), at: at, crumbs: ["Home", "About"]),
                    .init(
                        source: .user, command: .navigateBack, outcome: .applied,
                        after: NavigationState(path: [.settings(.logs)]), at: at, crumbs: ["Home", "Logs"]),
                ])
            let report = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory).replay(trace)
            #expect(report.differing.map(\.number) == [2])
            #expect(report.steps[1].recordedScreens == "Home › Logs")
            #expect(report.steps[1].screens == "Home")
            #expect(report.summary == "Replayed 2 steps; 1 step left other screens than the trace recorded (2).")
        }
    }
}
