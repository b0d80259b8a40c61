import AsyncHTTPClient
import NIOCore
import NIOSSL

/// Maps connection-level failures (refused, DNS, timeout, TLS) to ``TransportFailure``.
enum TransportErrorClassifier {
    static func classify(_ error: any Error, host: String, url: String, timeoutSeconds: Double) -> TransportFailure {
        if let failure = error as? TransportFailure { return failure }
        let text = String(describing: error)
        if let client = error as? HTTPClientError {
            if [.deadlineExceeded, .readTimeout, .connectTimeout, .writeTimeout].contains(client) {
                return .timedOut(host: host, seconds: timeoutSeconds)
            }
            if client == .remoteConnectionClosed {
                return .unreachable(host: host, reason: "the server closed the connection before answering")
            }
            if client == .invalidURL || client == .emptyHost {
                return .invalidURL(url)
            }
        }
        if text.contains("tooManyBytes") || text.contains("TooManyBytes") {
            return .tooLarge
        }
        if error is NIOSSLError || text.contains("SSL") || text.contains("certificate") || text.contains("handshake") {
            let lowered = text.lowercased()
            // BoringSSL reports an untrusted chain only as CERTIFICATE_VERIFY_FAILED (hostname
            // mismatches are reported separately); on a home server that is a self-signed
            // certificate or a private CA, and the advice is the same for both.
            let selfSigned =
                lowered.contains("self signed") || lowered.contains("self-signed")
                || lowered.contains("self_signed") || lowered.contains("unable to get local issuer")
                || lowered.contains("certificate_verify_failed")
            return .tls(host: host, reason: text, selfSigned: selfSigned)
        }
        if text.contains("connectTimeout") || text.contains("timeout") || text.contains("Timeout") {
            return .timedOut(host: host, seconds: timeoutSeconds)
        }
        if text.contains("refused") || text.contains("ECONNREFUSED") || text.contains("errno: 111") {
            return .refused(host: host)
        }
        if text.contains("resolve") || text.contains("getaddrinfo") || text.contains("NXDOMAIN") || text.contains("dns")
        {
            return .unreachable(host: host, reason: "the host name could not be resolved")
        }
        return .unreachable(host: host, reason: text)
    }
}
