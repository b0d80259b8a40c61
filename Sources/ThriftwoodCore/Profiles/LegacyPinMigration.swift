import Foundation
import ServerKit

/// Pins the certificates of a profile's "accept self-signed" servers, saved before pinning
/// existed, before any request sends them an API key; and says so.
public enum LegacyPinMigration {
    /// `profile` with each such server pinned to the certificate it presents now, saved, and
    /// one notice per server ("Pinned the certificate Radarr presented (SHA-256 …); …").
    /// A server that cannot be reached now is left as it was, with a notice saying why: its
    /// connection is never used while it would accept any certificate (the services refuse
    /// it), and the next use tries to pin it again. The other servers are not held up by it.
    public static func run(
        _ profile: Profile, profiles: any ProfileService,
        fetch: @escaping LegacyCertificatePin.Fetch = { host, port in
            try await CertificateProbe.fetch(host: host, port: port)
        }
    ) async throws -> (profile: Profile, notices: [String]) {
        var draft = ProfileDraft(profile)
        var notices: [String] = []
        var pinnedAny = false
        for server in profile.servers where server.enabled && !server.isEmbeddedDemo {
            let pinned: (connection: ServerConnection, certificate: ServerCertificate)?
            do {
                pinned = try await LegacyCertificatePin.pin(server.connection, fetch: fetch)
            } catch {
                notices.append(
                    "Could not pin \(server.name)'s certificate yet (\(ErrorNotice(error).message)); "
                        + "it is not used until it can be, and the next use tries again.")
                continue
            }
            guard let pinned else { continue }
            pinnedAny = true
            if profile.isFirst(server) {
                var connection = draft[server.kind]
                connection.tls = pinned.connection.tls
                draft[server.kind] = connection
            } else {
                // A further server of its kind is not in the draft's fields: it is saved alone.
                var moved = server
                moved.connection.tls = pinned.connection.tls
                _ = try await profiles.updateServer(named: server.slug, in: profile.id, with: moved)
            }
            notices.append(
                "Pinned the certificate \(server.name) presented (SHA-256 \(pinned.certificate.fingerprint ?? "unknown")); "
                    + "if it changes, Thriftwood will refuse it.")
        }
        guard pinnedAny else { return (profile, notices) }
        _ = try await profiles.update(id: profile.id, with: draft)
        let updated = try await profiles.profile(id: profile.id) ?? profile
        return (updated, notices)
    }
}
