import ArrKit
import Foundation

/// Registers Thriftwood in an *arr as a Connect → Webhook connection (what a person would do
/// in Settings → Connect), and removes exactly the one it made. The server tests a new
/// connection by sending its Test event before it saves it, so a connection that is saved has
/// reached Thriftwood once.
public struct ArrHookConnector: Sendable {
    /// The connection's name in the server.
    public static let connectionName = "Thriftwood"

    let client: any ArrServiceClient
    let secrets: HookSecrets

    /// A connector for the server `client` reaches, its secrets in `secrets`.
    public init(client: any ArrServiceClient, secrets: HookSecrets) {
        self.client = client
        self.secrets = secrets
    }

    /// Makes the connection pushing every event the server offers to `address` with the
    /// server's secret (replacing one this made before); returns its id in the server.
    public func connect(_ server: ServiceServer, address: String) async throws -> Int {
        guard let serverID = server.id else {
            throw CoreError.invalid(["server": "\(server.name) is not saved yet; save the profile first."])
        }
        let secret = try await secrets.secret(for: serverID)
        let schema = try await client.notificationSchema()
        guard let webhook = schema.first(where: { $0["implementation"]?.text == "Webhook" }) else {
            throw CoreError.invalid([
                "server":
                    "\(server.name) offers no Webhook connection (Settings → Connect); it cannot push to Thriftwood."
            ])
        }
        try await disconnect(server)
        let created = try await client.createNotification(
            Self.resource(from: webhook, address: address, secret: secret))
        guard let id = created["id"]?.integer else {
            throw CoreError.unexpected("\(server.name) saved the connection but did not say its id")
        }
        try await secrets.setConnected(HookSecrets.Connected(id: id, url: address), for: serverID)
        return id
    }

    /// Removes the connection ``connect(_:address:)`` made, if it is still there; returns
    /// whether there was one.
    @discardableResult
    public func disconnect(_ server: ServiceServer) async throws -> Bool {
        guard let serverID = server.id, let made = try await secrets.connected(for: serverID) else { return false }
        let present = try await client.notifications().contains { connection in
            connection["id"]?.integer == made.id && Self.url(of: connection) == made.url
        }
        // A connection someone changed since (another address) is theirs now: left alone.
        if present { try await client.deleteNotification(id: made.id) }
        try await secrets.setConnected(nil, for: serverID)
        return present
    }

    /// The schema's Webhook filled in: named, pushing to `address` by POST with the secret as
    /// Basic auth's password, every event the kind supports switched on.
    public static func resource(from schema: JSONValue, address: String, secret: String) -> JSONValue {
        guard case .object(var resource) = schema else { return schema }
        resource["name"] = .string(connectionName)
        let values: [String: JSONValue] = [
            "url": .string(address), "method": .number(1), "username": .string("thriftwood"),
            "password": .string(secret),
        ]
        resource["fields"] = .array(
            (schema["fields"]?.elements ?? []).map { field in
                guard case .object(var members) = field, let name = field["name"]?.text, let value = values[name] else {
                    return field
                }
                members["value"] = value
                return .object(members)
            })
        for (key, value) in resource where key.hasPrefix("supportsOn") && value.flag == true {
            resource["on" + key.dropFirst("supportsOn".count)] = .bool(true)
        }
        if resource["includeHealthWarnings"] != nil { resource["includeHealthWarnings"] = .bool(true) }
        return .object(resource)
    }

    private static func url(of connection: JSONValue) -> String? {
        connection["fields"]?.elements.first { $0["name"]?.text == "url" }?["value"]?.text
    }
}
