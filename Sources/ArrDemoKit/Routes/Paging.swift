import ArrKit
import Hummingbird
import ServerKit

/// The *arr paging parameters (`page`, `pageSize` defaulting to 10, `sortDirection`
/// defaulting to descending) and envelope.
package struct Paging {
    package let page: Int
    package let pageSize: Int
    package let sortDirection: String

    /// Reads the paging parameters of `request`; an omitted direction is descending unless
    /// the endpoint sorts ascending by default (the queue, by time left).
    package init(_ request: Request, ascendingByDefault: Bool = false) {
        page = max(1, request.arrQuery.get("page", as: Int.self) ?? 1)
        pageSize = min(1000, max(1, request.arrQuery.get("pageSize", as: Int.self) ?? 10))
        sortDirection =
            request.arrQuery.get("sortDirection").map { String($0) }
            ?? (ascendingByDefault ? "ascending" : "descending")
    }

    /// One page of `all`, sorted by `sortKey`.
    package func page<Record: Sendable & Codable & Hashable>(
        _ all: some Collection<Record>, sortKey: String
    ) -> Paged<Record> {
        // A page far past the end is an empty page, never an overflow.
        let (offset, overflow) = (page - 1).multipliedReportingOverflow(by: pageSize)
        let records: [Record] = Array(all.dropFirst(overflow ? Int.max : offset).prefix(pageSize))
        return Paged(
            page: page, pageSize: pageSize, sortKey: sortKey, sortDirection: sortDirection,
            totalRecords: ServerCount(all.count),
            records: records)
    }
}
