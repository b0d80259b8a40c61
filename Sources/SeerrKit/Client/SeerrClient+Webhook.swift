import ArrKit
import NIOHTTP1

/// Seerr's webhook agent (Settings → Notifications → Webhook), kept as JSON whole: its
/// options grow between versions and must be sent back as they came.
extension SeerrClient {
    /// The agent's settings: `enabled`, `types` (a bit mask) and `options` (`webhookUrl`,
    /// `authHeader`, `jsonPayload` base64-encoded).
    public func webhookSettings() async throws(SeerrError) -> JSONValue {
        try await call(.GET, "/settings/notifications/webhook", doing: "change Seerr's settings")
    }

    /// Saves the agent's settings.
    public func saveWebhookSettings(_ settings: JSONValue) async throws(SeerrError) {
        _ = try await call(.POST, "/settings/notifications/webhook", body: settings, doing: "change Seerr's settings")
    }

    /// Makes Seerr send its test notification with `settings`.
    public func testWebhook(_ settings: JSONValue) async throws(SeerrError) {
        _ = try await call(
            .POST, "/settings/notifications/webhook/test", body: settings, doing: "change Seerr's settings")
    }
}
