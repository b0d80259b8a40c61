import Foundation

/// A saved navigation state with the schema version it was written under.
///
/// Routes are encoded through their own `Codable` conformance (enum case names, never
/// mangled type names), so a snapshot stays readable across builds.
public struct NavigationSnapshot<Route: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
    /// The schema version the snapshot was written under.
    public var schemaVersion: Int
    /// The saved state.
    public var state: NavigationState<Route>

    /// Creates a snapshot of `state` under `schemaVersion`.
    public init(schemaVersion: Int, state: NavigationState<Route>) {
        self.schemaVersion = schemaVersion
        self.state = state
    }

    /// The snapshot as stable JSON (sorted keys).
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }
}

/// What a restoration validator says about one route.
public enum RouteVerdict: Hashable, Sendable {
    /// The route is still valid.
    case keep
    /// The route is no longer valid (its entity is gone, it is not allowed now).
    case drop(reason: String)
}

/// Why a restoration kept less than the whole snapshot.
public enum RestorationIssue: Hashable, Sendable, CustomStringConvertible {
    /// The data is not a snapshot at all.
    case unreadable(String)
    /// The snapshot was written under another schema version.
    case unsupportedVersion(found: Int, expected: Int)
    /// A route could not be decoded; it and every route above it were dropped.
    case undecodableRoute(position: Int, reason: String)
    /// The validator rejected a route; it and every route above it were dropped.
    case rejectedRoute(position: Int, route: String, reason: String)
    /// The sheet could not be restored and was dropped.
    case sheetDropped(reason: String)

    /// A sentence a person can read in a log or banner.
    public var description: String {
        switch self {
        case .unreadable(let why): "the saved navigation could not be read (\(why)); starting at home"
        case .unsupportedVersion(let found, let expected):
            "the saved navigation is from schema version \(found), this build reads \(expected); starting at home"
        case .undecodableRoute(let position, let reason):
            "screen \(position + 1) of the saved navigation could not be read (\(reason)); restored up to it"
        case .rejectedRoute(let position, _, let reason):
            "screen \(position + 1) is no longer available: \(reason); restored up to it"
        case .sheetDropped(let reason): "the saved sheet was not restored: \(reason)"
        }
    }
}

/// The outcome of a restoration: the state to start from and what was dropped on the way.
public struct RestorationResult<Route: Hashable & Sendable>: Sendable {
    /// The state to start from: the longest valid prefix of what was saved.
    public let state: NavigationState<Route>
    /// Why anything was dropped; empty when the whole snapshot was restored.
    public let issues: [RestorationIssue]

    /// Whether everything saved was restored.
    public var isComplete: Bool { issues.isEmpty }
}
