import ArrDemoKit
import AsyncHTTPClient
import Foundation
import Logging
import RadarrDemoServer
import ServerKit
import Testing

@testable import ThriftwoodCore

/// `thriftwood doctor`'s steps against real sockets and the demo Radarr.
@Suite("The doctor names the step that fails")
struct ServerDoctorTests {
    let quiet = Logger(label: "test.doctor") { _ in SwiftLogNoOpLogHandler() }

    var doctor: ServerDoctor {
        ServerDoctor(
            tester: ServiceTester(
                radarr: LiveRadarrService(transport: LiveHTTPTransport(http: .shared), launcher: nil, logger: quiet),
                sonarr: NoSonarrService()))
    }

    func radarr(_ url: String, key: String = "k") -> ServiceServer {
        ServiceServer(kind: .radarr, connection: ServerConnection(baseURL: url, apiKey: key))
    }

    @Test("a name that does not resolve stops at name resolution, saying so with the fix")
    func unresolvable() async {
        let diagnosis = await doctor.diagnose(radarr("http://nas.invalid:7878"))
        #expect(diagnosis.steps.map(\.name) == ["Name resolution"])
        #expect(
            diagnosis.steps.last?.verdict == .failed
                && diagnosis.steps.last?.detail.contains("does not resolve") == true)
    }

    @Test("a port nothing listens on is refused at the connection step")
    func refused() async throws {
        // A port just freed: nothing listens on it.
        let probe = try await RadarrDemoServer(logger: quiet).start()
        let port = probe.port
        await probe.stop()
        let diagnosis = await doctor.diagnose(radarr("http://127.0.0.1:\(port)"))
        #expect(diagnosis.steps.map(\.name) == ["Name resolution", "Connection"])
        #expect(diagnosis.steps.last?.detail.contains("nothing listens there") == true)
        #expect(diagnosis.verdict == .failed)
    }

    @Test("a missing URL base is found; a wrong key is named; a good server passes every step")
    func urlBaseKeyAndSuccess() async throws {
        let server = try await RadarrDemoServer(
            configuration: DemoServerConfiguration(urlBase: "/radarr"), logger: quiet
        ).start()
        let root = server.baseURL.replacingOccurrences(of: "/radarr", with: "")
        let missing = await doctor.diagnose(radarr(root, key: server.apiKey))
        #expect(missing.steps.map(\.name) == ["Name resolution", "Connection", "Service", "URL base"])
        #expect(missing.steps.last?.detail.contains("answers at \(server.baseURL)") == true)
        let wrongKey = await doctor.diagnose(radarr(server.baseURL, key: "wrong"))
        #expect(
            wrongKey.steps.last?.name == "Service"
                && wrongKey.steps.last?.detail.contains("refused the API key") == true)
        let good = await doctor.diagnose(radarr(server.baseURL, key: server.apiKey))
        #expect(good.verdict == .ok && good.steps.last?.detail.contains("answers, and takes the key") == true)
        await server.stop()
    }

    @Test("a server whose clock is an hour off is a warning naming by how much; an agreeing one passes")
    func clockDifference() async throws {
        let server = try await RadarrDemoServer(logger: quiet).start()
        let tester = doctor.tester
        let transport = LiveHTTPTransport(http: .shared)
        let fast = ServerDoctor(tester: tester, transport: transport, clock: { Date().addingTimeInterval(3600) })
        let skewed = await fast.diagnose(radarr(server.baseURL, key: server.apiKey))
        #expect(skewed.steps.last?.name == "Clock" && skewed.steps.last?.verdict == .warning)
        #expect(skewed.steps.last?.detail.contains("60 minutes behind this one") == true, "\(skewed.steps)")
        let agreeing = await ServerDoctor(tester: tester, transport: transport).diagnose(
            radarr(server.baseURL, key: server.apiKey))
        #expect(agreeing.verdict == .ok && agreeing.steps.last?.detail.contains("agrees") == true)
        await server.stop()
    }
}
