import ArrKit
import AsyncHTTPClient
import Foundation
import NIOSSL
import ServerKit
import Testing

@testable import RadarrAPI

extension Result where Failure == any Error {
    /// Captures an async throwing call.
    init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}

@Suite("TLS policies against a server with a self-signed certificate")
struct TLSPolicyTests {
    func certificatePath() throws -> String {
        guard let url = Bundle.module.url(forResource: "Fixtures/tls/self-signed-cert.pem", withExtension: nil) else {
            throw FixtureMissing(path: "tls/self-signed-cert.pem")
        }
        return url.path
    }

    func withTLSServer(
        certificate name: String = "self-signed", _ body: (String, String) async throws -> Void
    ) async throws {
        let certificate = try certificatePath().replacingOccurrences(
            of: "self-signed-cert.pem", with: "\(name)-cert.pem")
        let key = certificate.replacingOccurrences(of: "\(name)-cert.pem", with: "\(name)-key.pem")
        let configuration = TLSConfiguration.makeServerConfiguration(
            certificateChain: try NIOSSLCertificate.fromPEMFile(certificate).map { .certificate($0) },
            privateKey: .privateKey(try NIOSSLPrivateKey(file: key, format: .pem)))
        let server = CapturingServer(CannedAnswer(body: #"{"appName": "Radarr", "version": "5.14.0"}"#))
        let base = try await server.start(tls: configuration)
        do {
            try await body(base, certificate)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    func status(_ base: String, _ policy: TLSPolicy, timeout: Double = 30) async throws -> SystemStatus {
        let http = ServerHTTP.makeClient()
        let client = RadarrClient(
            connection: ServerConnection(baseURL: base, apiKey: "k", tls: policy, timeoutSeconds: timeout), http: http)
        let result = await Result(catching: { try await client.systemStatus() })
        try await http.shutdown()
        return try result.get()
    }

    @Test("verifying against system roots refuses it and says it is self-signed and how to trust it")
    func verifyRefuses() async throws {
        try await withTLSServer { base, _ in
            do {
                _ = try await status(base, .verify)
                Issue.record("a self-signed certificate must not verify")
            } catch let error as ArrError {
                guard case .tls(_, _, let selfSigned) = error.problem else {
                    Issue.record("expected a TLS error, got \(error)")
                    return
                }
                #expect(selfSigned)
                #expect(
                    error.recoverySuggestion.lowercased().contains("self-signed")
                        || error.recoverySuggestion.contains("CA"))
            }
        }
    }

    @Test("trusting the certificate as a CA, or accepting self-signed when asked, connects")
    func trustedConnects() async throws {
        try await withTLSServer { base, certificate in
            let trusted = try await status(base, .trustCA(path: certificate))
            #expect(trusted.version == "5.14.0")
            let accepted = try await status(base, .acceptSelfSigned)
            #expect(accepted.version == "5.14.0")
        }
    }

    @Test("the certificate a server presents is read, pinned, and then accepted while any other is refused")
    func pinnedCertificate() async throws {
        try await withTLSServer(certificate: "leaf") { base, leafPath in
            let port = try #require(URLComponents(string: base)?.port)
            let seen = try await CertificateProbe.fetch(host: "127.0.0.1", port: port)
            let leaf = try String(contentsOfFile: leafPath, encoding: .utf8)
            #expect(
                try NIOSSLCertificate.fromPEMBytes(Array(seen.pem.utf8))
                    == NIOSSLCertificate.fromPEMBytes(Array(leaf.utf8)))
            #expect(seen.fingerprint?.count == 95)
            let pinned = try await status(base, .pinned(certificatePEM: seen.pem))
            #expect(pinned.version == "5.14.0")
            let other = try String(contentsOfFile: try certificatePath(), encoding: .utf8)
            let refused = await Result(catching: { try await status(base, .pinned(certificatePEM: other)) })
            guard case .failure(let error as ArrError) = refused, case .tls = error.problem else {
                Issue.record("a different certificate must be refused, got \(refused)")
                return
            }
            // Refused as a changed certificate, both fingerprints named — not as "self-signed".
            let pinnedPrint = try #require(ServerCertificate(pem: other).fingerprint)
            let nowPrint = try #require(seen.fingerprint)
            // Each with the day it was issued, so the person can tell the old one from the new.
            let pinnedDay = try #require(ServerCertificate(pem: other).issued).formatted(.iso8601.year().month().day())
            let nowDay = try #require(seen.issued).formatted(.iso8601.year().month().day())
            #expect(
                error.description.contains(
                    "differs from the one pinned (the pinned one, issued \(pinnedDay), is SHA-256 \(pinnedPrint)"))
            #expect(error.description.contains("it now presents one issued \(nowDay), SHA-256 \(nowPrint)"))
        }
    }

    @Test("an old 'accept self-signed' connection is pinned to the certificate it meets first; a second one is refused")
    func legacyConnectionIsPinned() async throws {
        var pinned: ServerConnection?
        try await withTLSServer(certificate: "leaf") { base, _ in
            let legacy = ServerConnection(baseURL: base, apiKey: "k", tls: .acceptSelfSigned, timeoutSeconds: 30)
            let result = try #require(try await LegacyCertificatePin.pin(legacy))
            #expect(result.certificate.fingerprint?.count == 95)
            guard case .pinned = result.connection.tls else {
                Issue.record("expected a pinned policy, got \(result.connection.tls)")
                return
            }
            #expect(try await status(base, result.connection.tls).version == "5.14.0")
            pinned = result.connection
        }
        let connection = try #require(pinned)
        // An impostor with another certificate: "accept self-signed" would have sent it the key.
        try await withTLSServer(certificate: "self-signed") { base, _ in
            let blind = try await status(base, .acceptSelfSigned)
            #expect(blind.version == "5.14.0")
            let refused = await Result(catching: { try await status(base, connection.tls) })
            guard case .failure(let error as ArrError) = refused, case .tls = error.problem else {
                Issue.record("the impostor's certificate must be refused, got \(refused)")
                return
            }
        }
        // Plain http and other policies need nothing.
        #expect(
            try await LegacyCertificatePin.pin(
                ServerConnection(baseURL: "http://x", apiKey: "k", tls: .acceptSelfSigned))
                == nil)
        #expect(try await LegacyCertificatePin.pin(ServerConnection(baseURL: "https://x", apiKey: "k")) == nil)
    }

