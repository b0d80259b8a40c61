import DownloadKit

/// One download client as the views across services read it: how it is named and its client.
public struct DownloadSource: Sendable {
    /// The client's server, named as the profile names it.
    public let source: ServerRef
    /// Hands out its client.
    public let client: @Sendable () async throws -> any DownloadClient

    /// Creates a source.
    public init(source: ServerRef, client: @escaping @Sendable () async throws -> any DownloadClient) {
        self.source = source
        self.client = client
    }
}
