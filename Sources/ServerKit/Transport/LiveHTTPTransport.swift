import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOSSL

/// The transport that talks to real servers through one shared AsyncHTTPClient.
///
/// The caller owns the `HTTPClient` (see ``ServerHTTP/makeClient(connectTimeout:)``) and
/// shuts it down; each request applies its own TLS policy.
public struct LiveHTTPTransport: HTTPTransport {
    let http: HTTPClient

    /// Creates a transport over `http`.
    public init(http: HTTPClient) {
        self.http = http
    }

    /// Sends `request` within its deadline and returns its whole answer.
    public func send(_ request: TransportRequest) async throws(TransportFailure) -> TransportAnswer {
        var outgoing = HTTPClientRequest(url: request.url)
        outgoing.method = request.method
        for (name, value) in request.headers { outgoing.headers.replaceOrAdd(name: name, value: value) }
        if let body = request.body { outgoing.body = .bytes(body) }
        outgoing.tlsConfiguration = try Self.tlsConfiguration(request.tls, host: request.host)
        let headSeconds = request.headTimeout / .seconds(1)
        do {
            return try await TimedFetch.fetch(
                outgoing, http: http,
                headTimeout: .milliseconds(Int64(clamping: (request.headTimeout / .milliseconds(1)).rounded())),
                lowSpeed: request.lowSpeed, maxBytes: request.maxBytes)
        } catch let slow as TimedFetch.TooSlow {
            throw .tooSlow(host: request.host, bytes: slow.bytes, seconds: slow.seconds)
        } catch is TimedFetch.TooLarge {
            throw .tooLarge
        } catch is TimedFetch.BodyCutOff {
            throw .cutOff(host: request.host)
        } catch {
            let failure = TransportErrorClassifier.classify(
                error, host: request.host, url: request.url, timeoutSeconds: headSeconds)
            throw await Self.explainingPin(failure, request)
        }
    }

    /// A pinned server refusing TLS has, most likely, a new certificate: say so with both
    /// fingerprints (the pinned one and the one it presents now) rather than "not trusted".
    static func explainingPin(_ failure: TransportFailure, _ request: TransportRequest) async -> TransportFailure {
        guard case .pinned(let pem) = request.tls, case .tls(let host, _, true) = failure,
            let url = URLComponents(string: request.url), let port = url.port ?? (url.scheme == "https" ? 443 : nil),
            case let pinnedCertificate = ServerCertificate(pem: pem), let pinned = pinnedCertificate.fingerprint
        else { return failure }
        do {
            let presented = try await CertificateProbe.fetch(host: url.host ?? host, port: port)
            guard let now = presented.fingerprint, now != pinned else { return failure }
            return .tls(
                host: host,
                reason: TLSReason.changedPin + " (the pinned one, issued \(Self.day(pinnedCertificate.issued)), is "
                    + "SHA-256 \(pinned); it now presents one issued \(Self.day(presented.issued)), "
                    + "SHA-256 \(now))",
                selfSigned: false)
        } catch {
            return failure
        }
    }

    /// A certificate's date as the message says it: "2026-11-20", or "on an unknown date".
    static func day(_ date: Date?) -> String {
        guard let date else { return "on an unknown date" }
        return date.formatted(.iso8601.year().month().day())
    }

    static func tlsConfiguration(_ policy: TLSPolicy, host: String) throws(TransportFailure) -> TLSConfiguration? {
        switch policy {
        case .verify:
            return nil
        case .acceptSelfSigned:
            var configuration = TLSConfiguration.makeClientConfiguration()
            configuration.certificateVerification = .none
            return configuration
        case .pinned(let pem):
            // Only the pinned certificate is trusted (no system roots), so any other one fails;
            // the host name is not checked, since home servers' certificates rarely name it.
            var configuration = TLSConfiguration.makeClientConfiguration()
            guard let certificates = try? NIOSSLCertificate.fromPEMBytes(Array(pem.utf8)), !certificates.isEmpty
            else {
                throw .tls(host: host, reason: "the saved certificate could not be read", selfSigned: false)
            }
            configuration.trustRoots = .certificates(certificates)
            configuration.certificateVerification = .noHostnameVerification
            return configuration
        case .trustCA(let path):
            var configuration = TLSConfiguration.makeClientConfiguration()
            do {
                let certificates = try NIOSSLCertificate.fromPEMFile(path)
                configuration.additionalTrustRoots = [.certificates(certificates)]
            } catch {
                throw .tls(host: host, reason: "the CA file \(path) could not be read", selfSigned: false)
            }
            return configuration
        }
    }
}
