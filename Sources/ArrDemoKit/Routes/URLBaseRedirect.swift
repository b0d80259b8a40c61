import Hummingbird

/// What an *arr with a URL base does with a request outside it (Sonarr's and Radarr's
/// `UrlBaseMiddleware`): a 307 to the same path and query under the base, whatever the method,
/// so `GET /api/v3/system/status` on a Radarr at `/radarr4k` is sent to
/// `/radarr4k/api/v3/system/status`. Paths under the base match in any case, as ASP.NET's
/// `UsePathBase` does.
package struct URLBaseRedirect<Context: RequestContext>: RouterMiddleware {
    /// The URL base, `/radarr4k` (never empty: with none, nothing is outside it).
    let base: String

    /// Sends requests outside `base` under it.
    package init(base: String) {
        self.base = base
    }

    /// Redirects a request outside the base; hands one under it on.
    package func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let path = request.uri.path
        let lowered = path.lowercased()
        let prefix = base.lowercased()
        guard lowered != prefix, !lowered.hasPrefix(prefix + "/") else { return try await next(request, context) }
        let query = request.uri.query.map { "?" + $0 } ?? ""
        return Response(status: .temporaryRedirect, headers: [.location: base + path + query])
    }
}
