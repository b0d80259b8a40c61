import Foundation
import Logging

extension PictureStore {
    /// The app's store in `folder` (made on first use), reaching the active profile's servers
    /// through the services of `dependencies`.
    public static func live(for dependencies: AppDependencies, in folder: URL) -> PictureStore {
        PictureStore(
            directory: folder, capBytes: PicturePreferences().capBytes, clock: dependencies.clock,
            logger: dependencies.logger("thriftwood.pictures")
        ) { ref in try await dependencies.pictureFetcher(for: ref) }
    }
}

extension AppDependencies {
    /// How pictures are fetched from the server `ref` names: the server with its stored id in
    /// any profile (a browser session may use another profile than the active one), else the
    /// active profile's enabled server with its slug.
    public func pictureFetcher(for ref: PictureRef) async throws -> any PictureFetching {
        let active = try await profiles.activeProfile()
        var server = active?.servers.first {
            $0.enabled && $0.slug == ref.server && (ref.serverID == nil || $0.id == ref.serverID)
        }
        if server == nil, let id = ref.serverID {
            server = try await profiles.profiles().lazy.flatMap(\.servers).first { $0.id == id && $0.enabled }
        }
        guard let server else { throw CoreError.serverNotFound(ref.server, profile: active?.name ?? "") }
        guard let make = kinds.declaration(of: server.kind)?.pictures else {
            throw CoreError.noService(server.kind)
        }
        return try await make(services, server)
    }
}
