/// What happened to one command.
public enum NavigationOutcome<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The command applied.
    case applied
    /// The command could not apply to the state; nothing changed.
    case refused(NavigationRefusal)
    /// A guard cancelled the command.
    case cancelled(guardName: String, reason: String)
    /// A guard replaced the command with another path, which applied.
    case redirected(guardName: String, to: [Route])
    /// A guard deferred the command until a condition holds.
    case deferred(guardName: String, condition: String)

    /// Whether the state changed as a result.
    public var changedState: Bool {
        switch self {
        case .applied, .redirected: true
        case .refused, .cancelled, .deferred: false
        }
    }
}

/// Outcomes are written into navigation traces (``NavigationTrace``): a replay uses them
/// instead of asking the guards again.
extension NavigationOutcome: Codable where Route: Codable {}
