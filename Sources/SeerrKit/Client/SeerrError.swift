import ServerKit

/// Why a Seerr request failed, in the user's words.
public struct SeerrError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Hashable, Sendable {
        /// Seerr refused the API key (403 on `/auth/me`).
        case refusedKey
        /// The key's user may not do this (403 on an action).
        case notPermitted(String)
        /// No HTTP answer at all.
        case transport(TransportFailure)
        /// Seerr answered with an error of its own (`message`).
        case server(String)
        /// The answer could not be read.
        case unreadable(String)
        /// No request, issue or title with that id.
        case notFound(String)
        /// The address answers as something else.
        case wrongService(found: String)
        /// An HTTP status without a message.
        case status(UnexpectedStatus)
        /// The person acting has no Seerr user of their own, so a change is not sent (it would
        /// be filed as the key's user, an admin, and approved at once).
        case unlinkedPerson
    }

    /// What went wrong.
    public let problem: Problem

    /// Creates an error.
    public init(_ problem: Problem) { self.problem = problem }

    /// One sentence, in the user's words.
    public var description: String {
        switch problem {
        case .refusedKey: "Seerr refused the API key (copy it from Seerr's Settings → General)."
        case .notPermitted(let what):
            "Seerr's API key user may not \(what) (it needs that permission in Seerr's Users settings)."
        case .transport(let failure): failure.description
        case .server(let message): "Seerr said: \(message)"
        case .unreadable(let detail): "Seerr's answer could not be read: \(detail)."
        case .notFound(let what): "Seerr has no \(what)."
        case .wrongService(let found): "That address is \(found), not Seerr."
        case .status(let status): status.description(service: "Seerr")
        case .unlinkedPerson:
            "You have no Seerr user of your own here, so this was not sent to Seerr (it would be filed as its admin)."
        }
    }

    /// Whether the key was refused (the fix is in the profile, not a retry).
    public var isAuthentication: Bool { problem == .refusedKey }
}
