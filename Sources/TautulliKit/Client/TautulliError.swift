import ServerKit

/// Why a Tautulli request failed, in Tautulli's words.
public struct TautulliError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Hashable, Sendable {
        /// Tautulli refused the API key (its 400 "Invalid apikey").
        case refusedKey
        /// No HTTP answer at all.
        case transport(TransportFailure)
        /// Tautulli answered with an error of its own (`result: error`, its `message`).
        case server(String)
        /// The answer could not be read.
        case unreadable(String)
        /// The address answers as something else.
        case wrongService(found: String)
        /// An HTTP status without Tautulli's answer.
        case status(UnexpectedStatus)
    }

    /// What went wrong.
    public let problem: Problem

    /// Creates an error.
    public init(_ problem: Problem) { self.problem = problem }

    /// One sentence, in the user's words.
    public var description: String {
        switch problem {
        case .refusedKey: "Tautulli refused the API key (copy it from Tautulli's Settings → Web Interface → API)."
        case .transport(let failure): failure.description
        case .server(let message): "Tautulli said: \(message)"
        case .unreadable(let detail): "Tautulli's answer could not be read: \(detail)."
        case .wrongService(let found): "That address is \(found), not Tautulli."
        case .status(let status): status.description(service: "Tautulli")
        }
    }
}
