import NIOHTTP1

/// The server's Connect connections (`/notification`), kept as JSON whole: a connection has
/// fields per implementation and `on…` flags per kind, and must be sent back as it came.
extension ArrServiceClient {
    /// Every implementation the server offers, with its fields and the `on…` flags it supports.
    public func notificationSchema() async throws -> [JSONValue] { try await core.get("/notification/schema") }

    /// The server's connections.
    public func notifications() async throws -> [JSONValue] { try await core.get("/notification") }

    /// Saves a new connection; the server tests it first (it sends its Test event) and refuses
    /// one whose test fails. The answer carries its id.
    public func createNotification(_ resource: JSONValue) async throws -> JSONValue {
        try await core.send(.POST, "/notification", body: resource)
    }

    /// Makes the server send its Test event through `resource`.
    public func testNotification(_ resource: JSONValue) async throws {
        try await core.sendIgnoringAnswer(.POST, "/notification/test", body: resource)
    }

    /// Deletes the connection with `id`.
    public func deleteNotification(id: Int) async throws {
        _ = try await core.send(.DELETE, "/notification/\(id)")
    }
}
