import Foundation

/// One step of a replay: what the trace said, and what the replay made of it.
public struct ReplayedStep<Route: Hashable & Sendable & Codable>: Sendable {
    /// The recorded step.
    public let recorded: NavigationTrace<Route>.Step
    /// The replay's outcome (a refusal when the command no longer applies).
    public let outcome: NavigationOutcome<Route>
    /// The state after the replayed step.
    public let state: NavigationState<Route>

    /// Whether the replay left the state the trace recorded.
    public var matches: Bool { state == recorded.after }
}

extension Navigator where Route: Codable {
    /// Replays `trace`: puts the navigator at the trace's start, then replays each step with its
    /// recorded outcome (``replay(_:from:recorded:)``), returning what each step did.
    public func replay(_ trace: NavigationTrace<Route>) -> [ReplayedStep<Route>] {
        replay(.setState(trace.start), from: .restoration, recorded: .applied)
        return trace.steps.map { step in
            let outcome = replay(step.command, from: step.source, recorded: step.outcome)
            return ReplayedStep(recorded: step, outcome: outcome, state: state)
        }
    }
}
