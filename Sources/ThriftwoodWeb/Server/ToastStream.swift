import Foundation
import Hummingbird
import NIOCore
import ServiceLifecycle
import ThriftwoodCore

/// What servers push, told on every open page as it arrives: one server-sent event stream per
/// page, carrying each new event of the session's profile as JSON (title, message, link),
/// which the page's script shows as a toast and, when the person allowed it, as the
/// browser's own notification. The script sets text, never markup, so nothing a server
/// sends is read as HTML.
struct ToastStream {
    /// How often the store is read.
    static let tick = Duration.seconds(2)
    /// A stream ends after this many ticks; the browser opens a new one.
    static let lifetime = 300

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
        let body = ResponseBody { writer in
            var tail = start
            var quiet = 0
            for _ in 0..<Self.lifetime where !Task.isShuttingDownGracefully && !Task.isCancelled {
                let events = await tail.next()
                for event in events where event.type != .test {
                    let message = TargetMessage(event, pageBase: basePath)
                    try await writer.write(ByteBuffer(string: LiveStream.event("toast", Self.json(message))))
                }
                quiet = events.isEmpty ? quiet + 1 : 0
                if quiet >= 8 {
                    try await writer.write(ByteBuffer(string: ": still here\n\n"))
                    quiet = 0
                }
                try await Task.sleep(for: Self.tick)
            }
            try await writer.finish(nil)
        }
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"], body: body)
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
