import ServerKit

/// Why a download client request failed, in the client's words.
public struct DownloadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Hashable, Sendable {
        /// The server refused the API key (SABnzbd's 403).
        case refusedKey
        /// The server refused the user name or password (NZBGet's 401).
        case refusedCredentials
        /// No HTTP answer at all.
        case transport(TransportFailure)
        /// The server answered with an error of its own.
        case server(String)
        /// The answer could not be read as this client's.
        case unreadable(String)
        /// The client has no such action.
        case unsupported(String)
        /// The client can, once a setting of its own is on: what it cannot do now, the setting
        /// that allows it and where that is (Deluge's Label plugin, Preferences → Plugins).
        case switchedOff(what: String, setting: String, place: String)
        /// Something for the other protocol: what was given, and what the client takes.
        case wrongInput(given: String, takes: String)
        /// No item with that id.
        case notFound(String)
        /// The address answers as another service.
        case wrongService(found: String)
        /// An HTTP status the client did not expect (a redirect, a proxy's refusal, a failure).
        case status(UnexpectedStatus)

        /// The HTTP status, when the problem is one.
        public var statusCode: Int? {
            if case .status(let status) = self { return status.code }
            return nil
        }
    }

    /// The client's name ("SABnzbd").
    public let service: String
    /// What went wrong.
    public let problem: Problem

    /// Creates an error of `service`.
    public init(_ service: String, _ problem: Problem) {
        self.service = service
        self.problem = problem
    }

    /// One sentence, in the user's words.
    public var description: String {
        switch problem {
        case .refusedKey: "\(service) refused the API key."
        case .refusedCredentials: "\(service) refused the user name or password."
        case .transport(let failure): failure.description
        case .server(let message): "\(service) said: \(message)"
        case .unreadable(let detail): "\(service)'s answer could not be read: \(detail)."
        case .unsupported(let what): "\(service) cannot \(what)."
        case .switchedOff(let what, let setting, _): "\(service) cannot \(what) while \(setting) is off."
        case .wrongInput(let given, let takes): "\(service) takes \(takes), not \(given)."
        case .notFound(let id): "\(service) has no download with id \(id)."
        case .wrongService(let found): "That address is \(found), not \(service)."
        case .status(let status): status.description(service: service)
        }
    }

    /// Whether the credentials were refused (the fix is in the profile, not a retry).
    public var isAuthentication: Bool { problem == .refusedKey || problem == .refusedCredentials }
}
