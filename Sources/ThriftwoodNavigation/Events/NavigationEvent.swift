import Foundation

/// A record of one command: where it came from, what it was, and what it did.
public struct NavigationEvent<Route: Hashable & Sendable>: Sendable {
    /// Where the command came from.
    public let source: NavigationSource
    /// The command.
    public let command: NavigationCommand<Route>
    /// The state before the command.
    public let before: NavigationState<Route>
    /// The state after the command (equal to `before` unless it changed).
    public let after: NavigationState<Route>
    /// What happened.
    public let outcome: NavigationOutcome<Route>
    /// When it happened, from the navigator's injected clock.
    public let timestamp: Date
}
