import Foundation
import HTTPTypes
import Hummingbird
import ThriftwoodCore

/// Finds the browser's session from its cookie, or starts one (not signed in), and says whether
/// it may use the site: signed in, or no user is set up (then `serve` listens on loopback only).
struct SessionMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext

    let sessions: SignInSessions
    let users: UserDirectory
    let cookie: SessionCookie

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let signInRequired = try await users.hasUsers()
        var context = context
        var started: String?
        // A user a trusted proxy signed in needs no password here, but still a session (for its
        // forms' token and its place).
        let proxied = try await context.proxyUser.asyncMap { try await users.user(named: $0) } ?? nil
        if let token = cookie.token(in: request), let session = try await sessions.session(for: token) {
            var user = proxied
            if user == nil, let name = session.userName { user = try await users.user(named: name) }
            context.visit = Visit(token: token, session: session, user: user, admitted: user != nil || !signInRequired)
        } else {
            let (token, session) = try await sessions.begin(for: nil)
            started = token
            context.visit = Visit(
                token: token, session: session, user: proxied, admitted: proxied != nil || !signInRequired)
        }
        var response = try await next(request, context)
        // A handler that set the cookie itself (signing in starts a new session) wins.
        if let started, !response.headers[values: .setCookie].contains(where: { cookie.sets($0) }) {
            response.setCookie(cookie.make(started, secure: context.secure))
        }
        return response
    }
}

/// The session cookie's name and attributes: HttpOnly, SameSite=Lax, scoped to the base path;
/// over HTTPS Secure, with the `__Host-` prefix where the path allows it (Path=/).
struct SessionCookie: Sendable {
    let path: String
    let basePath: String

    init(basePath: String) {
        self.basePath = basePath
        path = basePath.isEmpty ? "/" : basePath
    }

    /// Every name the cookie goes by, strongest first.
    static let names = ["__Host-thriftwood", "__Secure-thriftwood", "thriftwood"]

    /// The cookie's name over HTTPS (`secure`) or HTTP: `__Host-` where the site is the whole
    /// host, `__Secure-` under a base path (a `__Host-` cookie must have the path `/`, which would
    /// hand the session to every other site on the host), and no prefix over plain HTTP.
    func name(secure: Bool) -> String {
        guard secure else { return "thriftwood" }
        return basePath.isEmpty ? "__Host-thriftwood" : "__Secure-thriftwood"
    }

    /// The session token `request` carries, under any of its names.
    func token(in request: Request) -> String? {
        let cookies = request.cookies
        return Self.names.lazy.compactMap { cookies[$0]?.value }.first
    }

    /// Whether a Set-Cookie header sets this cookie.
    func sets(_ header: String) -> Bool { Self.names.contains { header.hasPrefix($0 + "=") } }

    func make(_ token: String, secure: Bool) -> Cookie {
        Cookie(
            name: name(secure: secure), value: token, maxAge: Int(clamping: SignInSessions.ageLimit), path: path,
            secure: secure, httpOnly: true, sameSite: .lax)
    }

    func expired(secure: Bool) -> Cookie {
        Cookie(
            name: name(secure: secure), value: "", maxAge: 0, path: path, secure: secure, httpOnly: true, sameSite: .lax
        )
    }
}

/// Refuses a change (any method but GET and HEAD) that a page of another site sent: the browser's
/// `Sec-Fetch-Site` must say same-origin, or the `Origin` must be an address this site is served at.
struct SameOriginMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext

    let hosts: HostCheckMiddleware

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.method != .get, request.method != .head else { return try await next(request, context) }
        let site = HTTPField.Name("Sec-Fetch-Site").flatMap { request.headers[$0] }
        // With Referrer-Policy: no-referrer a browser sends `Origin: null` even from our own
        // pages; then Sec-Fetch-Site alone decides (and one of the two must be there).
        let origin = request.headers[.origin].flatMap { $0 == "null" ? nil : URLComponents(string: $0) }
        let originHost = origin.map { components in
            (components.host ?? "").lowercased() + (components.port.map { ":\($0)" } ?? "")
        }
        let sameSite = site.map { $0 == "same-origin" }
        let sameOrigin = originHost.map { hosts.allows($0) }
        // Both must agree when both are sent; one of them must be sent.
        guard sameSite ?? true, sameOrigin ?? true, sameSite != nil || sameOrigin != nil else {
            return WebResponse.text(
                "Refused: this change did not come from a page of this site.", status: .forbidden)
        }
        return try await next(request, context)
    }
}

extension Optional {
    /// The wrapped value mapped by an async function.
    fileprivate func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
        guard let self else { return nil }
        return try await transform(self)
    }
}
