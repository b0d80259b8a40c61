import ArrDemoKit
import AsyncHTTPClient
import Foundation
import SeerrDemoServer
import SeerrKit
import ServerKit
import Synchronization
import Testing

@testable import ThriftwoodCore

/// Home asks Seerr how it is every 30 s; what rarely changes (version, flavour, whose key) is
/// read once in ten minutes, so an idle Home stays within Seerr's budget of six requests a minute.
@Suite("Seerr's polling budget")
struct SeerrPollingBudgetTests {
    /// Passes requests on and remembers their paths.
    final class CountingTransport: HTTPTransport {
        let base: any HTTPTransport
        let paths = Mutex<[String]>([])
        init(_ base: any HTTPTransport) { self.base = base }
        func send(_ request: TransportRequest) async throws(TransportFailure) -> TransportAnswer {
            let path = URLComponents(string: request.url)?.path ?? request.url
            paths.withLock { $0.append(path) }
            return try await base.send(request)
        }
    }

    @Test("a minute of Home refreshes (two) asks Seerr at most six times, the version once")
    func idleHomeBudget() async throws {
        let demo = OnDemandDemoServer(SeerrDemoServer.self, configuration: DemoServerConfiguration())
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        let counting = CountingTransport(LiveHTTPTransport(http: http))
        let client = SeerrClient(connection: try await demo.connection(), transport: counting)
        let first = try await RequestOverview.of(client)
        let second = try await RequestOverview.of(client)
        try await http.shutdown()
        await demo.stop()
        #expect(first == second && first.version == "3.1.0")
        let paths = counting.paths.withLock { $0 }
        #expect(paths.filter { $0.hasSuffix("/status") }.count == 1, "\(paths)")
        // The first turn reads the version too; every turn after it asks only for the counts.
        let perTurnAfterFirst = paths.count - 5
        #expect(perTurnAfterFirst * 2 <= 6, "\(paths)")
    }
}