    /// The sentence a TLS failure gives, which must say what is wrong in words.
    func tlsSentence(_ base: String, _ policy: TLSPolicy, timeout: Double = 30) async throws -> String {
        do {
            _ = try await status(base, policy, timeout: timeout)
        } catch let error as ArrError {
            guard case .tls = error.problem else { return "not a TLS error: \(error)" }
            return error.description
        }
        return "it connected"
    }

    @Test("TLS failures are said in words, never in the TLS library's type names or build paths")
    func tlsWords() async throws {
        let machinery = ["NIOSSL", "BoringSSL", ".cc:", "failedToValidateHostname", "<none>", "handshakeFailed"]
        try await withTLSServer { base, _ in
            let untrusted = try await tlsSentence(base, .verify)
            #expect(untrusted.contains("not trusted (self-signed or from a private CA)"), "\(untrusted)")
        }
        // A certificate made for another name (radarr.home), given as the CA file.
        try await withTLSServer(certificate: "leaf") { base, certificate in
            let other = try await tlsSentence(base, .trustCA(path: certificate))
            #expect(!machinery.contains { other.contains($0) }, "\(other)")
            #expect(other.contains("its certificate"), "\(other)")
        }
        // https:// to a port that speaks plain HTTP.
        let plain = CapturingServer(CannedAnswer(body: #"{"appName": "Radarr", "version": "5.14.0"}"#))
        let base = try await plain.start().replacingOccurrences(of: "http://", with: "https://")
        // The plain server answers the handshake at once; under the whole suite's load the
        // loopback exchange has stalled past the deadline twice in a day (a timeout, not the answer
        // this case is about), so a timed-out try is asked again, three times at most.
        var notTLS = ""
        for _ in 1...3 {
            notTLS = try await tlsSentence(base, .verify, timeout: 10)
            if !notTLS.contains("did not answer within") { break }
        }
        await plain.stop()
        #expect(
            notTLS.contains("does not speak TLS on this port") || notTLS.contains("closed the connection"), "\(notTLS)")
        #expect(!machinery.contains { notTLS.contains($0) }, "\(notTLS)")
    }
}
