import Foundation
import HTTPTypes
import Hummingbird

/// What a reverse proxy in front of the site may say about a request: believed only when the
/// request comes from one of the listed proxy addresses, never from anyone else (a browser can
/// send any header it likes).
struct ProxyTrust: Sendable {
    let proxies: Set<String>
    let header: HTTPField.Name?

    init(options: WebOptions) {
        proxies = Set(options.trustedProxies.map { $0.lowercased() })
        header = options.trustedHeader.flatMap { HTTPField.Name($0) }
    }

    /// Whether `context`'s peer is a listed proxy.
    func trusts(_ context: WebRequestContext) -> Bool {
        guard let peer = context.remoteAddress?.ipAddress?.lowercased() else { return false }
        return proxies.contains(peer)
    }

    /// The name a trusted proxy signed the person in as, nil from anyone else.
    func user(_ request: Request, context: WebRequestContext) -> String? {
        guard let header, trusts(context), let name = request.headers[header], !name.isEmpty else { return nil }
        return name
    }

    /// The host the browser asked for: the proxy's `X-Forwarded-Host` when it is trusted.
    func host(_ request: Request, context: WebRequestContext) -> String? {
        if trusts(context), let forwarded = HTTPField.Name("X-Forwarded-Host").flatMap({ request.headers[$0] }) {
            return forwarded.split(separator: ",").first.map { String($0).trimmingCharacters(in: .whitespaces) }
        }
        return request.head.authority
    }

    /// The browser's address: the first of a trusted proxy's `X-Forwarded-For`, else the peer's.
    func client(_ request: Request, context: WebRequestContext) -> String {
        if trusts(context), let forwarded = HTTPField.Name("X-Forwarded-For").flatMap({ request.headers[$0] }),
            let first = forwarded.split(separator: ",").first
        {
            return String(first).trimmingCharacters(in: .whitespaces)
        }
        return context.remoteAddress?.ipAddress ?? "unknown"
    }

    /// Whether the browser reached the site over HTTPS (directly, or as a trusted proxy says).
    func isSecure(_ request: Request, context: WebRequestContext, direct: Bool) -> Bool {
        if direct { return true }
        return trusts(context)
            && HTTPField.Name("X-Forwarded-Proto").flatMap { request.headers[$0] }?.lowercased() == "https"
    }
}

/// Reads what the request says about the browser — its address, the host it asked for, HTTPS, a
/// proxy's sign-in — believing a proxy's headers only from a listed proxy.
struct ForwardedMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext

    let trust: ProxyTrust
    let direct: Bool

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var context = context
        context.client = trust.client(request, context: context)
        context.host = trust.host(request, context: context)
        context.secure = trust.isSecure(request, context: context, direct: direct)
        context.proxyUser = trust.user(request, context: context)
        return try await next(request, context)
    }
}
