import Foundation
import ServerKit

/// A reason the server rejects a release; older servers send plain strings.
public struct Rejection: Hashable, Sendable, Codable {
    /// Why it is rejected.
    public var reason: String
    /// `permanent` or `temporary`.
    public var type: String?

    /// Creates a rejection.
    public init(reason: String, type: String? = "permanent") {
        self.reason = reason
        self.type = type
    }

    private enum CodingKeys: String, CodingKey { case reason, type }

    /// Decodes an object `{reason, type}` or a plain string.
    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            reason = text
            type = nil
            return
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        reason = try c.decodeIfPresent(String.self, forKey: .reason) ?? ""
        type = try c.decodeIfPresent(String.self, forKey: .type)
    }

    /// Encodes as a plain string, the shape the OpenAPI documents give `rejections`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(reason)
    }
}

/// A titled group of status messages on a queue item.
public struct StatusMessage: Hashable, Sendable, Codable {
    /// The group's title.
    public var title: String?
    /// The messages.
    public var messages: [String]?

    /// Creates a status message.
    public init(title: String? = nil, messages: [String]? = nil) {
        self.title = title
        self.messages = messages
    }
}

/// The queue's totals from `GET /queue/status`.
public struct QueueStatus: Hashable, Sendable, Codable {
    /// Items in the queue.
    public var totalCount: ServerCount?
    /// Items counted (excluding unknown ones).
    public var count: ServerCount?
    /// Items not matched to a movie.
    public var unknownCount: ServerCount?
    /// Whether any item has an error.
    public var errors: Bool?
    /// Whether any item has a warning.
    public var warnings: Bool?

    /// Creates a queue status.
    public init(totalCount: ServerCount? = nil, count: ServerCount? = nil, errors: Bool? = nil, warnings: Bool? = nil) {
        self.totalCount = totalCount
        self.count = count
        self.errors = errors
        self.warnings = warnings
    }
}
