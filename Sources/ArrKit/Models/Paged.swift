import ServerKit

/// One page of a paged endpoint (`/queue`, `/history`, `/wanted/missing`, `/log`).
public struct Paged<Record: Sendable & Codable & Hashable>: Hashable, Sendable, Codable {
    /// The page number, from 1.
    public var page: Int
    /// How many records a page holds.
    public var pageSize: Int  // bounded: used only where pageCount checks it is positive
    /// The key the records are sorted by.
    public var sortKey: String?
    /// `ascending`, `descending` or `default`.
    public var sortDirection: String?
    /// How many records all pages hold together.
    public var totalRecords: ServerCount
    /// This page's records.
    public var records: [Record]
    /// Records of this page that could not be read and were left out.
    public var skipped: [SkippedRecord] = []

    /// Creates a page.
    public init(
        page: Int, pageSize: Int, sortKey: String? = nil, sortDirection: String? = nil, totalRecords: ServerCount,
        records: [Record]
    ) {
        self.page = page
        self.pageSize = pageSize
        self.sortKey = sortKey
        self.sortDirection = sortDirection
        self.totalRecords = totalRecords
        self.records = records
    }

    private enum CodingKeys: String, CodingKey {
        case page, pageSize, sortKey, sortDirection, totalRecords, records
    }

    /// Decodes a page, defaulting missing counters; a counter past Int's range (`1e19`) is
    /// clamped and one that is not a number is defaulted, so the records stay readable.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        page = c.lenientInt(forKey: .page) ?? 1
        pageSize = c.lenientInt(forKey: .pageSize) ?? 10
        sortKey = try c.decodeIfPresent(String.self, forKey: .sortKey)
        sortDirection = try c.decodeIfPresent(String.self, forKey: .sortDirection)
        let elements = try c.decodeIfPresent([LenientElement<Record>].self, forKey: .records) ?? []
        (records, skipped) = readable(elements)
        totalRecords = c.lenientCount(forKey: .totalRecords) ?? ServerCount(records.count)
    }

    /// How many pages there are in all.
    public var pageCount: Int {  // bounded: computed on ServerCount, at least 1
        guard pageSize > 0 else { return 1 }
        let size = ServerCount(pageSize)
        return max(1, ((totalRecords + size - 1) / size).asInt)
    }
}

extension Paged: LeavesOutUnreadableRecords {
    package var skippedRecords: [SkippedRecord] { skipped }
    package var receivedRecords: Int { records.count + skipped.count }
}
