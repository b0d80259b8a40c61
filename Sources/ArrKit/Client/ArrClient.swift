import Foundation
import Logging
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import ServerKit

/// The part of every *arr client that is the same for all of them: it builds requests
/// under the service's API path (`/api/v3`, Lidarr's `/api/v1`), sends them through a transport, checks the answer and decodes it
/// leniently. Every failure is an ``ArrError`` in the service's words.
public struct ArrClient: Sendable {
    /// The service this client talks to.
    public let service: ArrService
    /// The server this client talks to.
    public let connection: ServerConnection
    /// How requests travel (the network, or memory in tests).
    public let transport: any HTTPTransport
    let logger: Logger
    /// Told about every list answer that left unreadable records out (they are logged too).
    let onSkipped: (@Sendable (SkippedRecords) -> Void)?
    /// The most bytes one answer may have (a 50,000-movie library is about 300 MB).
    public var maxResponseBytes = 1 << 30
    /// The slowest an answer's body may come (1 KB in any 20 s unless set).
    public var lowSpeed = LowSpeedLimit.standard

    /// The default logger: silent, so a client made without one never writes to the terminal.
    public static let silentLogger = Logger(label: "thriftwood.arr") { _ in SwiftLogNoOpLogHandler() }

    /// Creates a client for `service` at `connection` over `transport`; `onSkipped` hears of
    /// records a list answer left out because they could not be read.
    public init(
        service: ArrService, connection: ServerConnection, transport: any HTTPTransport,
        logger: Logger = ArrClient.silentLogger, onSkipped: (@Sendable (SkippedRecords) -> Void)? = nil
    ) {
        self.service = service
        self.connection = connection
        self.transport = transport
        self.logger = logger
        self.onSkipped = onSkipped
    }

    /// An error from this client's service.
    package func error(_ problem: ArrError.Problem) -> ArrError { ArrError(service, problem) }

    // MARK: Requests

    /// Sends a request and decodes a JSON answer.
    package func get<T: Decodable>(
        _ path: String, query: [(String, String)] = [], as type: T.Type = T.self
    ) async throws -> T {
        let response = try await send(.GET, path, query: query)
        let value = try decode(T.self, from: response.body, endpoint: "GET \(path)")
        if let page = value as? any LeavesOutUnreadableRecords {
            report(page.skippedRecords, of: page.receivedRecords, endpoint: "GET \(path)")
        }
        return value
    }

    /// Sends a request and decodes a JSON answer, returning it with the exact bytes the
    /// server sent (so `--json` can print the server's record, fields Thriftwood does not
    /// model included).
    package func getRecordKeepingJSON<T: Decodable>(
        _ path: String, query: [(String, String)] = [], as type: T.Type = T.self
    ) async throws -> (value: T, json: Data) {
        let response = try await send(.GET, path, query: query)
        let value = try decode(T.self, from: response.body, endpoint: "GET \(path)")
        return (value, Data(buffer: response.body))
    }

    /// Sends a request and decodes a JSON array record by record: records that cannot be
    /// read are left out, logged and reported, and every readable one is returned.
    package func get<Element: Decodable>(
        _ path: String, query: [(String, String)] = [], as type: [Element].Type = [Element].self
    ) async throws -> [Element] {
        let response = try await send(.GET, path, query: query)
        let elements = try decode([LenientElement<Element>].self, from: response.body, endpoint: "GET \(path)")
        let (records, skipped) = readable(elements)
        report(skipped, of: elements.count, endpoint: "GET \(path)")
        return records
    }

    /// A large array answer decoded on every core, each element with the exact JSON the server
    /// sent for it; unreadable elements are left out and reported.
    package func getKeepingJSON<Element: Decodable & Sendable>(
        _ path: String, query: [(String, String)] = [], as type: Element.Type = Element.self
    ) async throws -> [(value: Element, json: Data)] {
        let endpoint = "GET \(path)"
        let answer = try await send(.GET, path, query: query)
        let data = Data(buffer: answer.body, byteTransferStrategy: .noCopy)
        do {
            let decoded = try await ParallelArrayDecoder.decode(Element.self, from: data)
            report(decoded.skipped, of: decoded.elements.count + decoded.skipped.count, endpoint: endpoint)
            return decoded.elements.map { (value: $0.element, json: $0.json) }
        } catch {
            throw ArrError(reading: error, endpoint: endpoint, body: data, service: service)
        }
    }

    /// Logs and reports the records an answer left out.
    package func report(_ skipped: [SkippedRecord], of total: Int, endpoint: String) {
        guard !skipped.isEmpty else { return }
        let report = SkippedRecords(endpoint: endpoint, total: total, records: skipped)
        logger.warning("\(report.description)")
        onSkipped?(report)
    }

    /// Sends a request with a JSON body and decodes a JSON answer.
    package func send<Body: Encodable, T: Decodable>(
        _ method: HTTPMethod, _ path: String, query: [(String, String)] = [], body: Body, as type: T.Type = T.self
    ) async throws -> T {
        let response = try await send(method, path, query: query, body: encode(body, endpoint: "\(method) \(path)"))
        return try decode(T.self, from: response.body, endpoint: "\(method) \(path)")
    }

