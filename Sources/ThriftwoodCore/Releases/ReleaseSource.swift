import ArrKit

/// Where a release screen's releases come from and where a grab goes: one movie, one
/// season or one episode on one service. Each service builds its own in its folder.
public struct ReleaseSource: Sendable {
    /// The service searched.
    public var service: ServiceKind
    /// What was searched for, e.g. "Season 2" or "S02E03".
    public var subject: String
    /// Searches every indexer (slow on a real server).
    public var search: @Sendable () async throws -> [ReleaseOffer]
    /// Sends one release to the download client.
    public var grab: @Sendable (ReleaseOffer) async throws -> Void
    /// The server as an *arr, to name its failing indexers after a short search; nil for none.
    public var server: (@Sendable () async throws -> any ArrServiceClient)?

    /// Creates a source.
    public init(
        service: ServiceKind, subject: String, search: @escaping @Sendable () async throws -> [ReleaseOffer],
        grab: @escaping @Sendable (ReleaseOffer) async throws -> Void,
        server: (@Sendable () async throws -> any ArrServiceClient)? = nil
    ) {
        self.server = server
        self.service = service
        self.subject = subject
        self.search = search
        self.grab = grab
    }
}
