import NIOCore
import NIOHTTP1

/// Sends one HTTP request and returns its whole answer: the seam between service clients
/// and the network, so tests can drive a client with recorded answers and no socket.
public protocol HTTPTransport: Sendable {
    /// Sends `request`; an answer with any status is returned, and only a request that got
    /// no answer at all throws.
    func send(_ request: TransportRequest) async throws(TransportFailure) -> TransportAnswer
}

/// One request as a client built it: method, full URL, headers, body and limits.
public struct TransportRequest: Sendable {
    /// The HTTP method.
    public var method: HTTPMethod
    /// The full URL, query included.
    public var url: String
    /// The host, for error messages.
    public var host: String
    /// The headers to send, in order.
    public var headers: [(name: String, value: String)]
    /// The body, if any.
    public var body: ByteBuffer?
    /// How to treat the server's certificate.
    public var tls: TLSPolicy
    /// How long the server may take to send its answer's head.
    public var headTimeout: Duration
    /// The slowest the body may arrive once the head has (no total deadline: a big library on
    /// a slow link completes, a drip fails).
    public var lowSpeed: LowSpeedLimit
    /// The most bytes the answer's body may have.
    public var maxBytes: Int
    /// Whether it only reads, so sending it again elsewhere changes nothing: GET and HEAD, and
    /// the reading calls of an RPC API posted as JSON (Transmission's `torrent-get`).
    public var isRead: Bool

    /// Creates a request; `isRead` defaults to whether the method is GET or HEAD.
    public init(
        method: HTTPMethod, url: String, host: String, headers: [(name: String, value: String)] = [],
        body: ByteBuffer? = nil, tls: TLSPolicy = .verify, headTimeout: Duration = .seconds(30),
        lowSpeed: LowSpeedLimit = .standard, maxBytes: Int = 1 << 30, isRead: Bool? = nil
    ) {
        self.isRead = isRead ?? (method == .GET || method == .HEAD)
        self.method = method
        self.url = url
        self.host = host
        self.headers = headers
        self.body = body
        self.tls = tls
        self.headTimeout = headTimeout
        self.lowSpeed = lowSpeed
        self.maxBytes = maxBytes
    }

    /// The value of the first header called `name` (case-insensitive).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}

/// One answer: its status, the headers clients read, and its whole body.
public struct TransportAnswer: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The `Content-Type` header.
    public var contentType: String?
    /// The `Location` header (for redirects), its query's secrets masked (``AddressSecrets``):
    /// it is printed in messages and logs, and a redirect echoes the key the request carried.
    public var location: String?
    /// The whole body.
    public var body: ByteBuffer
    /// The cookies the server set (`Set-Cookie` values, `name=value; attributes`), for clients
    /// that sign in with a session (qBittorrent's `SID`).
    public var setCookies: [String]
    /// Every header by its lower-cased name (the last value of a repeated one), for what a
    /// client reads beyond the above (Transmission's `X-Transmission-Session-Id`).
    public var headers: [String: String]

    /// Creates an answer.
    public init(
        status: Int, contentType: String? = nil, location: String? = nil, body: ByteBuffer = ByteBuffer(),
        setCookies: [String] = [], headers: [String: String] = [:]
    ) {
        self.headers = headers
        self.status = status
        self.contentType = contentType
        self.location = location.map(AddressSecrets.masked)
        self.body = body
        self.setCookies = setCookies
    }
}
