import Foundation
import Hummingbird
import NIOCore
import ServiceLifecycle

/// A page's live part: one server-sent event stream per open page, carrying the page's main
/// part again whenever it changed (queue progress, Home), from the same refresh the app runs.
/// It ends when the page closes, when another tab of the session takes over, or when the site
/// stops; the browser's EventSource reconnects after a dropped connection.
struct LiveStream {
    /// The least time between two drawings of a page that keeps changing (the live queue).
    static let tick = Duration.seconds(1)
    /// A comment after this long without an event keeps proxies from closing a quiet stream.
    static let keepAlive = Duration.seconds(15)
    /// A stream ends after this long; the browser opens a new one.
    static let lifetime = Duration.seconds(600)
    /// A page nothing changed on is drawn again after this long anyway (its relative times).
    static let redrawAnyway = Duration.seconds(30)

    let site: WebSite

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("_/live") { request, context in try await stream(request, context: context) }
    }

    private func stream(_ request: Request, context: WebRequestContext) async throws -> Response {
        guard let visit = context.visit, visit.admitted else {
            return WebResponse.text("Sign in first.", status: .forbidden)
        }
        let basePath = site.options.basePath
        let target = FormPost.localPath(
            request.uri.queryParameters["at"].map(String.init), basePath: basePath, fallback: basePath + "/")
        let parts = target.split(separator: "?", maxSplits: 1).map(String.init)
        let path = site.relativePath(parts[0])
        let query = parts.count > 1 ? FormPost.parse(parts[1]) : [:]
        let frontEnd = site.frontEnd
        let body = ResponseBody { writer in
            // The live work reads as the page does: as the visit's person.
            let work = await site.asPerson(visit) { await frontEnd.startLive(path: path, query: query, visit: visit) }
            defer { work.cancel() }
            var last: HTML?
            let changed = ChangeFlag()
            var drawn = ContinuousClock.now
            try await EventStreamLoop.run(
                &writer, tick: Self.tick, lifetime: Self.lifetime, keepAlive: Self.keepAlive, changes: changed
            ) {
                // Drawn again when what it shows changed, and every so often for its times ("2 min ago").
                guard changed.lower() || drawn.duration(to: .now) >= Self.redrawAnyway else { return [] }
                drawn = .now
                guard
                    let main = await site.asPerson(
                        visit,
                        {
                            await frontEnd.liveMain(path: path, query: query, visit: visit, changed: changed)
                        })
                else { return nil }
                guard main != last else { return [] }
                last = main
                return [EventStreamLoop.event("main", main.markup)]
            }
        }
        return EventStreamLoop.response(body)
    }
}
