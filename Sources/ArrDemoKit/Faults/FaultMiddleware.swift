import Foundation
import Hummingbird
import NIOCore

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
        if current.htmlLogin {
            let page =
                "<!DOCTYPE html><html><head><title>Sign in</title></head><body><form action=\"/login\"><input name=\"username\"><input type=\"password\" name=\"password\"><button>Log in</button></form></body></html>"
            var headers = HTTPFields()
            headers[.contentType] = "text/html; charset=utf-8"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: page)))
        }
        let isAPI = request.uri.path.contains("/api/")
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
        return try await next(request, context)
    }
}
