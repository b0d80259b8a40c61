import Foundation
import ServerKit

/// Everything that can go wrong talking to an *arr server, said so a person knows what to do.
///
/// One error type for every service: the service only changes the words ("Radarr refused
/// the API key", "Sonarr refused the API key").
public struct ArrError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The service that was asked.
    public var service: ArrService
    /// What went wrong.
    public var problem: Problem

    /// An error from `service`.
    public init(_ service: ArrService, _ problem: Problem) {
        self.service = service
        self.problem = problem
    }

    /// A request to `service` (to `endpoint`, where known) that got no whole answer, said in
    /// the service's words.
    public init(_ service: ArrService, transport failure: TransportFailure, endpoint: String = "the request") {
        self.service = service
        switch failure {
        case .invalidURL(let url): problem = .invalidURL(url)
        case .refused(let host):
            // Which service should be listening is the suggestion's to say: the same words then
            // serve a server whose kind is not known yet.
            problem = .unreachable(host: host, reason: "the connection was refused")
        case .unreachable(let host, let reason): problem = .unreachable(host: host, reason: reason)
        case .timedOut(let host, let seconds): problem = .timedOut(host: host, seconds: seconds)
        case .tls(let host, let reason, let selfSigned):
            problem = .tls(host: host, reason: reason, selfSigned: selfSigned)
        case .tooLarge:
            problem = .server(status: 200, message: "the answer is larger than this client accepts", details: nil)
        case .cutOff: problem = .truncated(endpoint: endpoint)
        case .tooSlow(let host, let bytes, let seconds): problem = .tooSlow(host: host, bytes: bytes, seconds: seconds)
        }
    }

    /// What happened, in one sentence.
    public var description: String { problem.description(service) }
    /// What to try next.
    public var recoverySuggestion: String { problem.recoverySuggestion(service) }
    /// Whether retrying the same request could help.
    public var isRetryable: Bool { problem.isRetryable }
}

extension ArrError {
    /// What went wrong, independent of which service said it.
    public enum Problem: Hashable, Sendable {
        /// The server address is not an http(s) URL with a host.
        case invalidURL(String)
        /// The API key is missing or wrong (HTTP 401).
        case unauthorized
        /// Something in front of the service (a reverse proxy's Basic auth) asked for a login
        /// (HTTP 401 with its own challenge, e.g. "Basic"): the request never reached the service.
        case loginWall(challenge: String)
        /// The server or a proxy in front of it refused access (HTTP 403), whatever the key.
        case forbidden
        /// The server answered with a redirect (not followed, so the key stays with this server).
        case redirected(status: Int, to: String, downgrade: Bool)
        /// The resource does not exist (HTTP 404): `resource` names it ("Movie 42", "release"),
        /// or is nil when the address has no API of the service at all; `detail` is the server's own text.
        case notFound(resource: String?, detail: String?)
        /// One endpoint is missing on a server whose API answers (HTTP 404 on a list such as
        /// `/wanted/missing`, which Radarr gained in 5.3): that part is unavailable, not the
        /// server. `since` is the version that added it, where known.
        case missingEndpoint(path: String, since: String?)
        /// The server rejected the request's content (HTTP 400 with validation failures).
        case validation([ValidationFailure])
        /// The server answered with an error.
        case server(status: Int, message: String?, details: String?)
        /// Something that is not the service answered (an HTML page, a proxy's login screen).
        case notTheService(status: Int, contentType: String?, looksLikeLogin: Bool)
        /// The server could not be reached.
        case unreachable(host: String, reason: String)
        /// The server did not answer in time.
        case timedOut(host: String, seconds: Double)
        /// The TLS handshake failed.
        case tls(host: String, reason: String, selfSigned: Bool)
        /// The answer was not in the shape the service uses.
        case decoding(endpoint: String, field: String, reason: String)
        /// The answer stopped before its end (a dropped connection, a proxy cutting it short).
        case truncated(endpoint: String)
        /// The answer came slower than the lowest speed (`bytes` in `seconds` after its head).
        case tooSlow(host: String, bytes: Int, seconds: Double)
        /// A server command ended without completing.
        case commandFailed(name: String, message: String)
        /// A server command did not finish in time.
        case commandTimedOut(name: String, seconds: Double)
        /// The server hands `what` (its backup files) only to its web login, which the API key is
        /// not: a redirect to its login page, or its own Basic challenge.
        case webLoginOnly(what: String, place: String)

