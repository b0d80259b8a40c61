import ArrKit
import ServerKit

/// How a kind on the *arr engine (Radarr, Sonarr, Lidarr) is reached by what reads every *arr
/// alike (the CLI's `queue`, `history`, `calendar`, `missing`, `status`): a client for a server
/// of the profile, and one for an address alone (`--url`, `--demo`).
public struct ArrEngine: Sendable {
    /// What a client hears of records a list left out because they could not be read.
    public typealias Skipped = @Sendable (SkippedRecords) -> Void

    /// A client for one of the profile's servers, made by its kind's service.
    public let client: @Sendable (KindServices, ServiceServer) async throws -> any ArrServiceClient
    /// A client for an address alone, over `transport`.
    public let standalone: @Sendable (ServerConnection, any HTTPTransport, Skipped?) -> any ArrServiceClient

    /// Declares how the kind is reached.
    public init(
        client: @escaping @Sendable (KindServices, ServiceServer) async throws -> any ArrServiceClient,
        standalone: @escaping @Sendable (ServerConnection, any HTTPTransport, Skipped?) -> any ArrServiceClient
    ) {
        self.client = client
        self.standalone = standalone
    }
}
