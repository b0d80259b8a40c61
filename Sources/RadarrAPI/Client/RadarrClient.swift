import ArrKit
import AsyncHTTPClient
import Logging
import ServerKit

/// A typed async client for one Radarr server's v3 API.
///
/// Radarr's own endpoints live here and in this type's extensions; requests, answers and
/// errors go through the shared ``ArrClient``, so every failure is an `ArrError` worded for
/// Radarr.
public struct RadarrClient: ArrServiceClient {
    /// The shared machinery, bound to this server.
    public var core: ArrClient

    /// Creates a client for `connection` over `transport`; `onSkipped` hears of records a
    /// list answer left out because they could not be read.
    public init(
        connection: ServerConnection, transport: any HTTPTransport, logger: Logger = ArrClient.silentLogger,
        onSkipped: (@Sendable (SkippedRecords) -> Void)? = nil
    ) {
        core = ArrClient(
            service: .radarr, connection: connection, transport: transport, logger: logger, onSkipped: onSkipped)
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
