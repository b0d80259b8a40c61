import ArrKit
import ServerKit

/// One page of a Bazarr list (`{data: [...], total}`): the records that could be read, the
/// total across pages, and how many were left out.
public struct BazarrPage<Record: Decodable & Sendable>: Decodable, Sendable {
    /// This page's records.
    public var records: [Record]
    /// How many records all pages hold.
    public var total: ServerCount
    /// Records of this page that could not be read and were left out.
    public var skipped: Int

    private enum CodingKeys: String, CodingKey { case data, total }

    /// Reads a page; one unreadable record does not lose the others.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let elements = (try? c.decodeIfPresent([LenientElement<Record>].self, forKey: .data)) ?? []
        records = elements.compactMap(\.value)
        skipped = elements.count - records.count
        total = c.lenientCount(forKey: .total) ?? ServerCount(records.count)
    }

    /// Creates a page.
    public init(records: [Record], total: ServerCount) {
        self.records = records
        self.total = total
        self.skipped = 0
    }
}
