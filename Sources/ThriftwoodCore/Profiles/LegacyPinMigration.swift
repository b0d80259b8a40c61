import Foundation
import ServerKit

/// Pins the certificates of a profile's "accept self-signed" servers, saved before pinning
/// existed, before any request sends them an API key; and says so.
public enum LegacyPinMigration {
    /// `profile` with each such server pinned to the certificate it presents now, saved, and
    /// one notice per server ("Pinned the certificate Radarr presented (SHA-256 …); …").
    /// A server that cannot be reached now stops the migration with why: its connection is
    /// never used while it would accept any certificate.
    public static func run(
        _ profile: Profile, profiles: any ProfileService,
        fetch: @escaping LegacyCertificatePin.Fetch = { host, port in
            try await CertificateProbe.fetch(host: host, port: port)
        }
    ) async throws -> (profile: Profile, notices: [String]) {
        var draft = ProfileDraft(profile)
        var notices: [String] = []
        for server in profile.servers where server.enabled && !server.isEmbeddedDemo {
            let pinned: (connection: ServerConnection, certificate: ServerCertificate)?
            do {
                pinned = try await LegacyCertificatePin.pin(server.connection, fetch: fetch)
            } catch {
                throw CoreError.certificateNotPinned(server.kind, ErrorNotice(error).message)
            }
            guard let pinned else { continue }
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
        guard !notices.isEmpty else { return (profile, []) }
        _ = try await profiles.update(id: profile.id, with: draft)
        let updated = try await profiles.profile(id: profile.id) ?? profile
        return (updated, notices)
    }
}
