import Foundation

extension TargetKind {
    /// A plain JSON webhook: the event whole (as `events list --json` prints it) with the
    /// title and click link, posted to the URL; a token, when given, as a bearer token.
    public static let jsonWebhook = TargetKind(
        id: "webhook", displayName: "JSON webhook", topicMeaning: nil, tokenMeaning: "bearer token"
    ) { message, target throws(CoreError) in
        let event = message.event
        var json: [String: Any] = [
            "title": message.title, "message": message.message, "type": event.type.rawValue,
            "rawType": event.rawType, "date": ISO8601DateFormatter().string(from: event.date),
            "server": ["kind": event.server.kind, "name": event.server.name, "slug": event.server.slug],
            "urgency": message.urgency.rawValue,
        ]
        if let click = message.click { json["link"] = click }
        let auth = target.token.map { [(name: "Authorization", value: "Bearer \($0)")] } ?? []
        return try postJSON(json, to: target.url, headers: auth)
    }
}
