import Foundation
import Logging

extension PictureStore {
    /// The app's store in `folder` (made on first use), reaching the active profile's servers
    /// through the services of `dependencies`.
    public static func live(for dependencies: AppDependencies, in folder: URL) -> PictureStore {
        PictureStore(
            directory: folder, capBytes: PicturePreferences().capBytes, clock: dependencies.clock,
            logger: dependencies.logger("thriftwood.pictures")
        ) { slug in try await dependencies.pictureFetcher(for: slug) }
    }
}

extension AppDependencies {
    /// How pictures are fetched from the active profile's enabled server with `slug`.
    public func pictureFetcher(for slug: String) async throws -> any PictureFetching {
        let profile = try await profiles.activeProfile()
        guard let server = profile?.servers.first(where: { $0.slug == slug && $0.enabled }) else {
            throw CoreError.serverNotFound(slug, profile: profile?.name ?? "")
        }
        guard let make = kinds.declaration(of: server.kind)?.pictures else {
            throw CoreError.noService(server.kind)
        }
        return try await make(services, server)
    }
}
