import Hummingbird
import NIOCore
import ServiceLifecycle

/// The loop every server-sent event stream of the site runs (a live page, the toasts): it asks
/// for what to send — each `tick`, or, given a ``ChangeFlag``, when the flag is raised (at most
/// once a tick) — writes it, sends a comment after a quiet while so proxies keep the stream open,
/// and ends after its lifetime (the browser's EventSource opens a new one) or within a tick of the
/// site stopping, so quitting never waits on an open page.
enum EventStreamLoop {
    /// Writes what `next` gives (nil ends the stream) to `writer` until `lifetime` has passed,
    /// with a keep-alive comment after `keepAlive` without a write. Without `changes`, `next` is
    /// asked every `tick`; with it, a tick after the last time and then when `changes` is raised
    /// or the keep-alive falls due — an idle stream wakes only for its keep-alive. `next` lowers
    /// `changes` itself (it knows what counts as a change); one that never does is asked every tick.
    static func run(
        _ writer: inout any ResponseBodyWriter, tick: Duration, lifetime: Duration, keepAlive: Duration,
        changes: ChangeFlag? = nil, next: () async throws -> [String]?
    ) async throws {
        let clock = ContinuousClock()
        let end = clock.now + lifetime
        var written = clock.now
        let wake = changes ?? ChangeFlag()
        try await withGracefulShutdownHandler {
            while clock.now < end, !Task.isShuttingDownGracefully, !Task.isCancelled, !wake.isStopped {
                guard let events = try await next() else { break }
                for event in events { try await writer.write(ByteBuffer(string: event)) }
                if !events.isEmpty { written = clock.now }
                if written.duration(to: clock.now) >= keepAlive {
                    try await writer.write(ByteBuffer(string: ": still here\n\n"))
                    written = clock.now
                }
                try await Task.sleep(for: tick)
                guard let changes else { continue }
                let due = min(written + keepAlive, end)
                if due > clock.now { await changes.wait(upTo: clock.now.duration(to: due)) }
            }
        } onGracefulShutdown: {
            wake.stop()
        }
        try await writer.finish(nil)
    }

    /// The response carrying `body` as an event stream.
    static func response(_ body: ResponseBody) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"], body: body)
    }

    /// One event: its name and its data, a line each.
    static func event(_ name: String, _ data: String) -> String {
        "event: \(name)\n"
            + data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }
            .joined() + "\n"
    }
}
