import ArrKit
import Foundation
import Logging
import ServerKit

/// A typed async client for one Prowlarr server's v1 API.
///
/// Prowlarr is built on the same engine as the *arrs: its requests, answers and errors go
/// through the shared ``ArrClient`` (under `/api/v1`, the key in `X-Api-Key`), and the
/// endpoints it shares with them (status, health, tasks, backups, logs, updates, commands, a
/// provider's test) come with ``ArrServiceClient``. Its own — indexers with their state and
/// statistics, searches across them, history, applications — live in this type's extensions.
public struct ProwlarrClient: ArrServiceClient {
    /// The shared machinery, bound to this server.
    public var core: ArrClient

    /// Creates a client for `connection` over `transport`; `onSkipped` hears of records a
    /// list answer left out because they could not be read.
    public init(
        connection: ServerConnection, transport: any HTTPTransport, logger: Logger = ArrClient.silentLogger,
        onSkipped: (@Sendable (SkippedRecords) -> Void)? = nil
    ) {
        core = ArrClient(
            service: .prowlarr, connection: connection, transport: transport, logger: logger, onSkipped: onSkipped)
    }
}
