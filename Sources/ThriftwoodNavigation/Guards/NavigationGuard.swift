/// What a guard decides about a proposed command.
public enum GuardDecision<Route: Hashable & Sendable>: Sendable {
    /// Let the command apply.
    case allow
    /// Drop the command, saying why.
    case cancel(reason: String)
    /// Apply this path instead of the command.
    case redirect(to: [Route])
    /// Keep the command and replay it once the condition holds.
    case `defer`(until: NavigationCondition)
}

/// What a guard is asked to judge: the command, its source and the states around it.
public struct NavigationRequest<Route: Hashable & Sendable>: Sendable {
    /// The command about to apply.
    public let command: NavigationCommand<Route>
    /// Where the command came from.
    public let source: NavigationSource
    /// The state now.
    public let current: NavigationState<Route>
    /// The state the command would produce.
    public let proposed: NavigationState<Route>
}

/// An async check that runs before every command, in the order guards were added.
public struct NavigationGuard<Route: Hashable & Sendable>: Sendable {
    /// A short name, reported in events when the guard cancels, redirects or defers.
    public let name: String
    let decide: @MainActor @Sendable (NavigationRequest<Route>) async -> GuardDecision<Route>
    /// The decision without suspending, for a guard that never needs to: with only such guards
    /// a dispatched command applies at once, not a tick later.
    let decideNow: (@MainActor @Sendable (NavigationRequest<Route>) -> GuardDecision<Route>)?

    /// Creates a guard from a name and its decision function.
    public init(
        _ name: String,
        decide: @escaping @MainActor @Sendable (NavigationRequest<Route>) async -> GuardDecision<Route>
    ) {
        self.name = name
        self.decide = decide
        self.decideNow = nil
    }

    /// Creates a guard that decides without suspending (it reads state it already has).
    public init(
        _ name: String,
        synchronous decide: @escaping @MainActor @Sendable (NavigationRequest<Route>) -> GuardDecision<Route>
    ) {
        self.name = name
        self.decide = { decide($0) }
        self.decideNow = decide
    }
}
