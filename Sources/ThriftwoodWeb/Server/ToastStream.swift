import Foundation
import Hummingbird
import NIOCore
import ServiceLifecycle
import Synchronization
import ThriftwoodCore

/// What servers push, told on every open page as it arrives: one server-sent event stream per
/// page, carrying each new event of the session's profile as JSON (title, message, link),
/// which the page's script shows as a toast and, when the person allowed it, as the
/// browser's own notification. The script sets text, never markup, so nothing a server
/// sends is read as HTML.
struct ToastStream {
    /// How often the store is read when nothing tells the stream what is stored; else the least
    /// time between two reads.
    static let tick = Duration.seconds(2)
    /// A stream ends after this long; the browser opens a new one.
    static let lifetime = Duration.seconds(600)
    /// A comment after this long without a toast keeps proxies from closing a quiet stream.
    static let keepAlive = Duration.seconds(15)

    let site: WebSite

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("_/toasts") { _, context in await stream(context: context) }
    }

    private func stream(context: WebRequestContext) async -> Response {
        guard let visit = context.visit, visit.admitted else {
            return WebResponse.text("Sign in first.", status: .forbidden)
        }
        guard let start = await site.frontEnd.eventTail(visit: visit) else {
            return Response(status: .noContent)
        }
        let basePath = site.options.basePath
        let feed = site.feed
        let body = ResponseBody { writer in
            var tail = start
            // What this process stores (the hooks, the watcher: every writer there is) comes with
            // the feed and is told as it comes, without reading the store; the store is read at
            // the keep-alive for anything else, and every tick when there is no feed.
            let changes = feed.map { _ in ChangeFlag() }
            let fed = Mutex<[FedEvent]>([])
            let stored = feed?.listen()
            let listening = Task {
                guard let stored, let changes else { return }
                for await event in stored {
                    fed.withLock { $0.append(event) }
                    changes.raise()
                }
            }
            defer { listening.cancel() }
            try await EventStreamLoop.run(
                &writer, tick: Self.tick, lifetime: Self.lifetime, keepAlive: Self.keepAlive, changes: changes
            ) {
                // Lowered before what arrived is taken: an event arriving after raises it again.
                _ = changes?.lower()
                let arrived = fed.withLock { arrived in
                    defer { arrived = [] }
                    return arrived
                }
                let events = arrived.isEmpty ? await tail.next() : tail.take(arrived)
                return events.filter { $0.type != .test }.map { event in
                    EventStreamLoop.event("toast", Self.json(TargetMessage(event, pageBase: basePath)))
                }
            }
        }
        return EventStreamLoop.response(body)
    }

    /// The toast as one line of JSON.
    static func json(_ message: TargetMessage) -> String {
        var fields = ["title": message.title, "message": message.message, "urgency": "\(message.urgency)"]
        if let click = message.click, click.hasPrefix("/") { fields["link"] = click }
        do {
            let data = try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        } catch {
            return "{}"  // strings only: cannot happen
        }
    }
}
