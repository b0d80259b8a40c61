import ArrKit

/// A typed async client for one Prowlarr server's v1 API.
///
/// Prowlarr is built on the same engine as the *arrs: its requests, answers and errors go
/// through the shared ``ArrClient`` (under `/api/v1`, the key in `X-Api-Key`), and the
/// endpoints it shares with them (status, health, tasks, backups, logs, updates, commands, a
/// provider's test) come with ``ArrServiceClient``. Its own — indexers with their state and
/// statistics, searches across them, history, applications — live in this type's extensions.
public struct ProwlarrClient: ArrServiceClient {
    /// Prowlarr's API.
    public static let arrService = ArrService.prowlarr

    /// The shared machinery, bound to this server.
    public var core: ArrClient

    /// A client over `core`.
    public init(core: ArrClient) { self.core = core }
}
