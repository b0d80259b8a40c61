import ArrKit
import AsyncHTTPClient
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1

/// Sends a demo's webhooks as the real server does: JSON, Basic auth from the connection's
/// user name and password, a short timeout; a failure comes back in the server's words.
public struct DemoWebhookSender: Sendable {
    /// A sender over the process's shared HTTP client.
    public init() {}

    /// Sends `body` to `url`; nil when the receiver took it (2xx), else why not.
    func send(
        _ body: JSONValue, to url: String, method: String, username: String?, password: String?, userAgent: String
    ) async
        -> String?
    {
        let authorization =
            (username != nil || password != nil)
            ? "Basic " + Data("\(username ?? ""):\(password ?? "")".utf8).base64EncodedString() : nil
        return await send(body, to: url, method: method, authorization: authorization, userAgent: userAgent)
    }

    /// Sends `body` to `url` with `authorization` as the header's whole value (Seerr's agent
    /// sends what was typed); nil when the receiver took it, else why not.
    public func send(
        _ body: JSONValue, to url: String, method: String, authorization: String?, userAgent: String
    ) async
        -> String?
    {
        var request = HTTPClientRequest(url: url)
        request.method = method == "PUT" ? .PUT : .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        request.headers.add(name: "User-Agent", value: userAgent)
        if let authorization, !authorization.isEmpty {
            request.headers.add(name: "Authorization", value: authorization)
        }
        do {
            let data = try JSONEncoder().encode(body)
            request.body = .bytes(ByteBuffer(data: data))
            let response = try await HTTPClient.shared.execute(request, timeout: .seconds(10))
            guard (200..<300).contains(response.status.code) else {
                return "Unable to send test message: \(response.status.code) \(response.status.reasonPhrase)"
            }
            return nil
        } catch {
            return "Unable to send test message: \(error)"
        }
    }
}
