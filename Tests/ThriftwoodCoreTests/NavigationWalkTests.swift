import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

@Suite("A key press's walk")
@MainActor
struct NavigationEventBuildsModelTests {
    @Test("the coordinator builds the new screen's view model on the navigation event, before any front end asks")
    func modelBuiltOnTheEvent() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            let route = AppRoute.radarr(.movieDetail(movieId: 3))
            #expect(coordinator.models[route] == nil)
            coordinator.navigate(to: route)
            // Applied at once (only synchronous guards), and its view model is there already.
            #expect(coordinator.navigator.state.path.last == route)
            guard case .radarr(.movieDetail) = coordinator.models[route] else {
                Issue.record("the movie's view model was not built on the event")
                return
            }
        }
    }
}
