import ArrDemoKit
import ArrKit
import Foundation
import SeerrKit
import Synchronization

/// The demo Seerr's webhook agent, as Seerr keeps it: one set of settings (enabled, the
/// notification types as a bit mask, the URL, the Authorization header, the JSON template
/// base64-encoded) at `/settings/notifications/webhook`; what happens is sent in the default
/// template's shape — every value a string, a section `null` when the event has none.
final class SeerrDemoWebhook: DemoPushing {
    /// Seerr's notification types and their bits.
    static let bits: [String: Int] = [
        "MEDIA_PENDING": 2, "MEDIA_APPROVED": 4, "MEDIA_AVAILABLE": 8, "MEDIA_FAILED": 16, "TEST_NOTIFICATION": 32,
        "MEDIA_DECLINED": 64, "MEDIA_AUTO_APPROVED": 128, "ISSUE_CREATED": 256, "ISSUE_COMMENT": 512,
        "ISSUE_RESOLVED": 1024, "ISSUE_REOPENED": 2048, "MEDIA_AUTO_REQUESTED": 4096,
    ]

    /// The default template Seerr ships, base64-encoded as its settings keep it.
    static let defaultPayload = Data(
        #"{"notification_type":"{{notification_type}}","event":"{{event}}","subject":"{{subject}}","message":"{{message}}","image":"{{image}}","{{media}}":{"media_type":"{{media_type}}","tmdbId":"{{media_tmdbid}}","tvdbId":"{{media_tvdbid}}","status":"{{media_status}}","status4k":"{{media_status4k}}"},"{{request}}":{"request_id":"{{request_id}}","requestedBy_email":"{{requestedBy_email}}","requestedBy_username":"{{requestedBy_username}}","requestedBy_avatar":"{{requestedBy_avatar}}"},"{{issue}}":{"issue_id":"{{issue_id}}","issue_type":"{{issue_type}}","issue_status":"{{issue_status}}","reportedBy_email":"{{reportedBy_email}}","reportedBy_username":"{{reportedBy_username}}","reportedBy_avatar":"{{reportedBy_avatar}}"},"{{comment}}":{"comment_message":"{{comment_message}}","commentedBy_email":"{{commentedBy_email}}","commentedBy_username":"{{commentedBy_username}}","commentedBy_avatar":"{{commentedBy_avatar}}"},"{{extra}}":[]}"#
            .utf8
    ).base64EncodedString()

    private struct State {
        var settings: JSONValue = .object([
            "enabled": .bool(false), "types": .number(0),
            "options": .object([
                "webhookUrl": .string(""), "authHeader": .string(""),
                "jsonPayload": .string(SeerrDemoWebhook.defaultPayload), "supportVariables": .bool(false),
            ]),
        ])
        var pending: [(bit: Int, body: JSONValue)] = []
    }

    private let state = Mutex(State())
    private let sender = DemoWebhookSender()

    /// The agent's settings.
    var settings: JSONValue { state.withLock { $0.settings } }

    /// Replaces the settings.
    func save(_ settings: JSONValue) {
        state.withLock { $0.settings = settings }
    }

    /// Whether the agent is on and has somewhere to send.
    var hasConnections: Bool {
        state.withLock { state in
            state.settings["enabled"] == .bool(true) && Self.url(state.settings) != nil
        }
    }

    /// Queues an event of `type` (a name in ``bits``) when the agent sends that type.
    func queue(_ type: String, event: String, subject: String, message: String, sections: [String: JSONValue]) {
        guard let bit = Self.bits[type] else { return }
        var body: [String: JSONValue] = [
            "notification_type": .string(type), "event": .string(event), "subject": .string(subject),
            "message": .string(message), "image": .string(""), "media": .null, "request": .null, "issue": .null,
            "comment": .null, "extra": .array([]),
        ]
        for (key, value) in sections { body[key] = value }
        state.withLock { state in
            guard state.settings["enabled"] == .bool(true), Self.types(state.settings) & bit != 0 else { return }
            state.pending.append((bit, .object(body)))
        }
    }

    /// Sends what waits.
    @discardableResult
    func flush() async -> Int {
        let (pending, settings) = state.withLock { state in
            defer { state.pending = [] }
            return (state.pending, state.settings)
        }
        var sent = 0
        for event in pending where await send(event.body, with: settings) == nil { sent += 1 }
        return sent
    }

