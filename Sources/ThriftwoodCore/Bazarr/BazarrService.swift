import ArrKit
import BazarrKit
import Foundation
import Logging
import ServerKit

/// The profile's Bazarr servers, handed out as ready clients (the embedded demo resolved,
/// unreadable or unpinned settings refused).
public protocol BazarrService: Sendable {
    /// A client for `server`, one of the profile's Bazarr servers.
    func client(for server: ServiceServer) async throws -> BazarrClient
}

extension BazarrService {
    /// Checks a Bazarr without adopting it: a wrong key or another kind of server is refused.
    public func test(_ server: ServiceServer) async throws -> SystemStatus {
        SystemStatus(appName: BazarrClient.name, version: try await client(for: server).status().version)
    }
}

/// The live Bazarr clients over one transport, with the embedded demo.
public actor LiveBazarrService: BazarrService {
    let transport: any HTTPTransport
    let launcher: DemoServerLauncher?
    let logger: Logger?
    private var clients: [ServiceServer: BazarrClient] = [:]

    /// Creates the service; `launcher` starts the embedded demo on first use.
    public init(transport: any HTTPTransport, launcher: DemoServerLauncher?, logger: Logger? = nil) {
        self.transport = transport
        self.launcher = launcher
        self.logger = logger
    }

    /// A client for `server` (one per server, kept).
    public func client(for server: ServiceServer) async throws -> BazarrClient {
        if let existing = clients[server] { return existing }
        guard server.kind == .bazarr else { throw CoreError.noService(server.kind) }
        let client = BazarrClient(
            connection: try await server.readyConnection(launcher: launcher),
            transport: transport.logged(as: server, to: logger))
        clients[server] = client
        return client
    }
}

/// No Bazarr.
public struct NoBazarrService: BazarrService {
    /// Creates it.
    public init() {}
    /// Always refuses: there is none.
    public func client(for server: ServiceServer) async throws -> BazarrClient { throw CoreError.noService(.bazarr) }
}

extension KindServiceShelf {
    /// The profile's Bazarr servers (none when the shelf holds no Bazarr service).
    public var bazarr: any BazarrService {
        get { service(.bazarr, as: (any BazarrService).self) ?? NoBazarrService() }
        set { put(newValue, for: .bazarr) }
    }
}
