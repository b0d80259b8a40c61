import HTTPTypes
import Hummingbird
import Synchronization

/// Puts the browser's protections on every answer, errors included: a Content-Security-Policy
/// that allows only our own script, styles and pictures and no framing, `nosniff`, no referrer,
/// and no caching of pages (they carry a session's token). Served over HTTPS itself, the site
/// also tells the browser never to reach it over plain HTTP again (`Strict-Transport-Security`).
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext

    /// Whether `serve` speaks HTTPS itself (its own certificate), so HSTS is its to send.
    var strictTransport = false

    /// A year: what browsers' preload rules ask for.
    static let strictTransportSecurity = "max-age=31536000"

    /// The policy: nothing inline, nothing from elsewhere.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
        + "manifest-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPError {
            // Hummingbird's own refusals (a body too large, a bad request) get a plain page with
            // the same protections.
            response = WebResponse.text(error.body ?? error.status.reasonPhrase, status: error.status)
        }
        Self.protect(&response.headers)
        if strictTransport, let field = HTTPField.Name("Strict-Transport-Security") {
            response.headers[field] = Self.strictTransportSecurity
        }
        return response
    }

    static func protect(_ headers: inout HTTPFields) {
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        headers[.xContentTypeOptions] = "nosniff"
        for (name, value) in [
            ("Referrer-Policy", "no-referrer"), ("X-Frame-Options", "DENY"),
            ("Cross-Origin-Opener-Policy", "same-origin"),
        ] {
            if let field = HTTPField.Name(name) { headers[field] = value }
        }
        if headers[.cacheControl] == nil { headers[.cacheControl] = "no-store" }
    }
}

/// Refuses a request whose Host is not an address this site is served at, so a page on another
/// site cannot reach it through a name it points at 127.0.0.1 (DNS rebinding).
struct HostCheckMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext

    let names: [String]
    let port: BoundPort

    /// Checks against the listen address, this machine's names and `options`' public names.
    init(options: WebOptions, port: BoundPort) {
        names = ([options.host, "127.0.0.1", "localhost", "::1"] + options.publicHosts).map { name in
            let lowered = name.lowercased()
            // A bare IPv6 address is bracketed as a Host header writes it; "name:port" is kept.
            return lowered.filter { $0 == ":" }.count > 1 && !lowered.hasPrefix("[") ? "[\(lowered)]" : lowered
        }
        self.port = port
    }

    /// Whether `authority` (a Host header) names this site: a known name, bare or with the port served.
    func allows(_ authority: String?) -> Bool {
        guard let authority = authority?.lowercased() else { return false }
        let port = port.value
        return names.contains { $0 == authority || "\($0):\(port)" == authority }
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard allows(context.host) else {
            return WebResponse.text(
                "This Thriftwood does not answer to the name \(context.host ?? "(none)"). "
                    + "Start it with --public-host NAME to serve under another name.",
                status: .misdirectedRequest)
        }
        return try await next(request, context)
    }
}

/// The port the site listens on, known once it is bound (0 asks the system for a free one).
final class BoundPort: Sendable {
    private let port: Mutex<Int>

    init(_ port: Int) { self.port = Mutex(port) }

    var value: Int { port.withLock { $0 } }

    func set(_ value: Int) { port.withLock { $0 = value } }
}
