import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import ServerKit

/// Why a request of a ``ServiceRequester`` failed, before any service-specific reading.
public enum ServiceRequestFailure: Error, Sendable {
    /// No HTTP answer at all.
    case transport(TransportFailure)
    /// The body was not JSON; the detail names what came instead.
    case unreadable(String)
}

/// What every non-*arr client shares (download clients, Seerr, Tautulli): sends one request
/// to the connection's server with its extra headers and TLS policy, and reads a JSON body
/// leniently. Each family wraps the failures in its own error.
public struct ServiceRequester: Sendable {
    /// The server's address, headers and TLS policy.
    public let connection: ServerConnection
    /// Where requests go.
    public let transport: any HTTPTransport

    /// Creates a requester for `connection`.
    public init(connection: ServerConnection, transport: any HTTPTransport) {
        self.connection = connection
        self.transport = transport
    }

    /// Sends `method` to `path` (with `query`, already encoded) under the server's base.
    public func send(
        _ method: HTTPMethod, _ path: String, query: String = "", headers extra: [(name: String, value: String)] = [],
        body: Data? = nil, contentType: String = "application/json", isRead: Bool? = nil
    ) async throws(ServiceRequestFailure) -> TransportAnswer {
        let base: String
        do {
            base = try connection.validatedBase()
        } catch {
            throw .transport(error)
        }
        let timeout = min(3600, max(0.001, connection.timeoutSeconds.isFinite ? connection.timeoutSeconds : 30))
        var headers: [(name: String, value: String)] = [("Accept", "application/json")] + extra
        for (name, value) in connection.headers.sorted(by: { $0.key < $1.key }) {
            headers.removeAll { $0.name.lowercased() == name.lowercased() }
            headers.append((name, value))
        }
        if body != nil { headers.append(("Content-Type", contentType)) }
        let request = TransportRequest(
            method: method, url: base + path + (query.isEmpty ? "" : "?" + query), host: connection.host,
            headers: headers, body: body.map { ByteBuffer(data: $0) }, tls: connection.tls,
            headTimeout: .milliseconds(Int64(clamping: timeout * 1000)), maxBytes: 256 << 20, isRead: isRead)
        do {
            return try await transport.send(request)
        } catch {
            throw .transport(error)
        }
    }

    /// The body as JSON, or what came instead.
    public func json(_ answer: TransportAnswer) throws(ServiceRequestFailure) -> JSONValue {
        let data = Data(buffer: answer.body)
        do {
            // Text that is not UTF-8 is repaired as the *arrs' answers are, not refused.
            return try JSONValue.parse(ArrJSON.repaired(data))
        } catch {
            let start = String(decoding: data.prefix(80), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw .unreadable(start.isEmpty ? "the answer was empty" : "expected JSON, got “\(start)”")
        }
    }

    /// `items` percent-encoded as a query string.
    public static func query(_ items: [(String, String)]) -> String {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+?/#,")
        return items.map { name, value in
            "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)"
        }.joined(separator: "&")
    }
}
