import Foundation
import Testing
import ThriftwoodNavigation

@MainActor
@Suite("Navigation traces and their replay")
struct TraceReplayTests {
    /// A navigator whose guards decided by things a replay does not have: a server that refused
    /// the queue, and a sign-in that redirected the profiles.
    func guardedNavigator() -> Navigator<GraphRoute> {
        let navigator = Navigator<GraphRoute>(clock: { Date(timeIntervalSince1970: 1_790_000_000) })
        navigator.addGuard(
            NavigationGuard("queueServer") { request in
                request.command == .navigate(to: .queue) ? .cancel(reason: "the queue's server did not answer") : .allow
            })
        navigator.addGuard(
            NavigationGuard("signIn") { request in
                request.proposed.path.contains(.profiles) ? .redirect(to: [.settings, .addProfile]) : .allow
            })
        return navigator
    }

    /// A path through every kind of outcome: applied, cancelled, redirected, refused.
    func walk(_ navigator: Navigator<GraphRoute>) async {
        await navigator.send(.navigate(to: .radarrHome), from: .user)
        await navigator.send(.navigate(to: .moviesList), from: .user)
        await navigator.send(.navigate(to: .movieDetail(movieId: 42)), from: .palette(query: "blade"))
        await navigator.send(.navigate(to: .queue), from: .user)
        await navigator.send(.navigate(to: .movieDetail(movieId: 42)), from: .user)
        await navigator.send(.present(PresentedSheet(root: .addMovie(query: "alien"))), from: .user)
        await navigator.send(.dismiss, from: .user)
        let link = URL(string: "thriftwood://settings/profiles")
        await navigator.send(.setPath([.settings, .profiles]), from: link.map { .deepLink($0) } ?? .program)
        await navigator.send(.navigateBack, from: .user)
    }

    @Test("a trace written from a guarded navigator's history replays to the same state at every step, with no guards")
    func replayMatches() async throws {
        let recorded = guardedNavigator()
        await walk(recorded)
        let trace = NavigationTrace(events: recorded.history.events)
        let read = try NavigationTrace<GraphRoute>.decode(from: try trace.encoded())

        let replaying = Navigator<GraphRoute>()
        let steps = replaying.replay(read)

        #expect(steps.count == 9)
        #expect(steps.allSatisfy { $0.matches })
        #expect(replaying.state == recorded.state)
        #expect(replaying.state.path == [.settings])
        // The guards' answers came from the trace: the cancelled queue stayed cancelled, the
        // redirect to the profile form was taken again.
        #expect(steps[3].outcome == .cancelled(guardName: "queueServer", reason: "the queue's server did not answer"))
        #expect(steps[7].outcome == .redirected(guardName: "signIn", to: [.settings, .addProfile]))
        #expect(steps[7].state.path == [.settings, .addProfile])
        #expect(steps[5].state.sheet?.root == .addMovie(query: "alien"))
        #expect(steps[2].recorded.source == .palette(query: "blade"))
        #expect(steps[7].recorded.source.description == "deepLink(thriftwood://settings/profiles)")
    }

    @Test("the replayed events reach the navigator's observers, as the app's log would write them")
    func replayIsObserved() async throws {
        let recorded = guardedNavigator()
        await walk(recorded)
        let replaying = Navigator<GraphRoute>()
        var seen: [NavigationOutcome<GraphRoute>] = []
        replaying.observe { event in seen.append(event.outcome) }
        _ = replaying.replay(NavigationTrace(events: recorded.history.events))
        // The first event puts the navigator at the trace's start.
        #expect(seen.count == 10)
        #expect(Array(seen.dropFirst()) == recorded.history.events.map(\.outcome))
    }

    @Test("a step that no longer applies is a refusal, and the replay says its state differs from the trace's")
    func divergentStep() throws {
        let trace = NavigationTrace<GraphRoute>(
            start: NavigationState(),
            steps: [
                .init(
                    source: .user, command: .navigateBack, outcome: .applied, after: NavigationState(path: [.settings]),
                    at: Date(timeIntervalSince1970: 0))
            ])
        let steps = Navigator<GraphRoute>().replay(trace)
        #expect(steps.first?.outcome == .refused(.emptyStack))
        #expect(steps.first?.matches == false)
    }

    @Test("a file that is not a trace, or a trace of another format, is refused in words")
    func unreadableTraces() throws {
        #expect(throws: NavigationTraceError.self) { try NavigationTrace<GraphRoute>.decode(from: Data("[1, 2".utf8)) }
        let future = Data(#"{"version": 7, "start": {"path": []}, "steps": []}"#.utf8)
        #expect(throws: NavigationTraceError.unsupportedVersion(7)) {
            try NavigationTrace<GraphRoute>.decode(from: future)
        }
        let broken = Data(#"{"version": 1, "start": {"path": []}, "steps": [{"source": {"user": {}}}]}"#.utf8)
        do {
            _ = try NavigationTrace<GraphRoute>.decode(from: broken)
            Issue.record("a step without its command decoded")
        } catch {
            #expect(error.description.contains("steps.0"))
            #expect(error.description.hasPrefix("This is not a navigation trace Thriftwood can read"))
        }
    }
}
