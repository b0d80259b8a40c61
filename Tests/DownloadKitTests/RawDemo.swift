import ArrDemoKit
import ArrKit
import AsyncHTTPClient
import DownloadDemoServer
import DownloadKit
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import ServerKit
import Testing

/// One answer of a demo, as the wire carried it.
struct RawAnswer {
    let status: Int
    let body: String
    let headers: [(String, String)]

    /// The body read as JSON (null when it is not).
    var json: JSONValue { (try? JSONValue.parse(Data(body.utf8))) ?? .null }
}

/// A fresh demo of `kind` (answering as `version` when given), spoken to byte for byte, as a
/// client we did not write speaks to it.
struct RawDemo {
    let base: String
    let key: String
    let http: HTTPClient

    /// Runs `body` against a fresh demo of `kind`, then stops it.
    static func with(
        _ kind: DownloadClientKind, version: String? = nil, _ body: (RawDemo) async throws -> Void
    ) async throws {
        let demo = try #require(
            DemoDownloadClients.onDemand(kind, configuration: DemoServerConfiguration(version: version)))
        let connection = try await demo.connection()
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        do {
            try await body(RawDemo(base: connection.baseURL, key: connection.apiKey, http: http))
        } catch {
            try await http.shutdown()
            await demo.stop()
            throw error
        }
        try await http.shutdown()
        await demo.stop()
    }

    /// `method path` with `headers` and `body`.
    func send(
        _ method: HTTPMethod = .GET, _ path: String, headers: [(String, String)] = [], body: String? = nil
    ) async throws -> RawAnswer {
        var request = HTTPClientRequest(url: base + path)
        request.method = method
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body { request.body = .bytes(ByteBuffer(string: body)) }
        let response = try await http.execute(request, timeout: .seconds(10))
        let bytes = try await response.body.collect(upTo: 1 << 24)
        return RawAnswer(
            status: Int(response.status.code), body: String(buffer: bytes),
            headers: response.headers.map { ($0.name, $0.value) })
    }

    /// HTTP Basic credentials for `user` and `password`.
    static func basic(_ user: String, _ password: String) -> (String, String) {
        ("Authorization", "Basic " + Data("\(user):\(password)".utf8).base64EncodedString())
    }
}
