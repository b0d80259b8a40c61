import Foundation

extension TargetKind {
    /// ntfy: a JSON message posted to the server's root with the topic in it, a bearer token
    /// when the topic is protected; priority 1–5, a click link, tags.
    public static let ntfy = TargetKind(
        id: "ntfy", displayName: "ntfy", topicMeaning: "topic", tokenMeaning: "access token"
    ) { message, target throws(CoreError) in
        guard let topic = target.topic, !topic.isEmpty else {
            throw CoreError.invalid(["target": "An ntfy target needs its topic (--topic)."])
        }
        var json: [String: Any] = [
            "topic": topic, "title": message.title, "message": message.message,
            "priority": priority(message.urgency), "tags": message.tags,
        ]
        if let click = message.click { json["click"] = click }
        let auth = target.token.map { [(name: "Authorization", value: "Bearer \($0)")] } ?? []
        return try postJSON(json, to: target.url, headers: auth)
    }

    /// ntfy's priority: 2 (low), 3 (default), 5 (urgent).
    private static func priority(_ urgency: EventUrgency) -> Int {
        switch urgency {
        case .low: 2
        case .normal: 3
        case .high: 5
        }
    }
}
