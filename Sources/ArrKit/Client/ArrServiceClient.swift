import Logging
import ServerKit

/// A client for one *arr service: its own endpoints on top of a shared ``ArrClient``.
///
/// Conforming gives every service the endpoints all *arr applications share (status,
/// health, disk space, logs, tags, quality profiles, root folders, commands).
public protocol ArrServiceClient: Sendable {
    /// The shared request, check and decode machinery, bound to one server.
    var core: ArrClient { get }

    /// A client for `connection` over `transport`; `onSkipped` hears of records a list answer
    /// left out because they could not be read.
    init(
        connection: ServerConnection, transport: any HTTPTransport, logger: Logger,
        onSkipped: (@Sendable (SkippedRecords) -> Void)?)
}

extension ArrServiceClient {
    /// The server this client talks to.
    public var connection: ServerConnection { core.connection }
    /// The service this client talks to.
    public var service: ArrService { core.service }
}
