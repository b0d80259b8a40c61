import ArrKit
import Foundation
import Logging
import ServerKit
import TautulliKit

/// The profile's Tautulli servers, handed out as ready clients (the embedded demo resolved,
/// unreadable or unpinned settings refused).
public protocol StreamService: Sendable {
    /// A client for `server`, one of the profile's Tautulli servers.
    func client(for server: ServiceServer) async throws -> TautulliClient
}

extension StreamService {
    /// Checks a Tautulli server without adopting it (`get_tautulli_info`): a wrong key or
    /// another kind of server is refused.
    public func test(_ server: ServiceServer) async throws -> SystemStatus {
        SystemStatus(appName: TautulliClient.name, version: try await client(for: server).version())
    }
}

/// The live Tautulli clients over one transport, with the embedded demo.
public actor LiveStreamService: StreamService {
    let transport: any HTTPTransport
    let launcher: DemoServerLauncher?
    let logger: Logger?
    private var clients: [ServiceServer: TautulliClient] = [:]

    /// Creates the service; `launcher` starts the embedded demo on first use, and `logger` (when
    /// given) records each request, named by its server.
    public init(transport: any HTTPTransport, launcher: DemoServerLauncher?, logger: Logger? = nil) {
        self.transport = transport
        self.launcher = launcher
        self.logger = logger
    }

    /// A client for `server` (one per server, kept).
    public func client(for server: ServiceServer) async throws -> TautulliClient {
        if let existing = clients[server] { return existing }
        guard server.kind.isStreams else { throw CoreError.noService(server.kind) }
        let client = TautulliClient(
            connection: try await server.readyConnection(launcher: launcher),
            transport: transport.logged(as: server, to: logger))
        clients[server] = client
        return client
    }
}

/// No Tautulli (tests that need none).
public struct NoStreamService: StreamService {
    /// Creates it.
    public init() {}
    /// Always refuses: there is none.
    public func client(for server: ServiceServer) async throws -> TautulliClient {
        throw CoreError.noService(server.kind)
    }
}

extension KindServiceShelf {
    /// The profile's Tautulli servers (none when the shelf holds no such service).
    public var streams: any StreamService {
        get { service(.tautulli, as: (any StreamService).self) ?? NoStreamService() }
        set { put(newValue, for: .tautulli) }
    }
}

extension ServiceMaker {
    /// Tautulli's live service.
    static let tautulli = ServiceMaker(.tautulli) { parts in
        LiveStreamService(transport: parts.transport, launcher: parts.launcher, logger: parts.logger)
    }
}
