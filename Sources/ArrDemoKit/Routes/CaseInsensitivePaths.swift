import Hummingbird

/// Routes a request whatever the case of its path, as the *arrs' ASP.NET routing does: Bazarr
/// asks Sonarr for `/api/v3/episodeFile`, which the real server answers and a case-sensitive
/// router would not. The path's case is lowered before the router looks at it (a router's own
/// middleware runs only once a route matched); the query is left as sent.
package struct CaseInsensitivePaths<Builder: HTTPResponderBuilder>: HTTPResponderBuilder {
    let router: Builder
    let enabled: Bool

    /// Wraps `router`; when not `enabled`, paths reach it as sent.
    package init(_ router: Builder, enabled: Bool = true) {
        self.router = router
        self.enabled = enabled
    }

    /// The router's responder behind the lowering of the path's case.
    package func buildResponder() -> Responder { Responder(next: router.buildResponder(), enabled: enabled) }

    /// Lowers the path's case, then hands the request on.
    package struct Responder: HTTPResponder {
        let next: Builder.Responder
        let enabled: Bool

        /// Answers `request` as the router answers it in lower case.
        package func respond(to request: Request, context: Builder.Responder.Context) async throws -> Response {
            let path = request.uri.path
            let lowered = path.lowercased()
            guard enabled, lowered != path, var target = request.head.path, target.hasPrefix(path) else {
                return try await next.respond(to: request, context: context)
            }
            target.replaceSubrange(
                target.startIndex..<target.index(target.startIndex, offsetBy: path.count), with: lowered)
            var head = request.head
            head.path = target
            return try await next.respond(to: Request(head: head, body: request.body), context: context)
        }
    }
}
