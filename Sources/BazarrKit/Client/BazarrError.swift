import ServerKit

/// Why a Bazarr request failed, in Bazarr's words.
public struct BazarrError: WordedFailure, Hashable {
    /// What went wrong.
    public enum Problem: Hashable, Sendable {
        /// Bazarr refused the API key (its 401).
        case refusedKey
        /// No HTTP answer at all.
        case transport(TransportFailure)
        /// Bazarr answered with a refusal of its own ("Episode file not found. Path mapping issue?").
        case server(String)
        /// The answer could not be read.
        case unreadable(String)
        /// The address answers as something else.
        case wrongService(found: String)
        /// An HTTP status without Bazarr's words.
        case status(UnexpectedStatus)
    }

    /// What went wrong.
    public let problem: Problem

    /// Creates an error.
    public init(_ problem: Problem) { self.problem = problem }

    /// One sentence, in the user's words.
    public var description: String {
        switch problem {
        case .refusedKey: "Bazarr refused the API key."
        case .transport(let failure): failure.description
        case .server(let message): "Bazarr said: \(message)"
        case .unreadable(let detail): "Bazarr's answer could not be read: \(detail)."
        case .wrongService(let found): "That address is \(found), not Bazarr."
        case .status(let status): status.description(service: "Bazarr")
        }
    }

    /// What to do about it.
    public var recoverySuggestion: String {
        switch problem {
        case .refusedKey: "Copy the key from Bazarr's Settings → General → Security (API Key)."
        case .transport: "Check that Bazarr is running and that the address and port are right (it listens on 6767)."
        case .server(let message) where message.lowercased().contains("path mapping"):
            "Bazarr cannot see the video file: check its Settings → Sonarr/Radarr → Path Mappings."
        case .server: "Bazarr's System → Logs has the details."
        case .unreadable, .wrongService, .status:
            "Check the address: Bazarr's API lives under /api, behind its URL base if it has one."
        }
    }

    /// Whether trying again may help.
    public var isRetryable: Bool {
        switch problem {
        case .transport: true
        case .status(let status): status.code >= 500
        default: false
        }
    }

    /// Its sort, for the CLI's exit status.
    public var category: FailureCategory {
        switch problem {
        case .refusedKey: .refusedCredentials
        case .transport(let failure):
            if case .invalidURL = failure { .usage } else { .unreachable }
        case .server: .refused
        case .unreadable, .wrongService: .wrongService
        case .status(let status): status.kind == .refused ? .refusedCredentials : .wrongService
        }
    }
}
