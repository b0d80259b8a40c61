import Foundation

/// How Thriftwood registers itself in a server so the server pushes to it, and undoes exactly
/// that; a kind declares it (``KindDeclaration/hookConnector``) when its API allows it.
public protocol HookConnecting: Sendable {
    /// Makes `server` push to `address` with its secret; `replacing` allows taking the place of
    /// a setting someone made (a kind with one webhook setting). Returns what was made, in words.
    func attach(_ server: ServiceServer, address: String, replacing: Bool) async throws -> String
    /// Undoes what ``attach(_:address:replacing:)`` made, if it is still as made; returns
    /// whether there was something.
    func disconnect(_ server: ServiceServer) async throws -> Bool
}

/// Makes the connector of one server of a kind.
public typealias HookConnectorMaker =
    @Sendable (KindServices, ServiceServer, HookSecrets) async throws -> any HookConnecting

extension ArrHookConnector: HookConnecting {
    /// The connector of a server of a kind on `engine`: its client from the engine (every kind on
    /// the *arr engine gets it from its declaration).
    public static func maker(_ engine: ArrEngine) -> HookConnectorMaker {
        { services, server, secrets in
            ArrHookConnector(client: try await engine.client(services, server), secrets: secrets)
        }
    }

    /// Makes the Webhook connection (an *arr takes several: nothing is replaced).
    public func attach(_ server: ServiceServer, address: String, replacing: Bool) async throws -> String {
        let id = try await connect(server, address: address)
        return "its Connect → Webhook connection \(id), “\(Self.connectionName)”"
    }
}
