import ArrDemoKit
import AsyncHTTPClient
import Foundation
import Logging
import RadarrDemoServer
import ServerKit
import SonarrDemoServer
import Testing

@testable import ThriftwoodCore

/// `thriftwood doctor`'s steps against real sockets and the demo Radarr.
@Suite("The doctor names the step that fails")
struct ServerDoctorTests {
    let quiet = Logger(label: "test.doctor") { _ in SwiftLogNoOpLogHandler() }

    var doctor: ServerDoctor {
        ServerDoctor(
            tester: ServiceTester(
                services: KindServiceShelf().with(
                    \.radarr,
                    LiveRadarrService(
                        .radarr, transport: LiveHTTPTransport(http: appLikeHTTP), launcher: nil, logger: quiet)),
                kinds: .standard))
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
        #expect(
            missing.steps.map(\.name) == ["Name resolution", "Connection", "Service", "URL base"], "\(missing.steps)")
        #expect(missing.steps.last?.detail.contains("answers at \(server.baseURL)") == true)
        let wrongKey = await doctor.diagnose(radarr(server.baseURL, key: "wrong"))
        #expect(
            wrongKey.steps.last?.name == "Service"
                && wrongKey.steps.last?.detail.contains("refused the API key") == true)
        let good = await doctor.diagnose(radarr(server.baseURL, key: server.apiKey))
        #expect(good.verdict == .ok)
        #expect(good.steps.first { $0.name == "Service" }?.detail.contains("answers, and takes the key") == true)
        await server.stop()
    }

    @Test("a URL base that is not the kind's usual one is found from where the server's root redirects")
    func unusualURLBaseFromTheRedirect() async throws {
        let server = try await RadarrDemoServer(
            configuration: DemoServerConfiguration(urlBase: "/radarr4k"), logger: quiet
        ).start()
        let root = server.baseURL.replacingOccurrences(of: "/radarr4k", with: "")
        let withTransport = ServerDoctor(tester: doctor.tester, transport: LiveHTTPTransport(http: appLikeHTTP))
        let missing = await withTransport.diagnose(radarr(root, key: server.apiKey))
        #expect(
            missing.steps.map(\.name) == ["Name resolution", "Connection", "Service", "URL base"], "\(missing.steps)")
        #expect(missing.steps.first { $0.name == "Service" }?.detail.contains("/radarr4k/api/v3/system/status") == true)
        #expect(missing.steps.last?.detail.contains("answers at \(server.baseURL).") == true, "\(missing.steps)")
        await server.stop()
    }

    @Test("a server whose clock is an hour off is a warning naming by how much; an agreeing one passes")
    func clockDifference() async throws {
        let server = try await RadarrDemoServer(logger: quiet).start()
        let tester = doctor.tester
        let transport = LiveHTTPTransport(http: appLikeHTTP)
        let fast = ServerDoctor(tester: tester, transport: transport, clock: { Date().addingTimeInterval(3600) })
        let skewed = await fast.diagnose(radarr(server.baseURL, key: server.apiKey))
        #expect(skewed.steps.last?.name == "Clock" && skewed.steps.last?.verdict == .warning)
        #expect(skewed.steps.last?.detail.contains("60 minutes behind this one") == true, "\(skewed.steps)")
        let agreeing = await ServerDoctor(tester: tester, transport: transport).diagnose(
            radarr(server.baseURL, key: server.apiKey))
        #expect(agreeing.verdict == .ok && agreeing.steps.last?.detail.contains("agrees") == true)
        await server.stop()
    }

    @Test("a server that takes the connection but does not answer in time is named at the service step")
    func serviceTimeout() async throws {
        var faults = DemoFaultSet()
        faults.latency = .seconds(3)
        let server = try await RadarrDemoServer(configuration: DemoServerConfiguration(faults: faults), logger: quiet)
            .start()
        var slow = radarr(server.baseURL, key: server.apiKey)
        slow.connection.timeoutSeconds = 1
        let diagnosis = await doctor.diagnose(slow)
        #expect(diagnosis.steps.map(\.name) == ["Name resolution", "Connection", "Service"])
        #expect(diagnosis.steps.last?.detail.contains("did not answer") == true, "\(diagnosis.steps)")
        await server.stop()
    }

    @Test("a login page in front of the server is named a login wall, with the fix")
    func loginWall() async throws {
        var faults = DemoFaultSet()
        faults.htmlLogin = true
        let server = try await RadarrDemoServer(configuration: DemoServerConfiguration(faults: faults), logger: quiet)
            .start()
        let diagnosis = await doctor.diagnose(radarr(server.baseURL, key: server.apiKey))
        let step = try #require(diagnosis.steps.last)
        #expect(step.name == "Service" && step.verdict == .failed)
        #expect(step.detail.contains("login page"), "\(step)")
        #expect(step.fix?.contains("reverse proxy") == true)
        await server.stop()
    }

    @Test("a server older than Thriftwood speaks to fails the version step, naming both versions; a newer one passes")
    func unsupportedVersion() async throws {
        let services = KindServiceShelf()
            .with(
                \.radarr,
                LiveRadarrService(
                    .radarr, transport: LiveHTTPTransport(http: appLikeHTTP), launcher: nil, logger: quiet)
            )
            .with(
                \.sonarr,
                LiveSonarrService(
                    .sonarr, transport: LiveHTTPTransport(http: appLikeHTTP), launcher: nil, logger: quiet))
        let tester = ServiceTester(services: services, kinds: .standard)
        for (version, verdict) in [("2.0.0.5344", DiagnosisStep.Verdict.failed), ("4.0.19.2567", .ok)] {
            let server = try await SonarrDemoServer(
                configuration: DemoServerConfiguration(version: version), logger: quiet
            ).start()
            let diagnosis = await ServerDoctor(tester: tester).diagnose(
                ServiceServer(
                    kind: .sonarr, connection: ServerConnection(baseURL: server.baseURL, apiKey: server.apiKey)))
            let step = try #require(diagnosis.steps.first { $0.name == "Version" })
            #expect(step.verdict == verdict)
            #expect(step.detail.contains("Sonarr \(version)"))
            if verdict == .failed { #expect(step.detail.contains("(3.0 or later)") && step.fix != nil) }
            await server.stop()
        }
    }

    @Test("each address of a server is diagnosed; one failing while another answers is a warning for the server")
    func eachAddress() async throws {
        let server = try await RadarrDemoServer(logger: quiet).start()
        let probe = try await RadarrDemoServer(logger: quiet).start()
        let dead = "http://127.0.0.1:\(probe.port)"
        await probe.stop()
        var both = radarr(dead, key: server.apiKey)
        both.connection.otherAddresses = [server.baseURL]
        let diagnoses = await doctor.diagnoseEachAddress(both)
        #expect(diagnoses.map(\.address) == [dead, server.baseURL].map { ServerConnection.trimmed($0) })
        #expect(diagnoses.map(\.verdict) == [.failed, .ok])
        #expect(ServerDiagnosis.verdict(ofAddresses: diagnoses) == .warning)
        #expect(ServerDiagnosis.verdict(ofAddresses: [diagnoses[0]]) == .failed)
        await server.stop()
    }

    @Test("versions compare by their numbers, a missing one counting as zero")
    func versionOrder() {
        #expect(VersionOrder.isOlder("2.0.0.5344", than: "3.0"))
        #expect(!VersionOrder.isOlder("3.0.0.1", than: "3.0"))
        #expect(!VersionOrder.isOlder("v4.6.7", than: "4.1"))
        #expect(VersionOrder.isOlder("4.0.9", than: "4.1"))
        #expect(!VersionOrder.isOlder("unknown", than: "3.0"))
        #expect(!VersionOrder.isOlder("99999999999999999999.1", than: "3.0"))
    }
}
