import ArrKit
import Foundation
import ProwlarrAPI
import ServerKit

/// Prowlarr's history as a table: when, what, which indexer, the query or the release, who
/// asked, and whether it worked.
public enum ProwlarrHistoryRows {
    /// The columns of the history.
    public static let columns = ["When", "Event", "Indexer", "Query or release", "Asked by", "Result"]

    /// One page of history; `names` maps indexer ids to their names.
    public static func table(_ page: Paged<ProwlarrHistoryRecord>, names: [Int: String], now: Date) -> DisplayTable {
        let rows = page.records.map { record in
            DisplayRow(
                id: "\(record.id)",
                cells: [
                    record.date.map { Format.ago($0, now: now) } ?? "—", event(record.eventType),
                    record.indexerId.flatMap { names[$0] } ?? record.indexerId.map { "indexer \($0)" } ?? "—",
                    record.data["query"] ?? record.data["grabTitle"] ?? record.data["title"] ?? "—",
                    record.data["source"] ?? "—", record.successful ? "Worked" : "Failed",
                ],
                tone: record.successful ? .neutral : .problem)
        }
        let shown = page.records.count
        return DisplayTable(
            columns: columns, rows: rows, empty: "Nothing has been searched or grabbed yet.",
            summary: ServerCount(shown) < page.totalRecords
                ? "The newest \(shown) of \(Format.grouped(page.totalRecords))" : nil,
            flexibleColumn: 3, narrowDrops: [4, 1])
    }

    /// "Query", "RSS", "Grab", "Login", "Info".
    static func event(_ type: ProwlarrHistoryEvent) -> String {
        switch type {
        case .releaseGrabbed: "Grab"
        case .indexerQuery: "Query"
        case .indexerRss: "RSS"
        case .indexerAuth: "Login"
        case .indexerInfo: "Info"
        case .unknown(let name): name
        }
    }
}
