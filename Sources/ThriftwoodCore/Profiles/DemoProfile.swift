import Foundation
import RadarrAPI
import ServerKit

extension ProfileService {
    /// The profile on the embedded demo server: the existing one, or a new one under the
    /// first free name ("Demo", "Demo 2", …) so a user's own profile called Demo is never taken.
    public func demoProfile() async throws -> Profile {
        let all = try await profiles()
        if let existing = all.first(where: { $0.radarr?.isEmbeddedDemo == true }) { return existing }
        let taken = Set(all.map { $0.name.lowercased() })
        let name =
            (["Demo"] + (2...999).map { "Demo \($0)" }).first { !taken.contains($0.lowercased()) } ?? "Demo \(UUID())"
        return try await create(ProfileDraft(name: name, radarrURL: RadarrServer.embeddedDemoURL, radarrAPIKey: "demo"))
    }
}

extension RadarrServer {
    /// How the server is named on screens: "embedded demo server" or its address.
    public var displayName: String { isEmbeddedDemo ? "embedded demo server" : connection.baseURL }
}

extension ProfileDraft {
    /// The API key as a form shows it: all but the last four characters hidden.
    public var maskedAPIKey: String {
        radarrAPIKey.isEmpty
            ? "" : String(repeating: "•", count: max(0, radarrAPIKey.count - 4)) + radarrAPIKey.suffix(4)
    }
}
