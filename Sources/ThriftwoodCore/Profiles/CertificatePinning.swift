import Foundation
import ServerKit

extension ConnectionDraft {
    /// The draft with "accept self-signed" replaced by the one certificate the server shows
    /// now, so later connections accept that certificate and no other (a server that starts
    /// presenting another one is refused, as a man in the middle would be).
    ///
    /// Other policies, and plain-http addresses, come back unchanged.
    public func pinningCertificate() async throws -> ConnectionDraft {
        guard tls == .acceptSelfSigned,
            let components = URLComponents(string: url.trimmingCharacters(in: .whitespaces)),
            components.scheme?.lowercased() == "https", let host = components.host, !host.isEmpty
        else { return self }
        let certificate = try await CertificateProbe.fetch(host: host, port: components.port ?? 443)
        var pinned = self
        pinned.tls = .pinned(certificatePEM: certificate.pem)
        return pinned
    }
}

extension ProfileDraft {
    /// The draft with every "accept self-signed" connection pinned to the certificate its
    /// server shows now (see ``ConnectionDraft/pinningCertificate()``).
    public func pinningCertificate() async throws -> ProfileDraft {
        var pinned = self
        pinned.radarr = try await radarr.pinningCertificate()
        pinned.sonarr = try await sonarr.pinningCertificate()
        return pinned
    }
}
