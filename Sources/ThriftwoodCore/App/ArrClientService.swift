import ArrKit
import Logging
import ServerKit

/// A kind's service that follows the active profile: pointed at the profile's first enabled
/// server of its kind whenever the profile changes.
public protocol ProfileConfiguredService: Sendable {
    /// Points the service at `server` (nil: none), e.g. after the active profile changes.
    func configure(_ server: ServiceServer?) async
}

/// The profile's servers of one *arr kind, handed out as ready clients: what every *arr's
/// service answers, once for all of them (a kind names it `any ArrClientService<ItsClient>`).
public protocol ArrClientService<Client>: ProfileConfiguredService {
    /// The client type of the kind.
    associatedtype Client: ArrServiceClient
    /// A client for the configured server; throws ``CoreError/noService(_:)`` when there is none.
    func client() async throws -> Client
    /// A client for `server`, one of the profile's servers of the kind.
    func client(for server: ServiceServer) async throws -> Client
    /// Checks a connection without adopting it, returning the server's status.
    func test(_ server: ServiceServer) async throws -> SystemStatus
    /// Whether a server is configured.
    var isConfigured: Bool { get async }
}

extension LiveServiceClients: ArrClientService {}

/// A graph without a kind's servers: every call says there is none.
public struct NoArrService<Client: ArrServiceClient>: ArrClientService {
    /// The kind there is none of.
    public let kind: ServiceKind

    /// The empty service of `kind`.
    public init(_ kind: ServiceKind) {
        self.kind = kind
    }

    /// Always throws ``CoreError/noService(_:)``.
    public func client() async throws -> Client { throw CoreError.noService(kind) }

    /// Always throws ``CoreError/noService(_:)``.
    public func client(for server: ServiceServer) async throws -> Client { throw CoreError.noService(kind) }

    /// Ignores the server.
    public func configure(_ server: ServiceServer?) async {}

    /// Always throws ``CoreError/noService(_:)``.
    public func test(_ server: ServiceServer) async throws -> SystemStatus { throw CoreError.noService(kind) }

    /// Never configured.
    public var isConfigured: Bool { false }
}
