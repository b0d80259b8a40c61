/// The words of the TLS failures Thriftwood tells apart, shared by the classifier that writes
/// them and the advice that answers them.
enum TLSReason {
    static let hostName = "its certificate is not issued for this host name (it names another, or none)"
    static let expired = "its certificate has expired"
    static let notTLS = "it does not speak TLS on this port (is the address http://?)"
    static let untrusted = "its certificate is not trusted (self-signed or from a private CA)"
    static let changedPin = "its certificate differs from the one pinned"
}

extension TransportFailure {
    /// What to try next when `service` could not be reached this way, for every kind alike.
    public func advice(for service: String) -> String {
        let name = service == "The server" ? "the server" : service
        switch self {
        case .invalidURL: return "Enter the address you open \(name) at, e.g. http://192.168.1.10:8080."
        case .refused, .unreachable: return "Check that \(name) is running and the address and port are right."
        case .timedOut:
            return "\(name.prefix(1).uppercased() + name.dropFirst()) may be busy or the network slow; try again."
        case .tls(_, let reason, let selfSigned):
            if selfSigned || reason == TLSReason.untrusted {
                return "Trust its certificate in the server's TLS settings: pin it (--accept-self-signed pins it "
                    + "on first use) or give the CA file that signed it (--ca-file)."
            }
            if reason.hasPrefix(TLSReason.changedPin) {
                return "If you renewed the certificate, pin the new one (servers edit NAME --accept-self-signed, "
                    + "or the profile form's TLS); if you did not, something else answers at this address."
            }
            switch reason {
            case TLSReason.hostName:
                return "Use the host name its certificate names, or pin the certificate (--accept-self-signed) "
                    + "instead of checking names."
            case TLSReason.expired:
                return "Renew the certificate on the server (or its reverse proxy); an expired one is not trusted."
            case TLSReason.notTLS: return "Use http:// for this address, or the port that serves https://."
            default: return "Check the server's TLS settings, or use http:// if it serves no TLS."
            }
        case .tooLarge: return "Ask for less at once (a smaller page), or report the server's answer."
        case .cutOff: return "The connection dropped or a proxy cut the answer short; try again."
        case .tooSlow: return "The server or the network is very slow; try again, or check the link."
        }
    }
}
