import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import NIOSSL

/// A typed async client for one Radarr server's v3 API.
///
/// It shares one `HTTPClient` (owned by the caller, who shuts it down) and applies the
/// connection's TLS policy per request. Every failure is a ``RadarrError``.
public struct RadarrClient: Sendable {
    /// The server this client talks to.
    public let connection: RadarrConnection
    let http: HTTPClient
    let logger: Logger

    /// The default logger: silent, so a client made without one never writes to the terminal.
    public static let silentLogger = Logger(label: "thriftwood.radarr") { _ in SwiftLogNoOpLogHandler() }
    /// The most bytes one answer may have (a 50,000-movie library is about 300 MB).
    public var maxResponseBytes = 1 << 30

    /// Creates a client for `connection` over the shared `http` client.
    /// Told about every list answer that left unreadable records out (they are logged too).
    let onSkipped: (@Sendable (SkippedRecords) -> Void)?

    /// Creates a client for `connection` over the shared `http` client; `onSkipped` hears of
    /// records a list answer left out because they could not be read.
    public init(
        connection: RadarrConnection, http: HTTPClient, logger: Logger = RadarrClient.silentLogger,
        onSkipped: (@Sendable (SkippedRecords) -> Void)? = nil
    ) {
        self.connection = connection
        self.http = http
        self.logger = logger
        self.onSkipped = onSkipped
    }

    // MARK: Requests

    /// Sends a request and decodes a JSON answer.
    func get<T: Decodable>(
        _ path: String, query: [(String, String)] = [], as type: T.Type = T.self
    ) async throws
        -> T
    {
        let response = try await send(.GET, path, query: query)
        let value = try decode(T.self, from: response.body, endpoint: "GET \(path)")
        if let page = value as? any LeavesOutUnreadableRecords {
            report(page.skippedRecords, of: page.receivedRecords, endpoint: "GET \(path)")
        }
        return value
    }

    /// Sends a request and decodes a JSON array record by record: records that cannot be
    /// read are left out, logged and reported, and every readable one is returned.
    func get<Element: Decodable>(
        _ path: String, query: [(String, String)] = [], as type: [Element].Type = [Element].self
    ) async throws -> [Element] {
        let response = try await send(.GET, path, query: query)
        let elements = try decode([LenientElement<Element>].self, from: response.body, endpoint: "GET \(path)")
        let (records, skipped) = readable(elements)
        report(skipped, of: elements.count, endpoint: "GET \(path)")
        return records
    }

    /// Logs and reports the records an answer left out.
    func report(_ skipped: [SkippedRecord], of total: Int, endpoint: String) {
        guard !skipped.isEmpty else { return }
        let report = SkippedRecords(endpoint: endpoint, total: total, records: skipped)
        logger.warning("\(report.description)")
        onSkipped?(report)
    }

    /// Sends a request with a JSON body and decodes a JSON answer.
    func send<Body: Encodable, T: Decodable>(
        _ method: HTTPMethod, _ path: String, query: [(String, String)] = [], body: Body, as type: T.Type = T.self
    ) async throws -> T {
        let data: Data
        do {
            data = try RadarrJSON.makeEncoder().encode(body)
        } catch {
            throw RadarrError.decoding(endpoint: "\(method) \(path)", field: "request body", reason: "\(error)")
        }
        let response = try await send(method, path, query: query, body: data)
        return try decode(T.self, from: response.body, endpoint: "\(method) \(path)")
    }

    /// The raw answer to one request.
    struct Answer {
        let status: Int
        let body: ByteBuffer
    }

