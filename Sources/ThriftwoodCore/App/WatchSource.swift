import ArrKit

/// One server as the activity watcher reads it, as its kind declares it: its newest imports
/// (for "Downloaded: …" notices) and its health checks.
public struct WatchSource: Sendable {
    /// The server.
    public let server: ServerRef
    /// The newest imports (id and what was imported), newest first.
    public let imports: @Sendable () async throws -> [(id: Int, title: String)]
    /// Its health checks.
    public let health: @Sendable () async throws -> [HealthCheck]

    /// Describes how `server` is watched.
    public init(
        server: ServerRef, imports: @escaping @Sendable () async throws -> [(id: Int, title: String)],
        health: @escaping @Sendable () async throws -> [HealthCheck]
    ) {
        self.server = server
        self.imports = imports
        self.health = health
    }
}
