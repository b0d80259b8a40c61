import Foundation
import ServerKit

extension ProfileService {
    /// The profile on the embedded demo servers (Radarr, Sonarr, the download clients, Seerr, Tautulli,
    /// Lidarr):
    /// the existing one, or a new one under the first free name ("Demo", "Demo 2", …) so a
    /// user's own profile called Demo is never taken. An older demo profile gains the demos it
    /// lacks (Sonarr, each download client, Seerr, Tautulli, Lidarr, and every kind of `kinds`
    /// that declares itself part of the demo).
    public func demoProfile(kinds: KindRegistry) async throws -> Profile {
        let all = try await profiles()
        var profile: Profile
        if let existing = all.first(where: { $0.radarr?.isEmbeddedDemo == true }) {
            profile = existing
            if existing.sonarr == nil {
                var draft = ProfileDraft(existing)
                draft.sonarr = Self.demoConnection(.sonarr)
                profile = try await update(id: existing.id, with: draft)
            }
        } else {
            let taken = Set(all.map { $0.name.lowercased() })
            let name =
                (["Demo"] + (2...999).map { "Demo \($0)" }).first { !taken.contains($0.lowercased()) }
                ?? "Demo \(UUID())"
            profile = try await create(
                ProfileDraft(name: name, radarr: Self.demoConnection(.radarr), sonarr: Self.demoConnection(.sonarr)))
        }
        let others = kinds.declarations.filter(\.inDemoProfile).map(\.kind)
        for kind in ServiceKind.downloadClients + [.seerr, .tautulli, .lidarr] + others
        where profile.server(kind) == nil {
            let demo = ServiceServer(
                kind: kind, connection: ServerConnection(baseURL: ServiceServer.embeddedDemoURL, apiKey: "demo"))
            _ = try await addServer(demo, to: profile.id)
        }
        return try await profiles().first { $0.id == profile.id } ?? profile
    }

    /// A connection to the embedded demo server of `kind`.
    static func demoConnection(_ kind: ServiceKind) -> ConnectionDraft {
        ConnectionDraft(kind, url: ServiceServer.embeddedDemoURL, apiKey: "demo")
    }
}

extension ServiceServer {
    /// How the server is named on screens: "embedded demo server" or its address.
    public var displayName: String { isEmbeddedDemo ? "embedded demo server" : connection.baseURL }
}

extension Profile {
    /// Its servers in one line for a list of profiles, each by its name: "Radarr
    /// http://nas:7878 · Radarr 4K http://nas:7879 · Sonarr http://nas:8989", or "no servers".
    public var serversSummary: String {
        let parts = servers.map { "\($0.name) \($0.displayName)\($0.enabled ? "" : " (off)")" }
        return parts.isEmpty ? "no servers" : parts.joined(separator: " · ")
    }
}
