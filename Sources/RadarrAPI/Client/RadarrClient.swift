import ArrKit

/// A typed async client for one Radarr server's v3 API.
///
/// Radarr's own endpoints live here and in this type's extensions; requests, answers and
/// errors go through the shared ``ArrClient``, so every failure is an `ArrError` worded for
/// Radarr.
public struct RadarrClient: ArrServiceClient {
    /// Radarr's API.
    public static let arrService = ArrService.radarr

    /// The shared machinery, bound to this server.
    public var core: ArrClient

    /// A client over `core`.
    public init(core: ArrClient) { self.core = core }
}
