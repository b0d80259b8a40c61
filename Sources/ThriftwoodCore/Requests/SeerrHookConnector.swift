import ArrKit
import Foundation
import SeerrKit

/// Registers Thriftwood in Seerr's one webhook agent (Settings → Notifications → Webhook):
/// on, every notification type, Thriftwood's address, the secret as a bearer Authorization
/// header, the template as it was. The agent is one setting, so one someone else uses is
/// replaced only when asked, and what it was is kept and put back on disconnect.
public struct SeerrHookConnector: HookConnecting {
    /// Every notification type Seerr has, as its bit mask.
    static let everyType = 2 | 4 | 8 | 16 | 32 | 64 | 128 | 256 | 512 | 1024 | 2048 | 4096

    let client: SeerrClient
    let secrets: HookSecrets

    /// A connector for the Seerr `client` reaches, its secrets in `secrets`.
    public init(client: SeerrClient, secrets: HookSecrets) {
        self.client = client
        self.secrets = secrets
    }

    /// The connector of a Seerr of the profile.
    public static let maker: HookConnectorMaker = { services, server, secrets in
        SeerrHookConnector(client: try await services.requests.client(for: server), secrets: secrets)
    }

    /// Points the agent at `address`, has Seerr send its test, then saves.
    public func attach(_ server: ServiceServer, address: String, replacing: Bool) async throws -> String {
        guard let serverID = server.id else {
            throw CoreError.invalid(["server": "\(server.name) is not saved yet; save the profile first."])
        }
        let secret = try await secrets.secret(for: serverID)
        let current = try await client.webhookSettings()
        let made = try await secrets.connected(for: serverID)
        let currentURL = current["options"]?["webhookUrl"]?.text
        let someoneElses =
            current["enabled"]?.flag == true && currentURL != nil && currentURL != address
            && currentURL != made?.url
        if someoneElses, !replacing {
            throw CoreError.invalid([
                "server": "\(server.name)'s webhook agent already sends to \(currentURL ?? ""). "
                    + "`notifications connect --replace` puts Thriftwood in its place (disconnect puts it back)."
            ])
        }
        guard case .object(var settings) = current else {
            throw CoreError.unexpected("\(server.name) sent webhook settings that are not an object")
        }
        var options: [String: JSONValue] = [:]
        if case .object(let kept)? = current["options"] { options = kept }
        options["webhookUrl"] = .string(address)
        options["authHeader"] = .string("Bearer \(secret)")
        settings["options"] = .object(options)
        settings["enabled"] = .bool(true)
        settings["types"] = .number(Double(Self.everyType))
        try await client.testWebhook(.object(settings))
        try await client.saveWebhookSettings(.object(settings))
        // What it was before the first connect stays what disconnect puts back.
        let replaced = try made?.replaced ?? Self.text(current)
        try await secrets.setConnected(HookSecrets.Connected(id: 0, url: address, replaced: replaced), for: serverID)
        return "its webhook agent"
    }

    /// Puts the agent back as it was, when it still sends to Thriftwood.
    public func disconnect(_ server: ServiceServer) async throws -> Bool {
        guard let serverID = server.id, let made = try await secrets.connected(for: serverID) else { return false }
        let current = try await client.webhookSettings()
        let ours = current["options"]?["webhookUrl"]?.text == made.url
        if ours, let replaced = made.replaced {
            try await client.saveWebhookSettings(try JSONDecoder().decode(JSONValue.self, from: Data(replaced.utf8)))
        }
        try await secrets.setConnected(nil, for: serverID)
        return ours
    }

    private static func text(_ value: JSONValue) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }
}
