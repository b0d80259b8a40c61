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

/// The profile's Radarr servers, as clients the CLI and view models call.
public typealias RadarrService = ArrClientService<RadarrClient>

/// The live Radarr service: the shared live service bound to Radarr's client.
public typealias LiveRadarrService = LiveServiceClients<RadarrClient>

extension LiveServiceClients where Client == RadarrClient {
    /// Creates the Radarr service over `transport`; `launcher` resolves profiles that point
    /// at the embedded demo.
    public init(transport: any HTTPTransport, launcher: DemoServerLauncher?, logger: Logger) {
        self.init(kind: .radarr, transport: transport, launcher: launcher, logger: logger) {
            RadarrClient(connection: $0, transport: $1, logger: $2)
        }
    }
}

extension NoArrService where Client == RadarrClient {
    /// No Radarr.
    public init() { self.init(.radarr) }
}

/// A graph without Radarr.
public typealias NoRadarrService = NoArrService<RadarrClient>

extension KindServiceShelf {
    /// The profile's Radarr servers (none when the shelf holds no such service).
    public var radarr: any RadarrService {
        get { service(.radarr, as: (any RadarrService).self) ?? NoRadarrService() }
        set { put(newValue, for: .radarr) }
    }
}

extension AppDependencies {
    /// The profile's Radarr servers.
    public var radarr: any RadarrService { shelf.radarr }
}

extension ServiceMaker {
    /// Radarr's live service.
    static let radarr = ServiceMaker(.radarr) { parts in
        LiveRadarrService(transport: parts.transport, launcher: parts.launcher, logger: parts.logger)
    }
}
