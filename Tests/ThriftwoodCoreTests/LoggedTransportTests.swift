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
    /// The lines written.
    final class Lines: Sendable {
        let lines = Mutex<[String]>([])
    }

    @Test("a SABnzbd request is logged as “Usenet: GET /api → 200 in N ms”, its API key left out")
    func requestLine() async throws {
        let kept = Lines()
        let recording = Logger(label: "thriftwood.downloads") { _ in Recorder(into: kept) }
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
        let written = kept.lines.withLock { $0 }
        #expect(written.count == 2)
        #expect(written.first?.hasPrefix("info: Usenet: GET /api → 200 in ") == true)
        #expect(written.last == "warning: Usenet: GET /fail failed: Could not reach nas: the connection was refused.")
        #expect(!written.joined().contains("SECRET"))
    }

    /// Appends each message to a shared list.
    struct Recorder: LogHandler {
        let into: Lines
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .info
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) { into.lines.withLock { $0.append("\(event.level): \(event.message)") } }
    }
}
