import AsyncHTTPClient
import Logging
import ServerKit

/// A client for one *arr service: its own endpoints on top of a shared ``ArrClient``.
///
/// Conforming gives every service the endpoints all *arr applications share (status,
/// health, disk space, logs, tags, quality profiles, root folders, commands).
///
/// A kind's client is its service, its core and its endpoints: it is made the same way for every
/// kind (``init(connection:transport:logger:onSkipped:)``), so a new kind writes no initialiser.
public protocol ArrServiceClient: Sendable {
    /// Which *arr the client speaks to: its API's prefix and the words its errors use.
    static var arrService: ArrService { get }

    /// The shared request, check and decode machinery, bound to one server.
    var core: ArrClient { get }

    /// A client over `core`, already bound to its server.
    init(core: ArrClient)
}

extension ArrServiceClient {
    /// Creates a client for `connection` over `transport`; `onSkipped` hears of records a
    /// list answer left out because they could not be read.
    public init(
        connection: ServerConnection, transport: any HTTPTransport, logger: Logger = ArrClient.silentLogger,
        onSkipped: (@Sendable (SkippedRecords) -> Void)? = nil
    ) {
        self.init(
            core: ArrClient(
                service: Self.arrService, connection: connection, transport: transport, logger: logger,
                onSkipped: onSkipped))
    }

    /// Creates a client for `connection` over the shared `http` client (owned by the caller,
    /// who shuts it down).
    public init(
        connection: ServerConnection, http: HTTPClient, logger: Logger = ArrClient.silentLogger,
        onSkipped: (@Sendable (SkippedRecords) -> Void)? = nil
    ) {
        self.init(
            connection: connection, transport: LiveHTTPTransport(http: http), logger: logger, onSkipped: onSkipped)
    }
}

extension ArrServiceClient {
    /// The server this client talks to.
    public var connection: ServerConnection { core.connection }
    /// The service this client talks to.
    public var service: ArrService { core.service }
}
