import ArrKit

extension WebhookReader {
    /// What Seerr's webhook agent pushes with its default template: `notification_type` a name,
    /// every value a string, a section null when the event has none. A template the user edited
    /// still gives an event, from whatever of these fields it kept.
    static let seerr = WebhookReader(setUp: { server, address, secret in
        [
            "In \(server.name): Settings → Notifications → Webhook.",
            "Enable Agent; Webhook URL: \(address)",
            "Authorization Header: Bearer \(secret)",
            "Keep the default JSON payload; tick the notification types to hear about.",
            "Test, then Save Changes: the test shows in `thriftwood events list`.",
        ]
    }) { payload, server in
        let raw = payload["notification_type"]?.text ?? payload["event"]?.text ?? "Unknown"
        let subject = payload["subject"]?.text ?? "a title"
        let requester = payload[path: "request", "requestedBy_username"]?.text
        let by = requester.map { " for \($0)" } ?? ""
        let requestID = payload[path: "request", "request_id"]?.integer
        let requestRoute: AppRoute = requestID.map { .requests(.request(id: $0)) } ?? .requests(.list)
        let issueRoute: AppRoute = .requests(.issues)
        let message = payload["message"]?.text
        func reading(_ type: StackEventType, _ sentence: String, _ route: AppRoute?) -> WebhookReading {
            WebhookReading(type: type, rawType: raw, sentence: sentence, route: route)
        }
        switch raw.uppercased() {
        case "TEST_NOTIFICATION":
            return reading(.test, "Test from \(server.name): Thriftwood hears it.", nil)
        case "MEDIA_PENDING":
            return reading(.requestPending, "Request waiting for approval: \(subject)\(by)", requestRoute)
        case "MEDIA_AUTO_REQUESTED":
            return reading(.requestPending, "Requested from a watchlist: \(subject)\(by)", requestRoute)
        case "MEDIA_APPROVED":
            return reading(.requestApproved, "Request approved: \(subject)\(by)", requestRoute)
        case "MEDIA_AUTO_APPROVED":
            return reading(.requestApproved, "Request approved automatically: \(subject)\(by)", requestRoute)
        case "MEDIA_DECLINED":
            return reading(.requestDeclined, "Request declined: \(subject)\(by)", requestRoute)
        case "MEDIA_AVAILABLE":
            return reading(.requestAvailable, "Available: \(subject)\(by)", requestRoute)
        case "MEDIA_FAILED":
            return reading(.requestFailed, "Request failed: \(subject)\(by)", requestRoute)
        case "ISSUE_CREATED":
            let who = payload[path: "issue", "reportedBy_username"]?.text.map { " by \($0)" } ?? ""
            let kind = payload[path: "issue", "issue_type"]?.text.map { " (\($0.lowercased()))" } ?? ""
            return reading(.issueReported, "Issue reported\(who): \(subject)\(kind)", issueRoute)
        case "ISSUE_COMMENT":
            let who = payload[path: "comment", "commentedBy_username"]?.text.map { " from \($0)" } ?? ""
            let said = payload[path: "comment", "comment_message"]?.text ?? message
            return reading(.issueCommented, "Comment\(who) on \(subject)" + (said.map { ": \($0)" } ?? ""), issueRoute)
        case "ISSUE_RESOLVED":
            return reading(.issueResolved, "Issue resolved: \(subject)", issueRoute)
        case "ISSUE_REOPENED":
            return reading(.issueReopened, "Issue reopened: \(subject)", issueRoute)
        default:
            return reading(.other, "\(server.name) sent \(raw): \(subject)", nil)
        }
    }
}
