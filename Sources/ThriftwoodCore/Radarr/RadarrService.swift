import ArrKit
import AsyncHTTPClient
import Foundation
import Logging
import RadarrAPI
import ServerKit

/// Starts the embedded demo server on demand and says how to reach it.
///
/// The core cannot import the demo server (the executable and the tests can), so they
/// inject this, usually as `DemoServerLauncher(onDemandServer.connection)`.
public struct DemoServerLauncher: Sendable {
    private let start: @Sendable () async throws -> ServerConnection

    /// Wraps the function that starts the server (once) and returns its connection.
    public init(_ start: @escaping @Sendable () async throws -> ServerConnection) {
        self.start = start
    }

    /// Starts the server if needed and returns its connection.
    public func connection() async throws -> ServerConnection {
        try await start()
    }
}

/// The active profile's Radarr, as a client the view models call.
public protocol RadarrService: Sendable {
    /// A client for the configured server; throws ``CoreError/noService(_:)`` when there is none.
    func client() async throws -> RadarrClient
    /// A client for `server`, another Radarr of the profile (a 4K one beside the first).
    func client(for server: ServiceServer) async throws -> RadarrClient
    /// Points the service at `server` (nil: none), e.g. after the active profile changes.
    func configure(_ server: ServiceServer?) async
    /// Checks a connection without adopting it, returning the server's status.
    func test(_ server: ServiceServer) async throws -> SystemStatus
    /// Whether a server is configured.
    var isConfigured: Bool { get async }
}

/// The live Radarr service: the shared live service bound to Radarr's client.
public typealias LiveRadarrService = LiveServiceClients<RadarrClient>

extension LiveServiceClients: RadarrService where Client == RadarrClient {
    /// Creates the Radarr service over `transport`; `launcher` resolves profiles that point
    /// at the embedded demo.
    public init(transport: any HTTPTransport, launcher: DemoServerLauncher?, logger: Logger) {
        self.init(kind: .radarr, transport: transport, launcher: launcher, logger: logger) {
            RadarrClient(connection: $0, transport: $1, logger: $2)
        }
    }
}
