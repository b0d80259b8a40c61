import ArrKit
import Foundation
import Logging
import ServerKit

/// The active profile's server of one kind, handed out as a ready client: the live
/// implementation behind ``RadarrService`` and ``SonarrService``.
///
/// It resolves profiles that point at the embedded demo through `launcher`, checks the
/// address, and keeps one client per configured server.
public actor LiveServiceClients<Client: ArrServiceClient> {
    let kind: ServiceKind
    let transport: any HTTPTransport
    let launcher: DemoServerLauncher?
    let logger: Logger
    let make: @Sendable (ServerConnection, any HTTPTransport, Logger) -> Client
    private var server: ServiceServer?
    private var cached: Client?

    /// Creates the service for `kind`; `make` builds its client.
    public init(
        kind: ServiceKind, transport: any HTTPTransport, launcher: DemoServerLauncher?, logger: Logger,
        make: @escaping @Sendable (ServerConnection, any HTTPTransport, Logger) -> Client
    ) {
        self.kind = kind
        self.transport = transport
        self.launcher = launcher
        self.logger = logger
        self.make = make
    }

    /// Creates the service for `kind`, its clients made by the client's own initialiser;
    /// `launcher` resolves servers that point at the kind's embedded demo.
    public init(_ kind: ServiceKind, transport: any HTTPTransport, launcher: DemoServerLauncher?, logger: Logger) {
        self.init(kind: kind, transport: transport, launcher: launcher, logger: logger) {
            Client(connection: $0, transport: $1, logger: $2, onSkipped: nil)
        }
    }

    /// A client for the configured server; throws ``CoreError/noService(_:)`` when there is none.
    public func client() async throws -> Client {
        if let cached { return cached }
        guard let server, server.enabled else { throw CoreError.noService(kind) }
        let client = try await client(for: server)
        if self.server == server { cached = client }
        return client
    }

    /// A client for `server`, one of the profile's servers of this kind besides the configured
    /// one (a second Radarr), made the same way: the embedded demo resolved, unreadable or
    /// unpinned settings refused, the address checked.
    public func client(for server: ServiceServer) async throws -> Client {
        if let problem = server.readProblem {
            throw CoreError.storage("\(problem); set them again in Settings → Profiles")
        }
        // A saved server never accepts any certificate: "accept self-signed" is pinned on first
        // use (`LegacyPinMigration`) before a client is handed out.
        if server.connection.tls == .acceptSelfSigned, server.connection.baseURL.lowercased().hasPrefix("https") {
            throw CoreError.certificateNotPinned(kind, "its certificate has not been pinned yet")
        }
        return try await makeClient(for: server)
    }

    /// Points the service at `server` (nil: none).
    public func configure(_ server: ServiceServer?) {
        guard server != self.server else { return }
        self.server = server
        cached = nil
    }

    /// Checks a connection without adopting it: the server's status, which must name this
    /// service (an address that answers as another service is refused with that said).
    public func test(_ server: ServiceServer) async throws -> SystemStatus {
        let client = try await makeClient(for: server)
        let status: SystemStatus
        do {
            status = try await client.systemStatus()
        } catch  where ArrKindProbe.isMissingAPI(error) {
            // Another *arr keeps its API under another path (Lidarr's /api/v1): ask it there.
            if let app = await ArrKindProbe.otherApp(
                at: client.connection, transport: transport, besides: client.service)
            {
                throw CoreError.wrongService(expected: kind, found: app)
            }
            throw error
        }
        if let app = status.appName, !app.isEmpty, app.lowercased() != kind.displayName.lowercased() {
            throw CoreError.wrongService(expected: kind, found: app)
        }
        return status
    }

    /// Whether a server is configured.
    public var isConfigured: Bool { server?.enabled == true }

    private func makeClient(for server: ServiceServer) async throws -> Client {
        var connection = server.connection
        if server.isEmbeddedDemo {
            guard let launcher else {
                throw CoreError.demoUnavailable("this build has no embedded \(kind.displayName) demo server")
            }
            do {
                connection = try await launcher.connection()
            } catch {
                throw CoreError.demoUnavailable(String(describing: error))
            }
        }
        _ = try connection.validatedBase()
        // Its lines say which server: "Radarr 4K: GET /queue → 200 in 22 ms".
        var named = logger
        named[metadataKey: AppLogHandler.serverKey] = .string(server.name)
        named[metadataKey: AppLogHandler.slugKey] = .string(server.slug)
        return make(connection, transport, named)
    }
}
