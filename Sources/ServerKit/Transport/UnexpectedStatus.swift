/// An HTTP status a client did not expect, worded once for every kind that is not an *arr
/// (the *arrs' ``ResponseChecker`` words theirs): a redirect it did not follow and where it
/// pointed, a refusal (401 or 403 — from the server or a proxy in front of it), the server's
/// own failure, or anything else.
public struct UnexpectedStatus: Hashable, Sendable {
    /// What kind of answer it was.
    public enum Kind: Hashable, Sendable {
        /// 3xx: not followed, so the key never goes to another address.
        case redirect
        /// 401 or 403: access refused (a wrong credential, or a proxy's rule).
        case refused
        /// 5xx: the server failed on its side.
        case serverError
        /// Anything else.
        case other
    }

    /// The status code.
    public let code: Int
    /// Where a redirect pointed.
    public let location: String?
    /// What the server said of it in its own words (a JSON error's message), if anything.
    public let message: String?

    /// Describes a status (where a redirect pointed, what the server said).
    public init(code: Int, location: String? = nil, message: String? = nil) {
        self.code = code
        self.location = location
        self.message = message
    }

    /// Describes `answer`'s status, with the server's `message` when it gave one.
    public init(_ answer: TransportAnswer, message: String? = nil) {
        self.init(code: answer.status, location: answer.location, message: message)
    }

    /// What kind of answer it was.
    public var kind: Kind {
        switch code {
        case 300..<400: .redirect
        case 401, 403: .refused
        case 500..<600: .serverError
        default: .other
        }
    }

    /// One sentence for `service`, with what the server said.
    public func description(service: String) -> String {
        situation(service) + (message.map { " It said: \($0)" } ?? "")
    }

    private func situation(_ service: String) -> String {
        switch kind {
        case .redirect:
            "\(service) redirected to \(location ?? "another address") (HTTP \(code)) instead of answering; "
                + "Thriftwood did not follow it."
        case .refused:
            code == 401
                ? "\(service), or a proxy in front of it, refused the request (401 Unauthorized)."
                : "\(service), or a proxy in front of it, refused access (403 Forbidden)."
        case .serverError: "\(service) failed on its side (HTTP \(code))."
        case .other: "\(service) answered with HTTP \(code), which Thriftwood does not expect here."
        }
    }

    /// What to try, for `service`.
    public func suggestion(service: String) -> String {
        switch kind {
        case .redirect:
            (location ?? "").lowercased().contains("login") || (location ?? "").lowercased().contains("auth")
                ? "A proxy wants you to log in: add its auth header to the profile, or use \(service)'s direct address."
                : "If that address is \(service) itself, use it as the profile's address."
        case .refused:
            "Check the credentials in the profile; if a reverse proxy stands in front, check its access rules or "
                + "add its auth header to the profile."
        case .serverError: "Try again; if it keeps happening, \(service)'s own log says why."
        case .other: "Check the address and port; Settings → Logs has the request."
        }
    }
}
