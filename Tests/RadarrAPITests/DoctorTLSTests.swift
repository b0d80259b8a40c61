import ArrDemoKit
import AsyncHTTPClient
import Foundation
import Logging
import ServerKit
import Testing
import ThriftwoodCore

/// `thriftwood doctor`'s TLS step against a real TLS server: a certificate past its date, and
/// one other than the pinned one, each named with its fix.
@Suite("The doctor's TLS step")
struct DoctorTLSTests {
    let quiet = Logger(label: "test.doctor-tls") { _ in SwiftLogNoOpLogHandler() }

    func doctor(at now: Date) -> ServerDoctor {
        ServerDoctor(
            tester: ServiceTester(
                services: KindServiceShelf().with(
                    \.radarr,
                    LiveRadarrService(
                        .radarr, transport: LiveHTTPTransport(http: .shared), launcher: nil, logger: quiet)),
                kinds: .standard),
            clock: { now })
    }

    @Test("an https address on a plain-HTTP port fails the TLS step in words, with no BoringSSL text")
    func plainPortOverHTTPS() async throws {
        try await withDemo { _, server in
            let https = server.baseURL.replacingOccurrences(of: "http://", with: "https://")
            let diagnosis = await doctor(at: Date()).diagnose(
                ServiceServer(kind: .radarr, connection: ServerConnection(baseURL: https, apiKey: "k")))
            let step = try #require(diagnosis.steps.last)
            #expect(step.name == "TLS" && step.verdict == .failed)
            #expect(
                step.detail.hasSuffix(
                    "did not complete a TLS handshake: it does not speak TLS on this port (is the address http://?)."))
            #expect(!step.detail.contains("SSL") && !step.detail.contains(".cc"), "\(step.detail)")
        }
    }

    @Test("a certificate past its expiry fails the TLS step, dated, with the fix")
    func expired() async throws {
        try await TLSPolicyTests().withTLSServer { base, path in
            let pem = try String(contentsOfFile: path, encoding: .utf8)
            let expires = try #require(ServerCertificate(pem: pem).expires)
            let server = ServiceServer(
                kind: .radarr,
                connection: ServerConnection(baseURL: base, apiKey: "k", tls: .pinned(certificatePEM: pem)))
            let later = await doctor(at: expires.addingTimeInterval(86_400)).diagnose(server)
            #expect(later.steps.last?.name == "TLS" && later.steps.last?.detail.contains("expired on") == true)
            let now = await doctor(at: expires.addingTimeInterval(-30 * 86_400)).diagnose(server)
            #expect(now.steps.allSatisfy { $0.verdict == .ok }, "\(now.steps)")
            #expect(now.steps.map(\.name) == ["Name resolution", "Connection", "TLS", "Service", "Version"])
        }
    }

    @Test("a certificate other than the pinned one fails the TLS step, both fingerprints named")
    func changedPin() async throws {
        try await TLSPolicyTests().withTLSServer(certificate: "leaf") { base, _ in
            let other = try String(contentsOfFile: try TLSPolicyTests().certificatePath(), encoding: .utf8)
            let server = ServiceServer(
                kind: .radarr,
                connection: ServerConnection(baseURL: base, apiKey: "k", tls: .pinned(certificatePEM: other)))
            let diagnosis = await doctor(at: Date()).diagnose(server)
            let pinned = try #require(ServerCertificate(pem: other).fingerprint)
            #expect(diagnosis.steps.last?.name == "TLS")
            #expect(diagnosis.steps.last?.detail.contains("differs from the one pinned (SHA-256 \(pinned))") == true)
        }
    }

    @Test("a certificate issued for another host name fails the TLS step, saying so with the fix")
    func otherHostName() async throws {
        // radarr.home's certificate, trusted as its own CA, reached as 127.0.0.1.
        try await TLSPolicyTests().withTLSServer(certificate: "leaf") { base, path in
            let server = ServiceServer(
                kind: .radarr, connection: ServerConnection(baseURL: base, apiKey: "k", tls: .trustCA(path: path)))
            let doctor = ServerDoctor(
                tester: ServiceTester(
                    services: KindServiceShelf().with(
                        \.radarr,
                        LiveRadarrService(
                            .radarr, transport: LiveHTTPTransport(http: .shared), launcher: nil, logger: quiet)),
                    kinds: .standard),
                transport: LiveHTTPTransport(http: .shared))
            let diagnosis = await doctor.diagnose(server)
            let step = try #require(diagnosis.steps.last)
            #expect(step.name == "TLS" && step.verdict == .failed, "\(diagnosis.steps)")
            #expect(step.detail.contains("not issued for this host name"), "\(step)")
            #expect(step.fix?.contains("name the certificate is issued for") == true)
        }
    }
}
