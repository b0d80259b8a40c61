import Foundation
import Testing
import ThriftwoodNavigation

@Suite("The navigator is the one authority over the state")
@MainActor
struct NavigatorTests {
    private func makeNavigator(capacity: Int = 100) -> Navigator<GraphRoute> {
        Navigator<GraphRoute>(historyCapacity: capacity, clock: { fixedInstant })
    }

    @Test("send applies a command and reports it as applied")
    func sendApplies() async {
        let navigator = makeNavigator()
        let outcome = await navigator.send(.navigate(to: .radarrHome), from: .user)
        #expect(outcome == .applied)
        #expect(navigator.state.path == [.radarrHome])
    }

    @Test("idle waits until dispatched commands held by a slow guard have applied, in order")
    func idleWaitsForDispatched() async {
        let navigator = makeNavigator()
        navigator.addGuard(
            NavigationGuard("slow") { _ in
                await Task.yield()
                return .allow
            })
        navigator.dispatch(.navigate(to: .radarrHome))
        navigator.dispatch(.navigate(to: .moviesList))
        #expect(navigator.state.path.isEmpty)
        await navigator.idle()
        #expect(navigator.state.path == [.radarrHome, .moviesList])
    }

    @Test("with only synchronous guards a dispatched command applies at once, and a cancel still cancels")
    func synchronousGuardsApplyAtOnce() async {
        let navigator = makeNavigator()
        navigator.addGuard(
            NavigationGuard(
                "noQueue",
                synchronous: { request in
                    request.proposed.path.contains(.queue) ? .cancel(reason: "no queue here") : .allow
                }))
        navigator.dispatch(.navigate(to: .radarrHome))
        #expect(navigator.state.path == [.radarrHome])  // no await: applied in the same turn
        navigator.dispatch(.navigate(to: .queue))
        #expect(navigator.state.path == [.radarrHome])
        #expect(navigator.history.events.last?.outcome == .cancelled(guardName: "noQueue", reason: "no queue here"))
        // A slow guard beside it brings back the queue, in order.
        navigator.addGuard(
            NavigationGuard("slow") { _ in
                await Task.yield()
                return .allow
            })
        navigator.dispatch(.navigate(to: .moviesList))
        #expect(navigator.state.path == [.radarrHome])
        await navigator.idle()
        #expect(navigator.state.path == [.radarrHome, .moviesList])
    }

    @Test("a refused command is reported and recorded, and the state is unchanged")
    func refusedIsReported() async {
        let navigator = makeNavigator()
        let outcome = await navigator.send(.navigateBack, from: .user)
        #expect(outcome == .refused(.emptyStack))
        #expect(navigator.history.events.last?.outcome == .refused(.emptyStack))
        #expect(navigator.state == NavigationState())
    }

    @Test("each event carries source, command, states around it and the injected time")
    func eventsCarryEverything() async {
        let navigator = makeNavigator()
        var seen: [NavigationEvent<GraphRoute>] = []
        navigator.observe { seen.append($0) }
        let url = URL(string: "thriftwood://radarr")!
        await navigator.send(.navigate(to: .radarrHome), from: .deepLink(url))
        #expect(seen.count == 1)
        #expect(seen.first?.source == .deepLink(url))
        #expect(seen.first?.command == .navigate(to: .radarrHome))
        #expect(seen.first?.before.path == [])
        #expect(seen.first?.after.path == [.radarrHome])
        #expect(seen.first?.timestamp == fixedInstant)
    }

    @Test("a removed observer hears nothing more")
    func removedObserverIsSilent() async {
        let navigator = makeNavigator()
        var count = 0
        let token = navigator.observe { _ in count += 1 }
        await navigator.send(.navigate(to: .queue))
        navigator.removeObserver(token)
        await navigator.send(.navigate(to: .queue))
        #expect(count == 1)
    }

    @Test("history keeps only the last N events")
    func historyIsBounded() async {
        let navigator = makeNavigator(capacity: 3)
        for id in 1...5 { await navigator.send(.navigate(to: .movieDetail(movieId: id))) }
        #expect(navigator.history.events.count == 3)
        #expect(navigator.history.events.first?.command == .navigate(to: .movieDetail(movieId: 3)))
    }

