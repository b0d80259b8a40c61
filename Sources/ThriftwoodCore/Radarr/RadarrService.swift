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

/// A graph without Radarr.
public typealias NoRadarrService = NoArrService<RadarrClient>

extension KindServiceShelf {
    /// The profile's Radarr servers (none when the shelf holds no such service).
    public var radarr: any RadarrService {
        get { arr(.radarr) }
        set { put(newValue, for: .radarr) }
    }
}
