import Foundation

/// Profiles saved before pinning existed hold "accept self-signed", which accepted *any*
/// certificate: an impostor on the network got the API key. This turns such a connection
/// into one pinned to the certificate its server presents now (trust on first use, the way
/// saving a new profile works), so a different certificate is refused from then on.
public enum LegacyCertificatePin {
    /// Reads the certificate a server presents (the live probe, or a test's).
    public typealias Fetch = @Sendable (_ host: String, _ port: Int) async throws -> ServerCertificate

    /// `connection` pinned to the certificate its server presents now, with that certificate;
    /// nil when the connection needs nothing (another policy, or plain http). The probe sends
    /// nothing to the server: the API key only ever goes to the pinned certificate.
    public static func pin(
        _ connection: ServerConnection,
        fetch: Fetch = { host, port in try await CertificateProbe.fetch(host: host, port: port) }
    ) async throws -> (connection: ServerConnection, certificate: ServerCertificate)? {
        guard connection.tls == .acceptSelfSigned,
            let components = URLComponents(string: connection.baseURL.trimmingCharacters(in: .whitespaces)),
            components.scheme?.lowercased() == "https", let host = components.host, !host.isEmpty
        else { return nil }
        let certificate = try await fetch(host, components.port ?? 443)
        var pinned = connection
        pinned.tls = .pinned(certificatePEM: certificate.pem)
        return (pinned, certificate)
    }
}
