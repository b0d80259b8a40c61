import Foundation
import Logging
import NIOHTTP1
import ServerKit
import Synchronization
import Testing

@testable import ThriftwoodCore

/// Every kind's requests reach the app log, named by their server, without the query (which can
/// hold an API key).
@Suite("Requests of every kind in the app log")
struct LoggedTransportTests {
    @Test("a SABnzbd request is logged as “Usenet: GET /api → 200 in N ms” under its slug, its API key left out")
    func requestLine() async throws {
        let log = LiveAppLog(database: try AppDatabase.inMemory(), redactor: Redactor())
        let recording = Logger(label: "thriftwood.downloads") { label in
            AppLogHandler(log: log, label: label, logLevel: .info)
        }
        let transport = InMemoryTransport { request in
            request.url.contains("fail") ? .failure(.refused(host: "nas")) : .json("{}")
        }
        let server = ServiceServer(
            kind: .sabnzbd, name: "Usenet", connection: ServerConnection(baseURL: "http://nas:8080", apiKey: "k"))
        let logged = transport.logged(as: server, to: recording)
        _ = try await logged.send(
            TransportRequest(method: .GET, url: "http://nas:8080/api?apikey=SECRET&mode=queue", host: "nas"))
        await #expect(throws: TransportFailure.self) {
            _ = try await logged.send(
                TransportRequest(method: .GET, url: "http://nas:8080/fail?apikey=SECRET", host: "nas"))
        }
        await log.flush()
        let written = try await log.entries(minimumLevel: .info, containing: "GET", limit: 10)
            .sorted { $0.id < $1.id }
        #expect(written.count == 2)
        #expect(written.first?.message.hasPrefix("Usenet: GET /api → 200 in ") == true)
        #expect(written.last?.message == "Usenet: GET /fail failed: Could not reach nas: the connection was refused.")
        #expect(written.allSatisfy { $0.label == "thriftwood.usenet" }, "filed under the server's slug")
        #expect(!written.map(\.message).joined().contains("SECRET"))
    }
}
