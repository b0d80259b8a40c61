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
    /// A client for the configured server; throws ``CoreError/noRadarr`` when there is none.
    func client() async throws -> RadarrClient
    /// Points the service at `server` (nil: none), e.g. after the active profile changes.
    func configure(_ server: RadarrServer?) async
    /// Checks a connection without adopting it, returning the server's status.
    func test(_ server: RadarrServer) async throws -> SystemStatus
    /// Whether a server is configured.
    var isConfigured: Bool { get async }
}

/// The live service over one transport (usually the network through one shared
/// `HTTPClient`, which its owner shuts down; recorded answers in tests).
public actor LiveRadarrService: RadarrService {
    let transport: any HTTPTransport
    let launcher: DemoServerLauncher?
    let logger: Logger
    private var server: RadarrServer?
    private var cached: RadarrClient?

    /// Creates the service over `transport`; `launcher` resolves profiles that point at the embedded demo.
    public init(transport: any HTTPTransport, launcher: DemoServerLauncher?, logger: Logger) {
        self.transport = transport
        self.launcher = launcher
        self.logger = logger
    }

    /// A client for the configured server; throws ``CoreError/noRadarr`` when there is none.
    public func client() async throws -> RadarrClient {
        if let cached { return cached }
        guard let server, server.enabled else { throw CoreError.noRadarr }
        let client = try await makeClient(for: server)
        if self.server == server { cached = client }
        return client
    }

    /// Points the service at `server` (nil: none).
    public func configure(_ server: RadarrServer?) {
        guard server != self.server else { return }
        self.server = server
        cached = nil
    }

    /// Checks a connection without adopting it, returning the server's status.
    public func test(_ server: RadarrServer) async throws -> SystemStatus {
        try await makeClient(for: server).systemStatus()
    }

    /// Whether a server is configured.
    public var isConfigured: Bool { server?.enabled == true }

    private func makeClient(for server: RadarrServer) async throws -> RadarrClient {
        var connection = server.connection
        if server.isEmbeddedDemo {
            guard let launcher else {
                throw CoreError.demoUnavailable("this build has no embedded demo server")
            }
            do {
                connection = try await launcher.connection()
            } catch {
                throw CoreError.demoUnavailable(String(describing: error))
            }
        }
        _ = try connection.validatedBase()
        return RadarrClient(connection: connection, transport: transport, logger: logger)
    }
}