    /// Sends the test notification with `settings` (the form's, not necessarily saved); nil
    /// when it arrived.
    func test(_ settings: JSONValue) async -> String? {
        await send(
            .object([
                "notification_type": .string("TEST_NOTIFICATION"), "event": .string(""),
                "subject": .string("Test Notification"),
                "message": .string("Check check, 1, 2, 3. Are we coming in clear?"), "image": .string(""),
                "media": .null, "request": .null, "issue": .null, "comment": .null, "extra": .array([]),
            ]), with: settings)
    }

    private func send(_ body: JSONValue, with settings: JSONValue) async -> String? {
        guard let url = Self.url(settings) else { return "No webhook URL" }
        var authorization: String?
        if case .string(let header)? = settings["options"]?["authHeader"] { authorization = header }
        return await sender.send(body, to: url, method: "POST", authorization: authorization, userAgent: "Seerr/demo")
    }

    private static func url(_ settings: JSONValue) -> String? {
        guard case .string(let url)? = settings["options"]?["webhookUrl"], !url.isEmpty else { return nil }
        return url
    }

    private static func types(_ settings: JSONValue) -> Int {
        guard case .number(let types)? = settings["types"] else { return 0 }
        return Int(clamping: types)
    }
}

extension SeerrDemoState {
    /// The default template's `media` and `request` sections for `request`.
    func webhookSections(_ request: SeerrDemoRequest) -> [String: JSONValue] {
        let title = SeerrDemoCatalogue.title(request.key)
        let user = SeerrDemoUser.all.first { $0.id == request.requestedBy }
        let statusNames = [1: "UNKNOWN", 2: "PENDING", 3: "PROCESSING", 4: "PARTIALLY_AVAILABLE", 5: "AVAILABLE"]
        return [
            "media": .object([
                "media_type": .string(request.key.mediaType.rawValue), "tmdbId": .string("\(request.key.tmdbId)"),
                "tvdbId": .string(title?.tvdbId.map { "\($0)" } ?? ""),
                "status": .string(statusNames[mediaStatus(request.key)] ?? "UNKNOWN"),
                "status4k": .string(statusNames[mediaStatus(request.key, is4k: true)] ?? "UNKNOWN"),
            ]),
            "request": .object([
                "request_id": .string("\(request.id)"), "requestedBy_email": .string(user?.email ?? ""),
                "requestedBy_username": .string(user?.name ?? ""),
                "requestedBy_avatar": .string("/avatarproxy/\(request.requestedBy)"),
            ]),
        ]
    }

    /// "Dune: Part Two (2024)", as the template's subject names a title.
    func webhookSubject(_ key: SeerrTitleKey) -> String {
        guard let title = SeerrDemoCatalogue.title(key) else { return "\(key.mediaType.rawValue) \(key.tmdbId)" }
        return "\(title.title) (\(title.year))"
    }

    /// Tells the agent about `request` with `type`.
    func pushRequest(_ type: String, _ request: SeerrDemoRequest) {
        let event =
            switch type {
            case "MEDIA_PENDING": "New \(request.key.mediaType == .movie ? "Movie" : "Series") Request"
            case "MEDIA_APPROVED": "Request Approved"
            case "MEDIA_AUTO_APPROVED": "Request Automatically Approved"
            case "MEDIA_DECLINED": "Request Declined"
            default: type
            }
        webhook?.queue(
            type, event: event, subject: webhookSubject(request.key),
            message: SeerrDemoCatalogue.title(request.key)?.overview ?? "", sections: webhookSections(request))
    }

    /// Tells the agent about `issue` with `type` (a comment's words in `comment`).
    func pushIssue(_ type: String, _ issue: SeerrDemoIssue, comment: (user: Int, message: String)? = nil) {
        let reporter = SeerrDemoUser.all.first { $0.id == issue.createdBy }
        let types = [1: "VIDEO", 2: "AUDIO", 3: "SUBTITLES", 4: "OTHER"]
        var sections: [String: JSONValue] = [
            "issue": .object([
                "issue_id": .string("\(issue.id)"), "issue_type": .string(types[issue.type] ?? "OTHER"),
                "issue_status": .string(issue.status == 2 ? "RESOLVED" : "OPEN"),
                "reportedBy_email": .string(reporter?.email ?? ""),
                "reportedBy_username": .string(reporter?.name ?? ""),
            ])
        ]
        if let comment {
            let author = SeerrDemoUser.all.first { $0.id == comment.user }
            sections["comment"] = .object([
                "comment_message": .string(comment.message), "commentedBy_email": .string(author?.email ?? ""),
                "commentedBy_username": .string(author?.name ?? ""),
            ])
        }
        webhook?.queue(
            type, event: type == "ISSUE_COMMENT" ? "New Comment on Issue" : "Issue", subject: webhookSubject(issue.key),
            message: comment?.message ?? "", sections: sections)
    }
}