    /// Sends a request with a JSON body whose answer is not needed.
    package func sendIgnoringAnswer<Body: Encodable>(
        _ method: HTTPMethod, _ path: String, query: [(String, String)] = [], body: Body
    ) async throws {
        _ = try await send(method, path, query: query, body: encode(body, endpoint: "\(method) \(path)"))
    }

    private func encode<Body: Encodable>(_ body: Body, endpoint: String) throws(ArrError) -> Data {
        do {
            return try ArrJSON.makeEncoder().encode(body)
        } catch {
            throw self.error(.decoding(endpoint: endpoint, field: "request body", reason: "\(error)"))
        }
    }

    /// The raw answer to one request.
    package struct Answer: Sendable {
        /// The HTTP status.
        package let status: Int
        /// The whole body.
        package let body: ByteBuffer
        /// Every header by its lower-cased name.
        package var headers: [String: String] = [:]
    }

    /// Sends one request under the service's API path (or at the server root for `/ping`) and
    /// checks its status; an answer with a status in `passing` is returned unchecked (a provider
    /// test's 400 carries its results), and one that is not JSON passes when `expectsJSON` is
    /// false (a log or backup file).
    package func send(
        _ method: HTTPMethod, _ path: String, query: [(String, String)] = [], body: Data? = nil, apiPrefix: Bool = true,
        passing: Set<Int> = [], expectsJSON: Bool = true, extraHeaders: [(name: String, value: String)] = []
    ) async throws(ArrError) -> Answer {
        let base: String
        do {
            base = try connection.validatedBase()
        } catch {
            throw ArrError(service, transport: error)
        }
        let timeout = min(3600, max(0.001, connection.timeoutSeconds.isFinite ? connection.timeoutSeconds : 30))
        // A live search's head comes only once every indexer answered: it gets ten times as long.
        let headTimeout = service.isSlow(path) ? timeout * 10 : timeout
        var headers: [(name: String, value: String)] = [
            ("X-Api-Key", connection.apiKey), ("Accept", "application/json"), ("Accept-Encoding", "gzip, deflate"),
        ]
        for (name, value) in extraHeaders + connection.headers.sorted(by: { $0.key < $1.key }) {
            headers.removeAll { $0.name.lowercased() == name.lowercased() }
            headers.append((name, value))
        }
        if body != nil { headers.append(("Content-Type", "application/json")) }
        let request = TransportRequest(
            method: method, url: base + (apiPrefix ? service.apiPath : "") + path + Self.queryString(query),
            host: connection.host, headers: headers, body: body.map { ByteBuffer(data: $0) }, tls: connection.tls,
            headTimeout: .milliseconds(Int64(clamping: headTimeout * 1000)), lowSpeed: lowSpeed,
            maxBytes: maxResponseBytes)
        let endpoint = "\(method) \(path)"
        // The log line names the method, path, status and time — never the key or the query.
        let started = ContinuousClock.now
        func elapsed() -> String {
            "\(Int(clamping: ((ContinuousClock.now - started) / .milliseconds(1)).rounded())) ms"
        }
        let answer: TransportAnswer
        do {
            answer = try await transport.send(request)
        } catch {
            let classified = ArrError(service, transport: error, endpoint: endpoint)
            // A request this app cancelled (a screen left, a newer load started) is no failure of
            // the server's: a debug line, not a warning that it could not be reached.
            if Task.isCancelled {
                logger.debug("\(endpoint) cancelled after \(elapsed())")
            } else {
                logger.warning("\(endpoint) failed after \(elapsed()): \(classified.description)")
            }
            throw classified
        }
        do {
            if !passing.contains(answer.status) {
                try ResponseChecker.check(
                    status: answer.status, contentType: answer.contentType, location: answer.location,
                    body: answer.body, endpoint: endpoint, from: base, service: service,
                    authenticate: answer.headers["www-authenticate"], expectsJSON: expectsJSON)
            }
        } catch {
            logger.warning("\(endpoint) → \(answer.status) in \(elapsed()): \(error.description)")
            throw error
        }
        logger.info("\(endpoint) → \(answer.status) in \(elapsed())")
        return Answer(status: answer.status, body: answer.body, headers: answer.headers)
    }

    /// Decodes `buffer` as `T`, naming the field that could not be read.
    package func decode<T: Decodable>(_ type: T.Type, from buffer: ByteBuffer, endpoint: String) throws(ArrError) -> T {
        let data = Data(buffer: buffer, byteTransferStrategy: .noCopy)
        do {
            return try ArrJSON.makeDecoder().decode(T.self, from: ArrJSON.repaired(data))
        } catch {
            throw ArrError(reading: error, endpoint: endpoint, body: data, service: service)
        }
    }

    /// `?name=value&…` with values percent-encoded, or nothing for no query.
    package static func queryString(_ query: [(String, String)]) -> String {
        guard !query.isEmpty else { return "" }
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~:")
        let parts = query.map { name, value in
            "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)"
        }
        return "?" + parts.joined(separator: "&")
    }
}