    /// Sends one request under `/api/v3` (or at the server root for `/ping`) and checks its status.
    func send(
        _ method: HTTPMethod, _ path: String, query: [(String, String)] = [], body: Data? = nil, apiPrefix: Bool = true
    ) async throws -> Answer {
        let base = try connection.validatedBase()
        let url = base + (apiPrefix ? "/api/v3" : "") + path + Self.queryString(query)
        var request = HTTPClientRequest(url: url)
        request.method = method
        request.headers.add(name: "X-Api-Key", value: connection.apiKey)
        request.headers.add(name: "Accept", value: "application/json")
        request.headers.add(name: "Accept-Encoding", value: "gzip, deflate")
        for (name, value) in connection.headers { request.headers.replaceOrAdd(name: name, value: value) }
        if let body {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(data: body))
        }
        request.tlsConfiguration = try tlsConfiguration()
        let endpoint = "\(method) \(path)"
        // The log line names the method, path, status and time — never the key or the query.
        let started = ContinuousClock.now
        func elapsed() -> String {
            "\(Int(((ContinuousClock.now - started) / .milliseconds(1)).rounded())) ms"
        }
        let timeout = min(3600, max(0.001, connection.timeoutSeconds.isFinite ? connection.timeoutSeconds : 30))
        let deadline = Self.deadline(for: path, timeout: timeout)
        let answer: FetchedAnswer
        do {
            answer = try await TimedFetch.fetch(
                request, http: http, headTimeout: .milliseconds(Int64(timeout * 1000)),
                deadline: .milliseconds(Int64(deadline * 1000)), maxBytes: maxResponseBytes)
        } catch {
            let classified =
                error is TimedFetch.DeadlineExceeded
                ? RadarrError.timedOut(host: connection.host, seconds: deadline)
                : TransportErrorClassifier.classify(error, connection: connection)
            logger.warning("\(endpoint) failed after \(elapsed()): \(classified.description)")
            throw classified
        }
        let status = answer.status
        let buffer = answer.body
        do {
            try ResponseChecker.check(
                status: status, contentType: answer.contentType, location: answer.location, body: buffer,
                endpoint: endpoint, from: base)
        } catch let error as RadarrError {
            logger.warning("\(endpoint) → \(status) in \(elapsed()): \(error.description)")
            throw error
        }
        logger.info("\(endpoint) → \(status) in \(elapsed())")
        return Answer(status: status, body: buffer)
    }

    /// How long one request may take from start to the end of its body: twice the head
    /// timeout, ten times for the library and release searches, which are large or slow.
    static func deadline(for path: String, timeout: Double) -> Double {
        let slow = path == "/movie" || path.hasPrefix("/movie/lookup") || path.hasPrefix("/release")
        return timeout * (slow ? 10 : 2)
    }

    func decode<T: Decodable>(_ type: T.Type, from buffer: ByteBuffer, endpoint: String) throws -> T {
        do {
            return try RadarrJSON.makeDecoder().decode(
                T.self, from: RadarrJSON.repaired(Data(buffer: buffer, byteTransferStrategy: .noCopy)))
        } catch let error as DecodingError {
            throw DecodingFailure.radarrError(error, endpoint: endpoint)
        } catch {
            throw RadarrError.decoding(
                endpoint: endpoint, field: "(whole answer)", reason: DecodingFailure.plainReason(error))
        }
    }

    private func tlsConfiguration() throws -> TLSConfiguration? {
        switch connection.tls {
        case .verify:
            return nil
        case .acceptSelfSigned:
            var configuration = TLSConfiguration.makeClientConfiguration()
            configuration.certificateVerification = .none
            return configuration
        case .pinned(let pem):
            // Only the pinned certificate is trusted (no system roots), so any other one fails;
            // the host name is not checked, since home servers' certificates rarely name it.
            var configuration = TLSConfiguration.makeClientConfiguration()
            guard let certificates = try? NIOSSLCertificate.fromPEMBytes(Array(pem.utf8)), !certificates.isEmpty
            else {
                throw RadarrError.tls(
                    host: connection.host, reason: "the saved certificate could not be read", selfSigned: false)
            }
            configuration.trustRoots = .certificates(certificates)
            configuration.certificateVerification = .noHostnameVerification
            return configuration
        case .trustCA(let path):
            var configuration = TLSConfiguration.makeClientConfiguration()
            do {
                let certificates = try NIOSSLCertificate.fromPEMFile(path)
                configuration.additionalTrustRoots = [.certificates(certificates)]
            } catch {
                throw RadarrError.tls(
                    host: connection.host, reason: "the CA file \(path) could not be read", selfSigned: false)
            }
            return configuration
        }
    }

    static func queryString(_ query: [(String, String)]) -> String {
        guard !query.isEmpty else { return "" }
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~:")
        let parts = query.map { name, value in
            "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)"
        }
        return "?" + parts.joined(separator: "&")
    }
}
