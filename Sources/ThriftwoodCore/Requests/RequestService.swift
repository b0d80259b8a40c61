import ArrKit
import Foundation
import Logging
import SeerrKit
import ServerKit

/// The profile's Seerr servers, handed out as ready clients (the embedded demo resolved,
/// unreadable or unpinned settings refused), and the titles their requests name by id.
public protocol RequestService: Sendable {
    /// A client for `server`, one of the profile's Seerr servers.
    func client(for server: ServiceServer) async throws -> SeerrClient
    /// Where looked-up titles are kept.
    var titleStore: any SeerrTitleStore { get }
}

extension RequestService {
    /// Checks a Seerr server without adopting it: which of the three it is and its version; a
    /// wrong key or another kind of server is refused.
    public func test(_ server: ServiceServer) async throws -> SystemStatus {
        let info = try await client(for: server).serverInfo()
        return SystemStatus(appName: info.flavour.rawValue, version: info.version)
    }

    /// The titles of `keys`: the kept ones at once, the others looked up and kept.
    public func titles(
        _ keys: Set<SeerrTitleKey>, with client: SeerrClient, now: Date
    ) async -> (titles: [SeerrTitleKey: SeerrTitle], failed: Int) {
        await SeerrTitles.resolve(keys, with: client, store: titleStore, now: now)
    }
}

/// The live Seerr clients over one transport, with the embedded demo.
public actor LiveRequestService: RequestService {
    let transport: any HTTPTransport
    let launcher: DemoServerLauncher?
    /// Where looked-up titles are kept.
    public nonisolated let titleStore: any SeerrTitleStore
    let logger: Logger?
    private var clients: [ServiceServer: SeerrClient] = [:]

    /// Creates the service; `launcher` starts the embedded demo on first use, and `logger` (when
    /// given) records each request, named by its server.
    public init(
        transport: any HTTPTransport, launcher: DemoServerLauncher?, titleStore: any SeerrTitleStore,
        logger: Logger? = nil
    ) {
        self.transport = transport
        self.launcher = launcher
        self.titleStore = titleStore
        self.logger = logger
    }

    /// A client for `server` (one per server, kept).
    public func client(for server: ServiceServer) async throws -> SeerrClient {
        if let existing = clients[server] { return existing }
        guard server.kind == .seerr else { throw CoreError.noService(server.kind) }
        let connection = try await server.readyConnection(launcher: launcher)
        let client = SeerrClient(connection: connection, transport: transport.logged(as: server, to: logger))
        clients[server] = client
        return client
    }
}

/// No Seerr (tests that need none).
public struct NoRequestService: RequestService {
    /// Creates it.
    public init() {}
    /// Nothing is kept.
    public var titleStore: any SeerrTitleStore { MemorySeerrTitleStore() }
    /// Always refuses: there is none.
    public func client(for server: ServiceServer) async throws -> SeerrClient {
        throw CoreError.noService(server.kind)
    }
}

extension KindServiceShelf {
    /// The profile's Seerr servers (none when the shelf holds no such service).
    public var requests: any RequestService {
        get { service(.seerr, as: (any RequestService).self) ?? NoRequestService() }
        set { put(newValue, for: .seerr) }
    }
}

extension ServiceMaker {
    /// Seerr's live service, keeping looked-up titles in the app's database (in memory without one).
    static let seerr = ServiceMaker(.seerr) { parts in
        LiveRequestService(
            transport: parts.transport, launcher: parts.launcher,
            titleStore: parts.database.map { LiveSeerrTitleStore(database: $0) } ?? MemorySeerrTitleStore(),
            logger: parts.logger)
    }
}
