import Crypto
import Foundation

/// The application server's identity to push services (RFC 8292): one P-256 signing key, made
/// on first start and kept with the data; its public half is what a browser subscribes with
/// (`applicationServerKey`), the private half never leaves the server.
public struct VAPIDKey: Sendable {
    let signing: P256.Signing.PrivateKey

    /// A new key.
    public init() { signing = P256.Signing.PrivateKey() }

    /// The key whose private scalar is `raw` (32 bytes), as kept; nil when it is not one.
    public init?(raw: Data) {
        guard let key = try? P256.Signing.PrivateKey(rawRepresentation: raw) else { return nil }
        signing = key
    }

    /// The private scalar to keep (sealed at rest with the other secrets).
    public var raw: Data { signing.rawRepresentation }

    /// The public key as browsers take it: the uncompressed point, base64url.
    public var publicKey: String { Base64URL.encode(signing.publicKey.x963Representation) }

    /// The `Authorization` header for a push to `endpoint`: `vapid t=<JWT>, k=<public key>`, the
    /// token's audience the endpoint's origin, its expiry 12 hours from `now` (at most 24 are
    /// allowed), its subject `subject` (`mailto:` or an `https:` address).
    public func authorization(endpoint: URL, subject: String, now: Date) -> String? {
        guard let scheme = endpoint.scheme, let host = endpoint.host else { return nil }
        let origin = "\(scheme)://\(host)" + (endpoint.port.map { ":\($0)" } ?? "")
        let header = Base64URL.encode(Data(#"{"typ":"JWT","alg":"ES256"}"#.utf8))
        let expiry = Int64(clamping: now.timeIntervalSince1970.rounded(.down)) + 12 * 3600
        let claims: [String: Any] = ["aud": origin, "exp": expiry, "sub": subject]
        guard let body = try? JSONSerialization.data(withJSONObject: claims, options: [.sortedKeys]) else { return nil }
        let signed = header + "." + Base64URL.encode(body)
        guard let signature = try? signing.signature(for: Data(signed.utf8)) else { return nil }
        return "vapid t=\(signed).\(Base64URL.encode(signature.rawRepresentation)), k=\(publicKey)"
    }
}
