import NIOHTTP1

extension ArrServiceClient {
    /// The server's saved filters, for every list (each carries its list's `type`).
    public func customFilters() async throws -> [CustomFilter] { try await core.get("/customfilter") }

    /// Saves a new filter; the answer carries its id.
    public func createCustomFilter(_ filter: CustomFilter) async throws -> CustomFilter {
        try await core.send(.POST, "/customfilter", body: filter)
    }

    /// Replaces a saved filter.
    public func updateCustomFilter(_ filter: CustomFilter) async throws -> CustomFilter {
        try await core.send(.PUT, "/customfilter/\(filter.id ?? 0)", body: filter)
    }

    /// Deletes a saved filter.
    public func deleteCustomFilter(id: Int) async throws {
        _ = try await core.send(.DELETE, "/customfilter/\(id)")
    }
}
