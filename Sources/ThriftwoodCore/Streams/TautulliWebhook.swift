import ArrKit

extension WebhookReader {
    /// What Tautulli's webhook agent pushes with the body ``TautulliWebhookTemplate/body``
    /// (Tautulli has no fixed payload: the user writes it from its parameters).
    static let tautulli = WebhookReader(setUp: { server, address, secret in
        [
            "In \(server.name): Settings → Notification Agents → Add a new notification agent → Webhook.",
            "Webhook URL: \(address)   Webhook Method: POST",
            "Triggers: " + TautulliWebhookTemplate.triggers.joined(separator: ", ") + ".",
            "Data, for each trigger — JSON Headers: {\"X-Thriftwood-Secret\": \"\(secret)\"}",
            "JSON Data: " + TautulliWebhookTemplate.body,
            "Save, then Test Notifications: the test shows in `thriftwood events list`.",
        ]
    }) { payload, server in
        let raw = payload["action"]?.text ?? "Unknown"
        let title = payload["title"]?.text ?? "something"
        let user = payload["user"]?.text.map { " for \($0)" } ?? ""
        let player = payload["player"]?.text.map { " on \($0)" } ?? ""
        let transcoding = payload["transcode_decision"]?.text?.lowercased() == "transcode"
        let route: AppRoute = .streams(.nowPlaying)
        func reading(_ type: StackEventType, _ sentence: String) -> WebhookReading {
            WebhookReading(type: type, rawType: raw, sentence: sentence, route: route)
        }
        switch raw.lowercased() {
        case "test":
            return reading(.test, "Test from \(server.name): Thriftwood hears it.")
        case "play":
            return transcoding
                ? reading(.streamTranscoding, "Transcoding: \(title)\(user)\(player)")
                : reading(.streamStarted, "Playing: \(title)\(user)\(player)")
        case "change" where transcoding:
            return reading(.streamTranscoding, "Transcoding now: \(title)\(user)\(player)")
        case "pause": return reading(.streamPaused, "Paused: \(title)\(user)")
        case "resume": return reading(.streamResumed, "Resumed: \(title)\(user)")
        case "stop": return reading(.streamStopped, "Stopped: \(title)\(user)")
        case "created": return reading(.added, "Added to the media server: \(title)")
        default: return reading(.other, "\(server.name) sent \(raw): \(title)")
        }
    }
}

/// The body and headers to paste into Tautulli's webhook agent (Settings → Notification Agents
/// → Webhook), since Tautulli sends only what the user writes.
public enum TautulliWebhookTemplate {
    /// The JSON body, in Tautulli's parameters: the same for every trigger.
    public static let body = """
        {"action": "{action}", "title": "{title}", "user": "{user}", "player": "{player}", \
        "transcode_decision": "{transcode_decision}"}
        """

    /// The triggers worth turning on.
    public static let triggers = [
        "Playback Start", "Playback Stop", "Playback Pause", "Playback Resume",
        "Transcode Decision Change", "Recently Added",
    ]
}
