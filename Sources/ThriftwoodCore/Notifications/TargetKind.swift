import Foundation
import NIOCore
import NIOHTTP1
import ServerKit

/// A kind of notification target: how its request is built from a message. Each lives in its
/// own file under `Targets/` and is listed once in ``all``.
public struct TargetKind: Sendable {
    /// The id the CLI and the database use (`ntfy`).
    public let id: String
    /// The name people know it by.
    public let displayName: String
    /// What `topic` means for it ("topic"); nil when it takes none.
    public let topicMeaning: String?
    /// What `token` means for it ("access token"); nil when it takes none.
    public let tokenMeaning: String?
    /// The request that delivers `message` to `target`.
    public let request:
        @Sendable (_ message: TargetMessage, _ target: NotificationTarget) throws(CoreError) ->
            TransportRequest

    /// The kinds this build delivers to.
    public static let all: [TargetKind] = [.ntfy, .gotify, .apprise, .jsonWebhook]

    /// The kind with id `id` (any case); nil for one this build does not know.
    public static func named(_ id: String) -> TargetKind? {
        all.first { $0.id.caseInsensitiveCompare(id) == .orderedSame }
    }

    /// A POST of `json` to `url`, with `headers`.
    static func postJSON(
        _ json: [String: Any], to url: String, headers: [(name: String, value: String)] = []
    ) throws(CoreError) -> TransportRequest {
        let data: Data
        do {
            data = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys, .withoutEscapingSlashes])
        } catch {
            throw CoreError.invalid(["target": "The message could not be written as JSON (\(error))."])
        }
        return try post(data, to: url, headers: headers + [("Content-Type", "application/json")])
    }

    /// A POST of `body` to `url`, with `headers`; a short wait for the answer, since a
    /// delivery is retried rather than waited on.
    static func post(
        _ body: Data, to url: String, headers: [(name: String, value: String)]
    ) throws(CoreError) -> TransportRequest {
        guard let parsed = URL(string: url), let host = parsed.host, !host.isEmpty,
            ["http", "https"].contains(parsed.scheme?.lowercased() ?? "")
        else { throw CoreError.invalid(["target": "\(url) is not an http or https address."]) }
        return TransportRequest(
            method: .POST, url: url, host: host, headers: headers, body: ByteBuffer(bytes: body),
            headTimeout: .seconds(15), maxBytes: 1 << 20)
    }

    /// `base` without a trailing slash, then `path`.
    static func joined(_ base: String, _ path: String) -> String {
        (base.hasSuffix("/") ? String(base.dropLast()) : base) + path
    }
}
