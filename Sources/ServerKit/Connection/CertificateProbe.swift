import Crypto
import Foundation
import NIOCore
import NIOPosix
import NIOSSL
import NIOTLS

/// A server's certificate as the user saw it: the PEM Thriftwood pins, and its fingerprint.
public struct ServerCertificate: Hashable, Sendable {
    /// The certificate in PEM form.
    public let pem: String

    /// Wraps a PEM certificate.
    public init(pem: String) {
        self.pem = pem
    }

    /// The SHA-256 fingerprint as colon-separated hex, as browsers show it; nil for a PEM
    /// that is not a certificate.
    public var fingerprint: String? {
        guard let certificate = try? NIOSSLCertificate.fromPEMBytes(Array(pem.utf8)).first,
            let der = try? certificate.toDERBytes()
        else { return nil }
        return SHA256.hash(data: der).map { String(format: "%02X", $0) }.joined(separator: ":")
    }

    /// When the certificate became valid (its "issued" date, as browsers show it); nil for a
    /// PEM that is not a certificate.
    public var issued: Date? {
        guard let certificate = try? NIOSSLCertificate.fromPEMBytes(Array(pem.utf8)).first else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(certificate.notValidBefore))
    }

    /// When the certificate stops being valid; nil for a PEM that is not a certificate.
    public var expires: Date? {
        guard let certificate = try? NIOSSLCertificate.fromPEMBytes(Array(pem.utf8)).first else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(certificate.notValidAfter))
    }

    /// `certificate` in PEM form.
    init(_ certificate: NIOSSLCertificate) throws {
        let base64 = Data(try certificate.toDERBytes()).base64EncodedString(options: [.lineLength64Characters])
        pem = "-----BEGIN CERTIFICATE-----\n\(base64)\n-----END CERTIFICATE-----\n"
    }
}

/// Reads the certificate a TLS server presents, without trusting or sending anything, so
/// the user can accept that one certificate (and only it) for a self-signed server.
public enum CertificateProbe {
    /// The certificate `host`:`port` presents.
    public static func fetch(
        host: String, port: Int, timeout: TimeAmount = .seconds(5)
    ) async throws
        -> ServerCertificate
    {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.certificateVerification = .none
        let context = try NIOSSLContext(configuration: configuration)
        let group = MultiThreadedEventLoopGroup.singleton
        let seen = group.next().makePromise(of: NIOSSLCertificate.self)
        let isAddress = host.contains(":") || host.allSatisfy { $0.isNumber || $0 == "." }
        let bootstrap = ClientBootstrap(group: group)
            .connectTimeout(timeout)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let tls = try NIOSSLClientHandler(context: context, serverHostname: isAddress ? nil : host)
                    try channel.pipeline.syncOperations.addHandler(tls)
                    try channel.pipeline.syncOperations.addHandler(HandshakeWatcher(seen: seen))
                }
            }
        let channel: any Channel
        do {
            channel = try await bootstrap.connect(host: host, port: port).get()
        } catch {
            seen.fail(error)
            throw TransportErrorClassifier.classify(
                error, host: host, url: "https://\(host):\(port)", timeoutSeconds: Double(timeout.nanoseconds) / 1e9)
        }
        defer { channel.close(promise: nil) }
        let deadline = channel.eventLoop.scheduleTask(in: timeout) {
            seen.fail(TransportFailure.timedOut(host: host, seconds: Double(timeout.nanoseconds) / 1e9))
        }
        defer { deadline.cancel() }
        do {
            return try ServerCertificate(try await seen.futureResult.get())
        } catch let error as TransportFailure {
            throw error
        } catch {
            // In words, never BoringSSL's text with its build path ("WRONG_VERSION_NUMBER at …/tls_record.cc").
            let words = TransportErrorClassifier.tlsWords(String(describing: error))
            throw TransportFailure.tls(host: host, reason: words.reason, selfSigned: false)
        }
    }
}

/// Completes `seen` with the peer's certificate once the handshake finishes, or fails it.
private final class HandshakeWatcher: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    private let seen: EventLoopPromise<NIOSSLCertificate>

    init(seen: EventLoopPromise<NIOSSLCertificate>) {
        self.seen = seen
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case TLSUserEvent.handshakeCompleted = event {
            if let handler = try? context.pipeline.syncOperations.handler(type: NIOSSLClientHandler.self),
                let certificate = handler.peerCertificate
            {
                seen.succeed(certificate)
            } else {
                seen.fail(ChannelError.inappropriateOperationForState)
            }
        }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        seen.fail(error)
        context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        seen.fail(ChannelError.ioOnClosedChannel)
        context.fireChannelInactive()
    }
}
