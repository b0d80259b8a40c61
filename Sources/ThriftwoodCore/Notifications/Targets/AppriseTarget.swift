import Foundation

extension TargetKind {
    /// The Apprise API: `POST /notify/{key}` with `{title, body, type, tag}`; its saved
    /// configuration `key` says where Apprise sends on.
    public static let apprise = TargetKind(
        id: "apprise", displayName: "Apprise API", topicMeaning: "configuration key", tokenMeaning: nil
    ) { message, target throws(CoreError) in
        guard let key = target.topic, !key.isEmpty,
            let escaped = key.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"]))
        else { throw CoreError.invalid(["target": "An Apprise target needs its configuration key (--topic)."]) }
        let type =
            switch message.urgency {
            case .high: "failure"
            case .normal: "success"
            case .low: "info"
            }
        let body = message.message + (message.click.map { "\n\($0)" } ?? "")
        return try postJSON(
            ["title": message.title, "body": body, "type": type, "tag": message.tags.joined(separator: ",")],
            to: joined(target.url, "/notify/" + escaped))
    }
}
