/// How a connection treats the server's TLS certificate.
public enum TLSPolicy: Hashable, Sendable, Codable {
    /// Verify against the system's trusted roots (the default).
    case verify
    /// Also trust the CA certificate in this PEM file.
    case trustCA(path: String)
    /// Accept any certificate, self-signed included. Profiles saved now pin the certificate
    /// instead (``pinned(certificatePEM:)``); this stays for profiles saved before.
    case acceptSelfSigned
    /// Accept exactly this certificate (the one the user saw when saving), and no other.
    case pinned(certificatePEM: String)

    /// A short name for settings screens.
    public var summary: String {
        switch self {
        case .verify: "verify"
        case .trustCA: "trust a CA file"
        case .acceptSelfSigned: "accept self-signed"
        case .pinned(let pem):
            "this certificate only (SHA-256 \(ServerCertificate(pem: pem).fingerprint?.prefix(23) ?? "?")…)"
        }
    }
}
