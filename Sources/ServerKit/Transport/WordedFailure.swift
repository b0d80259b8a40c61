/// A failure of a kind's own wire module (Bazarr's, and every kind after it), worded for the
/// user once, with what to do about it: the app shows it and the CLI exits by its category, so
/// a new kind adds no case to a shared error type.
public protocol WordedFailure: Error, Sendable, CustomStringConvertible {
    /// What the user can do about it.
    var recoverySuggestion: String { get }
    /// Whether trying again may help.
    var isRetryable: Bool { get }
    /// What sort of failure it is, for the CLI's exit status.
    var category: FailureCategory { get }
}

/// The sorts of failure a command's exit status tells apart.
public enum FailureCategory: Hashable, Sendable {
    /// The server refused the key or the login.
    case refusedCredentials
    /// No answer: the address, the network or TLS.
    case unreachable
    /// The address answers as another kind of server, or unreadably.
    case wrongService
    /// The address itself is not usable.
    case usage
    /// The server answered with a refusal of its own.
    case refused
}
