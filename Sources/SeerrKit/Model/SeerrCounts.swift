import ArrKit
import ServerKit

/// `GET /request/count`: how many requests in each state.
public struct SeerrRequestCounts: Hashable, Sendable {
    /// All requests.
    public let total: ServerCount
    /// Waiting for approval.
    public let pending: ServerCount
    /// Approved.
    public let approved: ServerCount
    /// Declined.
    public let declined: ServerCount
    /// Approved and on their way.
    public let processing: ServerCount
    /// Available.
    public let available: ServerCount

    /// Creates counts.
    public init(
        total: ServerCount, pending: ServerCount, approved: ServerCount, declined: ServerCount, processing: ServerCount,
        available: ServerCount
    ) {
        self.total = total
        self.pending = pending
        self.approved = approved
        self.declined = declined
        self.processing = processing
        self.available = available
    }

    /// Reads the counts; a missing number is 0.
    public init(record: JSONValue) {
        func count(_ key: String) -> ServerCount { max(0, ServerCount(record[key]?.int64 ?? 0)) }
        self.init(
            total: count("total"), pending: count("pending"), approved: count("approved"),
            declined: count("declined"), processing: count("processing"), available: count("available"))
    }
}

/// `GET /issue/count`: open and resolved issues.
public struct SeerrIssueCounts: Hashable, Sendable {
    /// All issues.
    public let total: ServerCount
    /// Still open.
    public let open: ServerCount
    /// Resolved.
    public let closed: ServerCount

    /// Reads the counts; a missing number is 0.
    public init(record: JSONValue) {
        total = max(0, ServerCount(record["total"]?.int64 ?? 0))
        open = max(0, ServerCount(record["open"]?.int64 ?? 0))
        closed = max(0, ServerCount(record["closed"]?.int64 ?? 0))
    }
}

/// One page of a list Seerr pages (`pageInfo` + `results`), with the records it could not read
/// counted rather than dropped silently.
public struct SeerrPage<Item: Sendable>: Sendable {
    /// The items read, in the server's order.
    public let items: [Item]
    /// How many there are in all, across pages.
    public let total: ServerCount
    /// How many records on this page could not be read.
    public let unreadable: Int

    /// Creates a page.
    public init(items: [Item], total: ServerCount, unreadable: Int) {
        self.items = items
        self.total = total
        self.unreadable = unreadable
    }
}