        /// Whether `status` is a proxy's own failure to reach what it stands in front of (502
        /// bad gateway, 503 unavailable, 504 gateway timeout).
        static func isGatewayFailure(_ status: Int) -> Bool { (502...504).contains(status) }

        /// What happened, in one sentence, in `service`'s words.
        public func description(_ service: ArrService) -> String {
            let name = service.name
            return switch self {
            case .invalidURL(let url): "'\(url)' is not a server address (expected http:// or https:// and a host)."
            case .unauthorized: "\(name) refused the API key (401 Unauthorized)."
            case .loginWall(let challenge):
                "A login in front of \(name) asked for a password (HTTP 401, \(challenge) authentication); the request never reached \(name)."
            case .forbidden: "The server refused access (403 Forbidden)."
            case .redirected(let status, let target, let downgrade):
                downgrade
                    ? "The server redirected from HTTPS to plain HTTP (\(target), HTTP \(status)); Thriftwood did not follow it."
                    : "The server redirected to \(target) (HTTP \(status)) instead of answering; Thriftwood did not follow it."
            case .notFound(let resource, _):
                switch resource {
                case nil: "There is no \(name) API at this address (HTTP 404)."
                case "release": "That release is no longer in \(name)'s search results."
                case let resource?: "\(resource) doesn't exist on this server — it may have been deleted."
                }
            case .missingEndpoint(let path, let since):
                "This \(name) has no \(path) (HTTP 404)"
                    + (since.map { "; it came with \(name) \($0)." } ?? "; it may be older than the feature.")
            case .validation(let failures):
                failures.isEmpty
                    ? "\(name) rejected the request."
                    : failures.map { failure in
                        [failure.propertyName, failure.errorMessage].compactMap { $0 }.joined(separator: ": ")
                    }.joined(separator: "; ")
            case .server(let status, let message, _):
                "\(name) answered with an error (\(status))\(message.map { ": \($0)" } ?? "")."
            case .notTheService(let status, let contentType, let looksLikeLogin):
                looksLikeLogin
                    ? "The server answered with a login page, not \(name)'s API (HTTP \(status))."
                    : Self.isGatewayFailure(status)
                        ? "A proxy in front of \(name) answered with its error page (HTTP \(status)): \(name) behind it "
                            + "does not answer the proxy."
                        : "The server answered with \(contentType ?? "something") instead of \(name)'s JSON (HTTP \(status))."
            case .unreachable(let host, let reason): "Could not reach \(host): \(reason)."
            case .timedOut(let host, let seconds): "\(host) did not answer within \(Self.seconds(seconds))."
            case .tls(let host, let reason, let selfSigned):
                selfSigned
                    ? "\(host) presented a certificate that is not trusted (self-signed or from a private CA)."
                    : "The secure connection to \(host) failed: \(reason)."
            case .decoding(let endpoint, let field, let reason):
                field == "(whole answer)"
                    ? "\(name)'s answer to \(endpoint) could not be read: \(reason)."
                    : "\(name)'s answer to \(endpoint) could not be read at '\(field)': \(reason)."
            case .truncated(let endpoint): "The answer to \(endpoint) was cut off before its end."
            case .tooSlow(let host, let bytes, let seconds):
                TransportFailure.tooSlow(host: host, bytes: bytes, seconds: seconds)
            case .commandFailed(let name, let message): "\(name) did not complete: \(message)."
            case .commandTimedOut(let name, let seconds): "\(name) was still running after \(Self.seconds(seconds))."
            case .webLoginOnly(let what, _):
                "\(name) hands out \(what) only after its web login, which the API key is not."
            }
        }

