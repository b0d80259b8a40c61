import ArrKit
import Logging
import ServerKit
import SonarrAPI

/// The active profile's Sonarr, as a client the view models call.
public protocol SonarrService: Sendable {
    /// A client for the configured server; throws ``CoreError/noService(_:)`` when there is none.
    func client() async throws -> SonarrClient
    /// A client for `server`, another Sonarr of the profile (an anime one beside the first).
    func client(for server: ServiceServer) async throws -> SonarrClient
    /// Points the service at `server` (nil: none), e.g. after the active profile changes.
    func configure(_ server: ServiceServer?) async
    /// Checks a connection without adopting it, returning the server's status.
    func test(_ server: ServiceServer) async throws -> SystemStatus
    /// Whether a server is configured.
    var isConfigured: Bool { get async }
}

/// The live Sonarr service: the shared live service bound to Sonarr's client.
public typealias LiveSonarrService = LiveServiceClients<SonarrClient>

extension LiveServiceClients: SonarrService where Client == SonarrClient {
    /// Creates the Sonarr service over `transport`; `launcher` resolves profiles that point
    /// at the embedded Sonarr demo.
    public init(transport: any HTTPTransport, launcher: DemoServerLauncher?, logger: Logger) {
        self.init(kind: .sonarr, transport: transport, launcher: launcher, logger: logger) {
            SonarrClient(connection: $0, transport: $1, logger: $2)
        }
    }
}

/// A graph without Sonarr (tests of Radarr's screens): every call says there is none.
public struct NoSonarrService: SonarrService {
    /// Creates the empty service.
    public init() {}

    /// Always throws ``CoreError/noService(_:)``.
    public func client() async throws -> SonarrClient { throw CoreError.noService(.sonarr) }

    /// Always throws ``CoreError/noService(_:)``.
    public func client(for server: ServiceServer) async throws -> SonarrClient { throw CoreError.noService(.sonarr) }

    /// Ignores the server.
    public func configure(_ server: ServiceServer?) async {}

    /// Always throws ``CoreError/noService(_:)``.
    public func test(_ server: ServiceServer) async throws -> SystemStatus { throw CoreError.noService(.sonarr) }

    /// Never configured.
    public var isConfigured: Bool { false }
}
