import ArrKit
import DownloadKit
import Foundation
import Logging
import ServerKit

/// The profile's download clients, handed out as ready clients: the embedded demos resolved,
/// unreadable or unpinned settings refused, the address checked.
public protocol DownloadService: Sendable {
    /// A client for `server`, one of the profile's download clients.
    func client(for server: ServiceServer) async throws -> any DownloadClient
}

extension DownloadService {
    /// Checks a download client without adopting it: its version, which also proves the address
    /// is that kind of client (another kind is refused, named).
    public func test(_ server: ServiceServer) async throws -> SystemStatus {
        let client = try await client(for: server)
        return SystemStatus(appName: client.serviceName, version: try await client.version())
    }
}

/// The live download clients over one transport, with the embedded demo of each kind.
public actor LiveDownloadService: DownloadService {
    let transport: any HTTPTransport
    let launchers: [ServiceKind: DemoServerLauncher]
    let logger: Logger?
    private var clients: [ServiceServer: any DownloadClient] = [:]

    /// Creates the service; `launchers` start the embedded demo of each kind on first use, and
    /// `logger` (when given) records each request, named by its server.
    public init(
        transport: any HTTPTransport, launchers: [ServiceKind: DemoServerLauncher] = [:], logger: Logger? = nil
    ) {
        self.transport = transport
        self.launchers = launchers
        self.logger = logger
    }

    /// A client for `server` (one per server, kept).
    public func client(for server: ServiceServer) async throws -> any DownloadClient {
        if let existing = clients[server] { return existing }
        guard let kind = server.kind.downloadClient else { throw CoreError.noService(server.kind) }
        let connection = try await server.readyConnection(launcher: launchers[server.kind])
        let client = kind.client(connection, transport: transport.logged(as: server, to: logger))
        clients[server] = client
        return client
    }
}

/// No download clients (tests that need none).
public struct NoDownloadService: DownloadService {
    /// Creates it.
    public init() {}
    /// Always refuses: there are none.
    public func client(for server: ServiceServer) async throws -> any DownloadClient {
        throw CoreError.noService(server.kind)
    }
}

extension KindServiceShelf {
    /// The profile's download clients, every kind's (none when the shelf holds no such service).
    public var downloads: any DownloadService {
        get { service(.downloads, as: (any DownloadService).self) ?? NoDownloadService() }
        set { put(newValue, in: .downloads) }
    }
}

extension ServiceMaker {
    /// The download clients' one live service, with every download client's embedded demo.
    static let downloads = ServiceMaker(slot: .downloads) { parts in
        LiveDownloadService(
            transport: parts.transport, launchers: parts.launchers.filter { $0.key.isDownloadClient },
            logger: parts.logger)
    }
}

extension ServiceSlot {
    /// The download clients' one service, shared by every download-client kind.
    public static let downloads = ServiceSlot("downloads")
}
