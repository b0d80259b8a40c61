import ArrKit
import AsyncHTTPClient
import Foundation
import Logging
import ServerKit

/// A typed async client for one Lidarr server's v1 API (Lidarr 1.x and 2.x answer it).
///
/// Lidarr's own endpoints live in this type's extensions; requests, answers and errors go
/// through the shared ``ArrClient`` (under `/api/v1`), so every failure is an `ArrError`
/// worded for Lidarr, and the endpoints every *arr shares (status, health, tags, quality
/// profiles, root folders, commands) come with ``ArrServiceClient``.
public struct LidarrClient: ArrServiceClient {
    /// The shared machinery, bound to this server.
    public var core: ArrClient

    /// Creates a client for `connection` over `transport`; `onSkipped` hears of records a
    /// list answer left out because they could not be read.
    public init(
        connection: ServerConnection, transport: any HTTPTransport, logger: Logger = ArrClient.silentLogger,
        onSkipped: (@Sendable (SkippedRecords) -> Void)? = nil
    ) {
        core = ArrClient(
            service: .lidarr, connection: connection, transport: transport, logger: logger, onSkipped: onSkipped)
    }

    /// Creates a client for `connection` over the shared `http` client (owned by the caller).
    public init(
        connection: ServerConnection, http: HTTPClient, logger: Logger = ArrClient.silentLogger,
        onSkipped: (@Sendable (SkippedRecords) -> Void)? = nil
    ) {
        self.init(
            connection: connection, transport: LiveHTTPTransport(http: http), logger: logger, onSkipped: onSkipped)
    }
}
