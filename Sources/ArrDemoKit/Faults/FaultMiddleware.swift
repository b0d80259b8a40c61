import Foundation
import Hummingbird
import NIOCore
import NIOFoundationCompat

/// Applies the fault switchboard to every request before and after the routes run.
package struct FaultMiddleware<Context: RequestContext>: RouterMiddleware {
    let faults: DemoFaults

    /// Applies `faults`.
    package init(faults: DemoFaults) {
        self.faults = faults
    }

    /// Delays, replaces or fails the answer as the faults in force say.
    package func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let current = faults.current
        if let latency = current.latency { try await Task.sleep(for: latency) }
        if let latency = current.writeLatency, request.method != .get, request.method != .head {
            try await Task.sleep(for: latency)
        }
        if current.htmlLogin {
            let page =
                "<!DOCTYPE html><html><head><title>Sign in</title></head><body><form action=\"/login\"><input name=\"username\"><input type=\"password\" name=\"password\"><button>Log in</button></form></body></html>"
            var headers = HTTPFields()
            headers[.contentType] = "text/html; charset=utf-8"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: page)))
        }
        // Every request but the unauthenticated ping is the API, whatever the kind calls its path
        // (`/api`, `/jsonrpc`, `/transmission/rpc`, `/json`, `/api/v3/…`).
        let isAPI = !request.uri.path.hasSuffix("/ping")
        if isAPI, current.unauthorized {
            return Response(status: .unauthorized, body: ResponseBody())
        }
        if isAPI, !current.failing.isEmpty, let range = request.uri.path.range(of: "/api/v3/") {
            let endpoint = request.uri.path[range.upperBound...].split(separator: "/").first.map { $0.lowercased() }
            if let endpoint, current.failing.contains(endpoint) {
                return DemoJSON.error(
                    .internalServerError, message: "Simulated failure of /\(endpoint)",
                    description: "The demo server's fail=\(endpoint) fault is on.")
            }
        }
        if isAPI, !current.absent.isEmpty, let range = request.uri.path.range(of: "/api/v3") {
            let path = String(request.uri.path[range.upperBound...]).lowercased()
            if current.absent.contains(path) {
                return DemoJSON.error(.notFound, message: "NotFound", description: nil)
            }
        }
        if isAPI && faults.rollError() {
            return DemoJSON.error(
                .internalServerError, message: "Simulated failure",
                description: "The demo server's error-rate fault is on.")
        }
        let response = try await next(request, context)
        guard current.truncate || current.slowDrip || current.hostileNumbers,
            response.headers[.contentType]?.contains("json") == true
        else { return response }
        return try await Self.alter(response, under: current)
    }

    /// The body faults, for every demo alike: numbers made hostile, the body cut in half, sent
    /// a few bytes at a time.
    private static func alter(_ response: Response, under faults: DemoFaultSet) async throws -> Response {
        let collector = BodyCollector()
        try await response.body.write(collector)
        var data = Data(buffer: collector.buffer)
        if faults.hostileNumbers { data = HostileNumbers.rewrite(data) }
        if faults.truncate { data = data.prefix(data.count / 2) }
        var headers = response.headers
        headers[.contentLength] = nil
        let whole = ByteBuffer(data: data)
        guard faults.slowDrip else {
            return Response(status: response.status, headers: headers, body: ResponseBody(byteBuffer: whole))
        }
        return Response(
            status: response.status, headers: headers,
            body: ResponseBody(contentLength: whole.readableBytes) { writer in
                var rest = whole
                while rest.readableBytes > 0, let chunk = rest.readSlice(length: min(256, rest.readableBytes)) {
                    try await writer.write(chunk)
                    try await Task.sleep(for: .milliseconds(10))
                }
                try await writer.finish(nil)
            })
    }
}

/// Gathers a response's body, so a fault can change it before it is sent.
private final class BodyCollector: ResponseBodyWriter {
    // Written by one response's body, in order, before it is read.
    var buffer = ByteBuffer()

    func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        self.buffer.writeBuffer(&buffer)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
