import ArrKit

/// A typed async client for one Lidarr server's v1 API (Lidarr 1.x and 2.x answer it).
///
/// Lidarr's own endpoints live in this type's extensions; requests, answers and errors go
/// through the shared ``ArrClient`` (under `/api/v1`), so every failure is an `ArrError`
/// worded for Lidarr, and the endpoints every *arr shares (status, health, tags, quality
/// profiles, root folders, commands) come with ``ArrServiceClient``.
public struct LidarrClient: ArrServiceClient {
    /// Lidarr's API.
    public static let arrService = ArrService.lidarr

    /// The shared machinery, bound to this server.
    public var core: ArrClient

    /// A client over `core`.
    public init(core: ArrClient) { self.core = core }
}
