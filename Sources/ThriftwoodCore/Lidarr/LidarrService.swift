import ArrKit
import LidarrAPI
import Logging
import ServerKit

/// The profile's Lidarr, as a client the CLI and view models call.
public protocol LidarrService: Sendable {
    /// A client for the configured server; throws ``CoreError/noService(_:)`` when there is none.
    func client() async throws -> LidarrClient
    /// A client for `server`, one of the profile's Lidarr servers.
    func client(for server: ServiceServer) async throws -> LidarrClient
    /// Points the service at `server` (nil: none), e.g. after the active profile changes.
    func configure(_ server: ServiceServer?) async
    /// Checks a connection without adopting it, returning the server's status.
    func test(_ server: ServiceServer) async throws -> SystemStatus
    /// Whether a server is configured.
    var isConfigured: Bool { get async }
}

/// The live Lidarr service: the shared live service of the *arrs bound to Lidarr's client.
public typealias LiveLidarrService = LiveServiceClients<LidarrClient>

extension LiveServiceClients: LidarrService where Client == LidarrClient {
    /// Creates the Lidarr service over `transport`; `launcher` resolves profiles that point
    /// at the embedded Lidarr demo.
    public init(transport: any HTTPTransport, launcher: DemoServerLauncher?, logger: Logger) {
        self.init(kind: .lidarr, transport: transport, launcher: launcher, logger: logger) {
            LidarrClient(connection: $0, transport: $1, logger: $2)
        }
    }
}

/// A graph without Lidarr: every call says there is none.
public struct NoLidarrService: LidarrService {
    /// Creates the empty service.
    public init() {}

    /// Always throws ``CoreError/noService(_:)``.
    public func client() async throws -> LidarrClient { throw CoreError.noService(.lidarr) }

    /// Always throws ``CoreError/noService(_:)``.
    public func client(for server: ServiceServer) async throws -> LidarrClient { throw CoreError.noService(.lidarr) }

    /// Ignores the server.
    public func configure(_ server: ServiceServer?) async {}

    /// Always throws ``CoreError/noService(_:)``.
    public func test(_ server: ServiceServer) async throws -> SystemStatus { throw CoreError.noService(.lidarr) }

    /// Never configured.
    public var isConfigured: Bool { false }
}
