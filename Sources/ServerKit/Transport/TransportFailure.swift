/// Why a request got no HTTP answer at all: the address, the network or TLS failed.
///
/// Service clients turn these into their own errors, worded for the service.
public enum TransportFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The server address is not an http(s) URL with a host.
    case invalidURL(String)
    /// Nothing accepted the connection on that port.
    case refused(host: String)
    /// The server could not be reached for another reason.
    case unreachable(host: String, reason: String)
    /// The server did not answer, or did not finish its answer, in time.
    case timedOut(host: String, seconds: Double)
    /// The TLS handshake failed; `selfSigned` when the certificate is simply not trusted.
    case tls(host: String, reason: String, selfSigned: Bool)
    /// The answer is larger than the client accepts.
    case tooLarge
    /// The server answered, then the connection closed before the body's end (a body shorter
    /// than its Content-Length, a proxy cutting it short).
    case cutOff(host: String)
    /// The body came slower than the request's lowest speed: `bytes` in `seconds` in all.
    case tooSlow(host: String, bytes: Int, seconds: Double)

    /// What happened, in one sentence.
    public var description: String {
        switch self {
        case .invalidURL(let url): "'\(url)' is not a server address (expected http:// or https:// and a host)."
        case .refused(let host): "Could not reach \(host): the connection was refused."
        case .unreachable(let host, let reason): "Could not reach \(host): \(reason)."
        case .timedOut(let host, let seconds):
            // A timeout is configuration, but an absurd one must still not trap here.
            seconds.isFinite && seconds >= 0 && seconds < 1e9
                ? "\(host) did not answer within \(Int(clamping: seconds)) s." : "\(host) did not answer in time."
        case .tls(let host, let reason, _): "The secure connection to \(host) failed: \(reason)."
        case .tooLarge: "The answer is larger than this client accepts."
        case .cutOff(let host): "The answer from \(host) was cut off before its end."
        case .tooSlow(let host, let bytes, let seconds): Self.tooSlow(host: host, bytes: bytes, seconds: seconds)
        }
    }

    /// "nas sent 312 bytes in 21 s, less than 1 KB in 20 s; Thriftwood stopped waiting."
    public static func tooSlow(host: String, bytes: Int, seconds: Double) -> String {
        let time =
            seconds.isFinite && seconds >= 0 && seconds < 1e9 ? "\(Int(clamping: seconds.rounded())) s" : "a long time"
        return "\(host) sent \(bytes) bytes in \(time), too slowly to finish; Thriftwood stopped waiting."
    }
}
