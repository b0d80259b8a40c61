import Foundation

extension TargetKind {
    /// Gotify: `POST /message` with the application's token in `X-Gotify-Key`; priority 0–10,
    /// the click link in `extras`.
    public static let gotify = TargetKind(
        id: "gotify", displayName: "Gotify", topicMeaning: nil, tokenMeaning: "application token"
    ) { message, target throws(CoreError) in
        guard let token = target.token, !token.isEmpty else {
            throw CoreError.invalid(["target": "A Gotify target needs its application token (--token-file)."])
        }
        var json: [String: Any] = [
            "title": message.title, "message": message.message, "priority": priority(message.urgency),
        ]
        if let click = message.click { json["extras"] = ["client::notification": ["click": ["url": click]]] }
        return try postJSON(json, to: joined(target.url, "/message"), headers: [("X-Gotify-Key", token)])
    }

    /// Gotify's priority: 2 (low), 5 (normal), 8 (high).
    private static func priority(_ urgency: EventUrgency) -> Int {
        switch urgency {
        case .low: 2
        case .normal: 5
        case .high: 8
        }
    }
}
