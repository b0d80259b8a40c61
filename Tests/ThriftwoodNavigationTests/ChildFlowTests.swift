import Testing
import ThriftwoodNavigation

@Suite("A navigator hosts one child flow and takes control back")
@MainActor
struct ChildFlowTests {
    @Test("a child flow has its own route type and stack")
    func childHasOwnStack() {
        let parent = Navigator<GraphRoute>()
        let child = Navigator<OnboardingRoute>()
        #expect(parent.startChild(child, name: "onboarding"))
        child.navigate(to: .createProfile)
        #expect(child.state.path == [.createProfile])
        #expect(parent.state.path.isEmpty)
        #expect(parent.child(as: OnboardingRoute.self) === child)
    }

    @Test("only one child flow may run at a time")
    func onlyOneChild() {
        let parent = Navigator<GraphRoute>()
        #expect(parent.startChild(Navigator<OnboardingRoute>(), name: "onboarding"))
        #expect(!parent.startChild(Navigator<OnboardingRoute>(), name: "second"))
        #expect(parent.activeChild?.name == "onboarding")
    }

    @Test("completing the child hands control back and runs the completion")
    func completionHandsBack() async {
        let parent = Navigator<GraphRoute>()
        let child = Navigator<OnboardingRoute>()
        var completed = false
        parent.startChild(child, name: "onboarding") {
            completed = true
            await parent.send(.setPath([.radarrHome]))
        }
        await child.complete()
        #expect(completed)
        #expect(!parent.hasActiveChild)
        #expect(parent.state.path == [.radarrHome])
    }

    @Test("a deep link deferred during the child flow lands after it completes")
    func deepLinkWaitsForChild() async throws {
        let parent = Navigator<GraphRoute>()
        let child = Navigator<OnboardingRoute>()
        parent.addGuard(
            NavigationGuard("onboarding") { [weak parent] _ in
                guard let parent, parent.hasActiveChild else { return .allow }
                return .defer(until: parent.noActiveChild)
            })
        parent.startChild(child, name: "onboarding")
        let linked = try GraphRoute.codec.parse("thriftwood://radarr/movies/42")
        let outcome = await parent.send(.setState(linked), from: .deepLink(try GraphRoute.codec.print(linked)))
        #expect(outcome == .deferred(guardName: "onboarding", condition: "childFlowCompleted"))
        await child.complete()
        #expect(parent.state.path == [.radarrHome, .moviesList, .movieDetail(movieId: 42)])
    }

    @Test("complete on a navigator that is not a child does nothing")
    func completeWithoutParent() async {
        let lonely = Navigator<OnboardingRoute>()
        lonely.navigate(to: .welcome)
        await lonely.complete()
        #expect(lonely.state.path == [.welcome])
    }
}
