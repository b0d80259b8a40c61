import Hummingbird
import ServerKit

/// Reads a request's target as the real servers do before the router sees it (a router's own
/// middleware runs only once a route matched): the query's `+` is a space, as every server the
/// demos imitate reads it (``FormQuery``); and, where `pathsIgnoreCase`, the path routes whatever its
/// case, as the *arrs' ASP.NET routing does (Bazarr asks Sonarr for `/api/v3/episodeFile`, which
/// the real server answers and a case-sensitive router would not).
package struct DemoRequestTarget<Builder: HTTPResponderBuilder>: HTTPResponderBuilder {
    let router: Builder
    let enabled: Bool

    /// Wraps `router`; when not `pathsIgnoreCase`, paths reach it in the case sent.
    package init(_ router: Builder, pathsIgnoreCase enabled: Bool = true) {
        self.router = router
        self.enabled = enabled
    }

    /// The router's responder behind the lowering of the path's case.
    package func buildResponder() -> Responder { Responder(next: router.buildResponder(), enabled: enabled) }

    /// Spells the query's spaces out and lowers the path's case, then hands the request on.
    package struct Responder: HTTPResponder {
        let next: Builder.Responder
        let enabled: Bool

        /// Answers `request` as the router answers it in lower case.
        package func respond(to request: Request, context: Builder.Responder.Context) async throws -> Response {
            guard var target = request.head.path else { return try await next.respond(to: request, context: context) }
            let spelled = FormQuery.spacesSpelledOut(inTarget: target)
            target = spelled ?? target
            let path = request.uri.path
            let lowered = path.lowercased()
            let lowers = enabled && lowered != path && target.hasPrefix(path)
            if lowers {
                target.replaceSubrange(
                    target.startIndex..<target.index(target.startIndex, offsetBy: path.count), with: lowered)
            }
            guard lowers || spelled != nil else { return try await next.respond(to: request, context: context) }
            var head = request.head
            head.path = target
            return try await next.respond(to: Request(head: head, body: request.body), context: context)
        }
    }
}
