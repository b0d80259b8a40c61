import ArrDemoKit
import AsyncHTTPClient
import DownloadDemoServer
import DownloadKit
import Foundation
import SeerrDemoServer
import SeerrKit
import ServerKit
import TautulliDemoServer
import TautulliKit
import Testing

/// Every demo applies the faults `demo-server --fault` documents, not only the *arrs': a test
/// that asks for a refused key, a cut answer or hostile numbers gets them from any kind.
@Suite("Demo faults on every kind")
struct DemoFaultsEveryKindTests {
    private static func faults(_ names: String...) throws -> DemoFaultSet {
        var set = DemoFaultSet()
        for name in names { try set.apply(name) }
        return set
    }

    @Test("unauthorized and truncate reach each download client's demo")
    func downloadClients() async throws {
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        for kind in DownloadClientKind.all {
            for fault in ["unauthorized", "truncate"] {
                let configuration = DemoServerConfiguration(faults: try Self.faults(fault))
                guard let demo = DemoDownloadClients.onDemand(kind, configuration: configuration) else { continue }
                let server = try await demo.start()
                let client = kind.client(
                    ServerConnection(baseURL: server.baseURL, apiKey: server.apiKey),
                    transport: LiveHTTPTransport(http: http))
                let outcome = await Result { try await client.queue() }
                await demo.stop()
                if case .success = outcome { Issue.record("\(kind.name) ignored --fault \(fault)") }
            }
        }
        try await http.shutdown()
    }

    @Test("unauthorized and error-rate=1 reach the Tautulli and Seerr demos")
    func tautulliAndSeerr() async throws {
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        for fault in ["unauthorized", "error-rate=1"] {
            let configuration = DemoServerConfiguration(faults: try Self.faults(fault))
            let tautulli = OnDemandDemoServer(TautulliDemoServer.self, configuration: configuration)
            let streams = TautulliClient(
                connection: try await tautulli.connection(), transport: LiveHTTPTransport(http: http))
            let activity = await Result { try await streams.activity() }
            await tautulli.stop()
            if case .success = activity { Issue.record("Tautulli ignored --fault \(fault)") }
            let seerr = OnDemandDemoServer(SeerrDemoServer.self, configuration: configuration)
            let requests = SeerrClient(
                connection: try await seerr.connection(), transport: LiveHTTPTransport(http: http))
            let page = await Result { try await requests.requests() }
            await seerr.stop()
            if case .success = page { Issue.record("Seerr ignored --fault \(fault)") }
        }
        try await http.shutdown()
    }
}