        /// What to try next, in `service`'s words.
        public func recoverySuggestion(_ service: ArrService) -> String {
            let name = service.name
            return switch self {
            case .invalidURL: "Enter the address you open \(name) at, e.g. http://192.168.1.10:\(service.defaultPort)."
            case .unauthorized: "Copy the API key from \(name) → Settings → General → Security and update the profile."
            case .loginWall:
                "Add that login to the server as a header (Authorization: Basic …, in the profile's Headers), or let the proxy pass requests that carry the API key."
            case .forbidden:
                "A reverse proxy or firewall blocks this address: check its access rules or add its auth header to the profile."
            case .redirected(_, let target, let downgrade):
                downgrade
                    ? "Your API key would travel unencrypted: fix the server's redirect, or use its https:// address directly."
                    : (target.lowercased().contains("login") || target.lowercased().contains("auth")
                        ? "A proxy wants you to log in: add its auth header to the profile, or use \(name)'s direct address."
                        : Self.urlBase(in: target).map {
                            "\(name) runs under the URL base \($0): add it to the address (e.g. http://host:\(service.defaultPort)\($0))."
                        } ?? "If that address is \(name) itself, use it as the profile's address.")
            case .notFound(let resource, let detail):
                switch resource {
                case nil:
                    "Check the address and the URL base (e.g. http://host:\(service.defaultPort)\(service.usualURLBase) when \(name) runs under \(service.usualURLBase))."
                case "release": "Search for releases again and grab from the new list."
                default: "Go back and refresh the list." + (detail.map { " \(name) says: \($0)" } ?? "")
                }
            case .missingEndpoint: "Update \(name) to use it; everything else works without it."
            case .validation: "Change the highlighted values and try again."
            case .server(_, _, let details):
                details.map { "\(name) says: \($0)" } ?? "Check \(name)'s logs (System → Logs) and try again."
            case .notTheService(let status, _, let looksLikeLogin):
                looksLikeLogin
                    ? "A reverse proxy is asking for a login: add its auth header to the profile, or use \(name)'s direct address."
                    : Self.isGatewayFailure(status)
                        ? "Start \(name), or check the address the proxy forwards to (its upstream, nginx's proxy_pass)."
                        : "Check the address and URL base: it should be the page \(name) itself serves."
            case .unreachable: "Check that \(name) is running and the address and port are right."
            case .timedOut: "The server may be busy or the network slow; try again, or raise the timeout."
            case .tls(_, _, let selfSigned):
                selfSigned
                    ? "Trust the server's CA file in the profile's TLS settings, or allow its self-signed certificate there."
                    : "Check the certificate, or use http:// if the server does not serve TLS."
            case .decoding: "The server may run a \(name) version this build does not know; please report it."
            case .truncated: "The connection dropped or a proxy cut the answer short; try again."
            case .tooSlow:
                "The server or the network is very slow (less than 1 KB in 20 s); try again, or check the link."
            case .commandFailed: "See \(name)'s System → Tasks for details, then try again."
            case .commandTimedOut: "It may still finish on the server; check the queue later."
            case .webLoginOnly(_, let place):
                "Download it in \(name)'s web interface (\(place)), or set \(name)'s Settings → General → Authentication Required to “Disabled for Local Addresses” when Thriftwood runs on your network."
            }
        }

        /// Whether retrying the same request could help.
        public var isRetryable: Bool {
            switch self {
            case .unreachable, .timedOut, .server, .commandTimedOut, .truncated, .tooSlow: true
            default: false
            }
        }

        private static func seconds(_ value: Double) -> String {
            Int(exactly: value).map { "\($0) s" } ?? String(format: "%.1f s", value)
        }
    }
}
