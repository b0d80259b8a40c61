import ArrKit
import RadarrAPI
import SonarrAPI

/// One Radarr of the profile besides the first (a 4K one), as the service its screens use:
/// clients for it come from the shared service, made the same way.
struct ServerBoundRadarr: RadarrService {
    let base: any RadarrService
    /// The server; nil when the profile has no server of that slug (every request says so).
    let server: ServiceServer?
    let missing: CoreError

    func client() async throws -> RadarrClient {
        guard let server else { throw missing }
        guard server.enabled else { throw CoreError.noService(.radarr) }
        return try await base.client(for: server)
    }

    func client(for server: ServiceServer) async throws -> RadarrClient { try await base.client(for: server) }
    func configure(_ server: ServiceServer?) async {}
    func test(_ server: ServiceServer) async throws -> SystemStatus { try await base.test(server) }
    var isConfigured: Bool { server?.enabled == true }
}

/// One Sonarr of the profile besides the first (an anime one), as the service its screens use.
struct ServerBoundSonarr: SonarrService {
    let base: any SonarrService
    /// The server; nil when the profile has no server of that slug (every request says so).
    let server: ServiceServer?
    let missing: CoreError

    func client() async throws -> SonarrClient {
        guard let server else { throw missing }
        guard server.enabled else { throw CoreError.noService(.sonarr) }
        return try await base.client(for: server)
    }

    func client(for server: ServiceServer) async throws -> SonarrClient { try await base.client(for: server) }
    func configure(_ server: ServiceServer?) async {}
    func test(_ server: ServiceServer) async throws -> SystemStatus { try await base.test(server) }
    var isConfigured: Bool { server?.enabled == true }
}
