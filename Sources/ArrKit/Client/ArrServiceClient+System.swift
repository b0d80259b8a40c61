import NIOHTTP1

extension ArrServiceClient {
    /// Checks that the server answers at all (`GET /ping`, no key needed).
    public func ping() async throws {
        _ = try await core.send(.GET, "/ping", apiPrefix: false)
    }

    /// The server's identity and version; also proves the API key works.
    public func systemStatus() async throws -> SystemStatus { try await core.get("/system/status") }

    /// The server's health warnings and errors.
    public func health() async throws -> [HealthCheck] { try await core.get("/health") }

    /// Free and total space per disk.
    public func diskSpace() async throws -> [DiskSpace] { try await core.get("/diskspace") }

    /// One page of the server's log, newest first.
    public func logs(page: Int = 1, pageSize: Int = 50) async throws -> Paged<LogRecord> {
        try await core.get(
            "/log",
            query: [
                ("page", "\(page)"), ("pageSize", "\(pageSize)"), ("sortKey", "time"), ("sortDirection", "descending"),
            ])
    }
}
