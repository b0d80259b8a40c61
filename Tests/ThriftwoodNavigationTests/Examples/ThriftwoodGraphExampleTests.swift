import Foundation
import Testing
import ThriftwoodNavigation

/// Thriftwood's own graph: one stack, the onboarding child flow, sheets with their own stack.
@Suite("Example: Thriftwood's single stack with onboarding and sheets")
@MainActor
struct ThriftwoodGraphExampleTests {
    @Test("list to detail to back, then home pops to root")
    func listDetailBackHome() {
        let navigator = Navigator<GraphRoute>()
        navigator.navigate(to: .radarrHome)
        navigator.navigate(to: .moviesList)
        navigator.navigate(to: .movieDetail(movieId: 42))
        navigator.navigateBack()
        #expect(navigator.state.visibleRoute == .moviesList)
        navigator.popToRoot()
        #expect(navigator.state.path.isEmpty)
    }

    @Test("first run: onboarding child flow, then the main stack opens on home")
    func onboardingHandOver() async {
        let app = Navigator<GraphRoute>()
        let onboarding = Navigator<OnboardingRoute>(initial: NavigationState(path: [.welcome]))
        app.startChild(onboarding, name: "onboarding") { await app.send(.setPath([.radarrHome])) }
        onboarding.navigate(to: .createProfile)
        onboarding.navigate(to: .addService)
        await onboarding.complete()
        #expect(app.state.path == [.radarrHome])
        #expect(app.activeChild == nil)
    }

    @Test("the add-profile sheet has its own stack above settings")
    func addProfileSheet() async {
        let navigator = Navigator<GraphRoute>(initial: NavigationState(path: [.settings, .profiles]))
        await navigator.send(.present(PresentedSheet(root: .addProfile)))
        await navigator.send(.navigate(to: .settings))
        await navigator.send(.navigateBack)
        await navigator.send(.dismiss)
        #expect(navigator.state == NavigationState(path: [.settings, .profiles]))
    }

    @Test("a million random commands never trap and never break the depth limit")
    func randomCommandsAreSafe() {
        var generator = SystemRandomNumberGenerator()
        var state = NavigationState<GraphRoute>()
        let commands: [NavigationCommand<GraphRoute>] = [
            .navigate(to: .moviesList), .navigate(to: .movieDetail(movieId: 1)), .navigateBack, .popToRoot,
            .replace(with: .queue), .present(PresentedSheet(root: .addProfile)), .dismiss, .selectTab("x"),
        ]
        for _ in 0..<1_000_000 {
            let command = commands[Int(generator.next() % UInt64(commands.count))]
            if case .success(let next) = NavigationReducer.reduce(state, command, depthLimit: 16) { state = next }
            #expect(state.path.count <= 16, "depth limit broken")
        }
    }
}
