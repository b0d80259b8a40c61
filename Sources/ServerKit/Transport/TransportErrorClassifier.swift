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
        if error is NIOSSLError || error is NIOSSLExtraError || text.contains("SSL") || text.contains("certificate")
            || text.contains("handshake") || text.contains("Hostname")
        {
            let words = tlsWords(text)
            return .tls(host: host, reason: words.reason, selfSigned: words.selfSigned)
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
        if let words = socketWords(text) { return .unreachable(host: host, reason: words) }
        return .unreachable(host: host, reason: text)
    }

    /// The system's socket errors in words, instead of NIO's "read(descriptor:pointer:size:):
    /// Software caused connection abort (errno: 103)".
    static func socketWords(_ text: String) -> String? {
        let lowered = text.lowercased()
        if lowered.contains("errno: 101") || lowered.contains("network is unreachable") {
            return "no network leads there from here (the network is unreachable)"
        }
        if lowered.contains("errno: 113") || lowered.contains("no route to host") {
            return "no route leads to it from here"
        }
        if lowered.contains("errno: 103") || lowered.contains("connection abort") || lowered.contains("errno: 104")
            || lowered.contains("connection reset") || lowered.contains("errno: 32") || lowered.contains("broken pipe")
        {
            return "the connection broke before the answer came (the network dropped, or the server restarted)"
        }
        return nil
    }

    /// What went wrong in a TLS failure, in words: BoringSSL's and NIOSSL's own text carries
    /// build paths and type names ("handshakeFailed(NIOSSL.BoringSSLError… handshake.cc:320)",
    /// "failedToValidateHostname: Couldn't find <none>") that no person should be shown.
    static func tlsWords(_ text: String) -> (reason: String, selfSigned: Bool) {
        let lowered = text.lowercased()
        if lowered.contains("failedtovalidatehostname") {
            return (TLSReason.hostName, false)
        }
        if lowered.contains("expired") {
            return (TLSReason.expired, false)
        }
        if lowered.contains("wrong_version_number") || lowered.contains("wrong version number")
            || lowered.contains("http_request")
        {
            return (TLSReason.notTLS, false)
        }
        // BoringSSL reports an untrusted chain only as CERTIFICATE_VERIFY_FAILED (hostname
        // mismatches are reported separately); on a home server that is a self-signed
        // certificate or a private CA, and the advice is the same for both.
        if lowered.contains("self signed") || lowered.contains("self-signed") || lowered.contains("self_signed")
            || lowered.contains("unable to get local issuer") || lowered.contains("certificate_verify_failed")
        {
            return (TLSReason.untrusted, true)
        }
        if lowered.contains("uncleanshutdown") || lowered.contains("eof") || lowered.contains("closed") {
            return ("the server closed the connection during the TLS handshake", false)
        }
        if lowered.contains("protocol_version") || lowered.contains("no_shared_cipher")
            || lowered.contains("handshake_failure")
        {
            return ("the server and Thriftwood share no TLS version or cipher", false)
        }
        return ("the TLS handshake failed", false)
    }
}
