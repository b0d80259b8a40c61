import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTLS
import Logging
import NIOCore
import NIOFoundationCompat
import NIOSSL
import Synchronization

/// One request as the server saw it.
struct CapturedRequest: Sendable {
    let method: String
    let path: String
    let query: [String: String]
    let headers: [String: String]
    let body: Data
}

/// What the capturing server answers with.
struct CannedAnswer: Sendable {
    var status: HTTPResponse.Status = .ok
    var contentType = "application/json"
    var body = "{}"
    var delay: Duration?
    /// Extra response headers, e.g. Location or Content-Encoding.
    var headers: [String: String] = [:]
    /// Raw body bytes (e.g. gzip), used instead of `body` when set.
    var bytes: [UInt8]?
    /// Sends the headers and a few bytes, then stalls this long before the rest.
    var stallAfterHeaders: Duration?
    /// Sends the body `chunk` bytes at a time, one chunk every `every` (a slow link or a drip).
    var drip: (chunk: Int, every: Duration)?
}

/// A real HTTP server that records every request and answers with a canned response.
final class CapturingServer: Sendable {
    private let requests = Mutex<[CapturedRequest]>([])
    private let answer: Mutex<CannedAnswer>
    private let task = Mutex<Task<Void, Never>?>(nil)

    init(_ answer: CannedAnswer = CannedAnswer()) {
        self.answer = Mutex(answer)
    }

    var captured: [CapturedRequest] { requests.withLock { $0 } }

    func answer(with canned: CannedAnswer) { answer.withLock { $0 = canned } }

    /// Starts on a free loopback port and returns its base URL; with `tls`, it speaks HTTPS.
    func start(tls: TLSConfiguration? = nil) async throws -> String {
        let router = Router()
        router.add(middleware: CaptureMiddleware(server: self))
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let app = Application(
            router: router, server: try tls.map { try .tls(tlsConfiguration: $0) } ?? .http1(),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in continuation.yield(channel.localAddress?.port ?? 0) },
            logger: Logger(label: "capture") { _ in SwiftLogNoOpLogHandler() })
        task.withLock { $0 = Task { try? await app.runService(gracefulShutdownSignals: []) } }
        var iterator = stream.makeAsyncIterator()
        let port = await iterator.next() ?? 0
        return "\(tls == nil ? "http" : "https")://127.0.0.1:\(port)"
    }

    func stop() async {
        let running = task.withLock { $0 }
        running?.cancel()
        await running?.value
    }

    fileprivate func record(_ request: CapturedRequest) -> CannedAnswer {
        requests.withLock { $0.append(request) }
        return answer.withLock { $0 }
    }
}

private struct CaptureMiddleware<Context: RequestContext>: RouterMiddleware {
    let server: CapturingServer

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let body = try await request.body.collect(upTo: 1 << 20)
        var query: [String: String] = [:]
        for (name, value) in request.uri.queryParameters { query[String(name)] = String(value) }
        var headers: [String: String] = [:]
        for field in request.headers { headers[field.name.canonicalName.lowercased()] = field.value }
        let canned = server.record(
            CapturedRequest(
                method: request.method.rawValue, path: request.uri.path, query: query, headers: headers,
                body: Data(buffer: body)))
        if let delay = canned.delay { try await Task.sleep(for: delay) }
        var fields = HTTPFields()
        fields[.contentType] = canned.contentType
        for (name, value) in canned.headers {
            if let field = HTTPField.Name(name) { fields[field] = value }
        }
        let payload = canned.bytes.map { ByteBuffer(bytes: $0) } ?? ByteBuffer(string: canned.body)
        if let drip = canned.drip {
            return Response(
                status: canned.status, headers: fields,
                body: ResponseBody { writer in
                    var rest = payload
                    while let chunk = rest.readSlice(length: min(drip.chunk, rest.readableBytes)),
                        chunk.readableBytes > 0
                    {
                        try await writer.write(chunk)
                        try await Task.sleep(for: drip.every)
                    }
                    try await writer.finish(nil)
                })
        }
        guard let stall = canned.stallAfterHeaders else {
            return Response(status: canned.status, headers: fields, body: .init(byteBuffer: payload))
        }
        return Response(
            status: canned.status, headers: fields,
            body: ResponseBody { writer in
                var rest = payload
                if let first = rest.readSlice(length: min(2, rest.readableBytes)) { try await writer.write(first) }
                try await Task.sleep(for: stall)
                try await writer.write(rest)
                try await writer.finish(nil)
            })
    }
}
