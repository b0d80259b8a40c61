import Foundation
import ThriftwoodNavigation

extension AppCoordinator {
    /// The recent navigation as a trace (at most the navigator's last 100 events), each step
    /// named by the breadcrumb the person saw.
    public func navigationTrace() -> NavigationTrace<AppRoute> {
        NavigationTrace(events: navigator.history.events) { state in crumbs(state) }
    }

    /// Re-drives this coordinator along `trace` with the trace's own outcomes (no server is asked:
    /// what guards decided then is what happens now) and says what each step did.
    ///
    /// Use a coordinator of its own: its stack ends where the trace ends.
    public func replay(_ trace: NavigationTrace<AppRoute>) -> NavigationReplayReport {
        let steps = navigator.replay(trace)
        return NavigationReplayReport(
            steps: steps.enumerated().map { index, step in
                let replayed = crumbs(step.state).joined(separator: " › ")
                let recorded = step.recorded.crumbs?.joined(separator: " › ")
                return NavigationReplayReport.Step(
                    number: index + 1, at: step.recorded.at,
                    happened: Self.sentence(for: step.outcome, from: step.recorded.source),
                    // When the states agree the trace's names are the better ones (it knew the titles).
                    screens: step.matches ? (recorded ?? replayed) : replayed,
                    recordedScreens: step.matches ? nil : (recorded ?? "another stack than the replay's"))
            })
    }

    /// What a replayed step did, and where it came from, in words.
    static func sentence(for outcome: NavigationOutcome<AppRoute>, from source: NavigationSource) -> String {
        let origin = origin(of: source)
        return switch outcome {
        case .applied: "Opened\(origin)"
        case .redirected(let guardName, _): "Opened\(origin), sent there by \(guardName)"
        case .refused(let refusal): "Stayed\(origin): \(refusal.description)"
        case .cancelled(_, let reason): "Did not open\(origin): \(capped(reason))"
        case .deferred(_, let condition): "Waiting to open\(origin) until \(capped(condition))"
        }
    }
}
