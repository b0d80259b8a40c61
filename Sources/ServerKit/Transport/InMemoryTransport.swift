import Foundation
import NIOCore
import NIOHTTP1
import Synchronization

/// A transport that answers from memory: tests and previews drive real clients with
/// recorded answers, without a socket, and read back every request the client sent.
public final class InMemoryTransport: HTTPTransport {
    /// How the transport answers one request.
    public enum Reply: Sendable {
        /// An HTTP answer.
        case answer(TransportAnswer)
        /// No answer at all (refused, timed out, TLS failed).
        case failure(TransportFailure)

        /// A JSON answer with `status` and the body `json`.
        public static func json(_ json: String, status: Int = 200) -> Reply {
            .answer(TransportAnswer(status: status, contentType: "application/json", body: ByteBuffer(string: json)))
        }

        /// A JSON answer with `status` and raw `bytes`.
        public static func json(bytes: [UInt8], status: Int = 200) -> Reply {
            .answer(TransportAnswer(status: status, contentType: "application/json", body: ByteBuffer(bytes: bytes)))
        }
    }

    private let respond: @Sendable (TransportRequest) -> Reply
    private let sent = Mutex<[TransportRequest]>([])

    /// Creates a transport that answers each request with `respond(request)`.
    public init(respond: @escaping @Sendable (TransportRequest) -> Reply) {
        self.respond = respond
    }

    /// Creates a transport that answers by the request's path (without query or `/api/v3`
    /// prefix stripping: the key is the URL's path as sent) and 404s anything else.
    public convenience init(routes: [String: Reply]) {
        self.init { request in
            routes[InMemoryTransport.path(of: request.url)]
                ?? .json(#"{"message":"NotFound"}"#, status: 404)
        }
    }

    /// Every request sent so far, oldest first.
    public var requests: [TransportRequest] { sent.withLock { $0 } }

    /// Records `request` and answers it.
    public func send(_ request: TransportRequest) async throws(TransportFailure) -> TransportAnswer {
        sent.withLock { $0.append(request) }
        switch respond(request) {
        case .answer(let answer): return answer
        case .failure(let failure): throw failure
        }
    }

    /// The path part of `url`: after the host, before any query.
    public static func path(of url: String) -> String {
        var rest = Substring(url)
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        guard let slash = rest.firstIndex(of: "/") else { return "/" }
        let path = rest[slash...]
        return String(path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? path)
    }
}
