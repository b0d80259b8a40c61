import Hummingbird
import NIOCore
import ServiceLifecycle

/// The loop every server-sent event stream of the site runs (a live page, the toasts): each
/// tick it asks for what to send, writes it, sends a comment after a quiet while so proxies
/// keep the stream open, and ends after its lifetime (the browser's EventSource opens a new
/// one) or within a tick of the site stopping, so quitting never waits on an open page.
enum EventStreamLoop {
    /// Writes what `next` gives each `tick` (nil ends the stream) to `writer`, at most
    /// `lifetime` times, with a keep-alive comment after `keepAlive` quiet ticks.
    static func run(
        _ writer: inout any ResponseBodyWriter, tick: Duration, lifetime: Int, keepAlive: Int,
        next: () async throws -> [String]?
    ) async throws {
        var quiet = 0
        for _ in 0..<lifetime where !Task.isShuttingDownGracefully && !Task.isCancelled {
            guard let events = try await next() else { break }
            for event in events { try await writer.write(ByteBuffer(string: event)) }
            quiet = events.isEmpty ? quiet + 1 : 0
            if quiet >= keepAlive {
                try await writer.write(ByteBuffer(string: ": still here\n\n"))
                quiet = 0
            }
            try await Task.sleep(for: tick)
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
