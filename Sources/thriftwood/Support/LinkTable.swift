import Foundation
import ThriftwoodCore
import ThriftwoodNavigation

/// The `thriftwood://` table a command reads links with: the kinds' scopes, and the slugs of
/// the chosen profile's other servers (`radarr-4k/…`) when a profile can be read.
enum LinkTable {
    /// The table for profile `name` (else the active one) in `data`; without a readable
    /// profile, the kinds' scopes alone and why the profile could not be read (to add to a
    /// link the table then refuses).
    static func codec(
        profile name: String?, demo: Bool, data: DataDirectoryOption
    ) async -> (codec: DeepLinkCodec<AppRoute>, problem: String?, profile: Profile?) {
        // No data directory yet: no profile, and reading a link creates none.
        let database = data.url.appendingPathComponent(AppDatabase.fileName).path
        guard !demo, FileManager.default.fileExists(atPath: database) else {
            return (KindRegistry.standard.deepLinks, nil, nil)
        }
        do {
            let profile = try await chosen(profile: name, data: data)
            return (KindRegistry.standard.deepLinks(for: profile), nil, profile)
        } catch {
            return (KindRegistry.standard.deepLinks, CoreError(error).description, nil)
        }
    }

    private static func chosen(profile name: String?, data: DataDirectoryOption) async throws -> Profile? {
        try await AppSession.with(data.url) { dependencies in
            let profiles = try await dependencies.profiles.profiles()
            if let name { return profiles.first { $0.name.caseInsensitiveCompare(name) == .orderedSame } }
            return try await dependencies.profiles.activeProfile()
        }
    }
}