    @Test("dispatch without guards applies synchronously")
    func dispatchIsImmediate() {
        let navigator = makeNavigator()
        navigator.navigate(to: .radarrHome)
        navigator.navigate(to: .moviesList)
        navigator.navigateBack()
        #expect(navigator.state.path == [.radarrHome])
    }

    @Test("a cancelling guard stops the command and names itself")
    func cancelGuard() async {
        let navigator = makeNavigator()
        navigator.addGuard(
            NavigationGuard("noQueue") { request in
                request.command == .navigate(to: .queue) ? .cancel(reason: "queue is off") : .allow
            })
        let outcome = await navigator.send(.navigate(to: .queue))
        #expect(outcome == .cancelled(guardName: "noQueue", reason: "queue is off"))
        #expect(navigator.state.path.isEmpty)
        #expect(await navigator.send(.navigate(to: .settings)) == .applied)
    }

    @Test("a redirecting guard applies its path instead")
    func redirectGuard() async {
        let navigator = makeNavigator()
        navigator.addGuard(
            NavigationGuard("login") { request in
                request.proposed.path.contains(.profiles) ? .redirect(to: [.settings]) : .allow
            })
        let outcome = await navigator.send(.setPath([.settings, .profiles]))
        #expect(outcome == .redirected(guardName: "login", to: [.settings]))
        #expect(navigator.state.path == [.settings])
    }

    @Test("guards run in order and the first non-allow decision wins")
    func guardsRunInOrder() async {
        let navigator = makeNavigator()
        var order: [String] = []
        navigator.addGuard(
            NavigationGuard("first") { _ in
                order.append("first"); return .allow
            })
        navigator.addGuard(
            NavigationGuard("second") { _ in
                order.append("second"); return .cancel(reason: "no")
            })
        navigator.addGuard(
            NavigationGuard("third") { _ in
                order.append("third"); return .allow
            })
        _ = await navigator.send(.navigate(to: .queue))
        #expect(order == ["first", "second"])
    }

    @Test("guards see the command's source")
    func guardsSeeSource() async {
        let navigator = makeNavigator()
        navigator.addGuard(
            NavigationGuard("userOnly") { request in
                request.source == .user ? .allow : .cancel(reason: "only people may open settings")
            })
        #expect(await navigator.send(.navigate(to: .settings), from: .program) != .applied)
        #expect(await navigator.send(.navigate(to: .settings), from: .user) == .applied)
    }

    @Test("commands sent while a guard is suspended apply afterwards, in order")
    func commandsStayOrdered() async {
        let navigator = makeNavigator()
        navigator.addGuard(
            NavigationGuard("slow") { request in
                if request.command == .navigate(to: .radarrHome) {
                    try? await Task.sleep(for: .milliseconds(20))
                }
                return .allow
            })
        async let first = navigator.send(.navigate(to: .radarrHome))
        async let second = navigator.send(.navigate(to: .moviesList))
        _ = await (first, second)
        #expect(navigator.state.path == [.radarrHome, .moviesList])
    }

    @Test("a deferred command is kept and replayed once its condition holds")
    func deferredIsReplayed() async {
        let navigator = makeNavigator()
        let ready = Flag(false)
        let condition = NavigationCondition("ready") { ready.value }
        navigator.addGuard(NavigationGuard("wait") { _ in ready.value ? .allow : .defer(until: condition) })
        let outcome = await navigator.send(
            .setPath([.radarrHome, .queue]), from: .deepLink(URL(string: "thriftwood://radarr/queue")!))
        #expect(outcome == .deferred(guardName: "wait", condition: "ready"))
        #expect(navigator.deferred.count == 1)
        await navigator.resumeDeferred()
        #expect(navigator.state.path.isEmpty)
        ready.value = true
        await navigator.resumeDeferred()
        #expect(navigator.state.path == [.radarrHome, .queue])
        #expect(navigator.deferred.isEmpty)
        #expect(navigator.history.events.last?.source == .deepLink(URL(string: "thriftwood://radarr/queue")!))
    }
}
