import ArrKit

/// A typed async client for one Sonarr server's v3 API (Sonarr v3 and v4 both answer it).
///
/// Sonarr's own endpoints live in this type's extensions; requests, answers and errors go
/// through the shared ``ArrClient``, so every failure is an `ArrError` worded for Sonarr.
public struct SonarrClient: ArrServiceClient {
    /// Sonarr's API.
    public static let arrService = ArrService.sonarr

    /// The shared machinery, bound to this server.
    public var core: ArrClient

    /// A client over `core`.
    public init(core: ArrClient) { self.core = core }
}
