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
        if let token = request.cookies[cookie.name]?.value, let session = try await sessions.session(for: token) {
            let user = try await session.userName.asyncMap { try await users.user(named: $0) } ?? nil
            context.visit = Visit(token: token, session: session, user: user, admitted: user != nil || !signInRequired)
        } else {
            let (token, session) = try await sessions.begin(for: nil)
            started = token
            context.visit = Visit(token: token, session: session, user: nil, admitted: !signInRequired)
        }
        var response = try await next(request, context)
        // A handler that set the cookie itself (signing in starts a new session) wins.
        if let started, !response.headers[values: .setCookie].contains(where: { $0.hasPrefix(cookie.name + "=") }) {
            response.setCookie(cookie.make(started))
        }
        return response
    }
}

/// The session cookie's name and attributes: HttpOnly, SameSite=Lax, scoped to the base path;
/// over TLS Secure with the `__Host-` prefix.
struct SessionCookie: Sendable {
    let name: String
    let path: String
    let secure: Bool

    init(basePath: String, secure: Bool) {
        self.secure = secure
        // `__Host-` needs Path=/ and Secure; under a base path the plain name is scoped instead.
        name = secure && basePath.isEmpty ? "__Host-thriftwood" : "thriftwood"
        path = basePath.isEmpty ? "/" : basePath
    }

    func make(_ token: String) -> Cookie {
        Cookie(
            name: name, value: token, maxAge: Int(clamping: SignInSessions.ageLimit), path: path, secure: secure,
            httpOnly: true,
            sameSite: .lax)
    }

    func expired() -> Cookie {
        Cookie(name: name, value: "", maxAge: 0, path: path, secure: secure, httpOnly: true, sameSite: .lax)
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
