import Foundation
import RadarrAPI
import ServerKit

extension ProfileDraft {
    /// The draft with "accept self-signed" replaced by the one certificate the server shows
    /// now, so later connections accept that certificate and no other (a server that starts
    /// presenting another one is refused, as a man in the middle would be).
    ///
    /// Other policies, and plain-http addresses, come back unchanged.
    public func pinningCertificate() async throws -> ProfileDraft {
        guard radarrTLS == .acceptSelfSigned,
            let components = URLComponents(string: radarrURL.trimmingCharacters(in: .whitespaces)),
            components.scheme?.lowercased() == "https", let host = components.host, !host.isEmpty
        else { return self }
        let certificate = try await CertificateProbe.fetch(host: host, port: components.port ?? 443)
        var pinned = self
        pinned.radarrTLS = .pinned(certificatePEM: certificate.pem)
        return pinned
    }
}
