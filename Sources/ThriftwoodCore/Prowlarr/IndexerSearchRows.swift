import ArrKit
import Foundation
import ProwlarrAPI
import ServerKit

/// A search across Prowlarr's indexers as a table: each result's title, indexer, size, age,
/// peers and protocol, newest first, with its grab — asked first, naming the release.
public enum IndexerSearchRows {
    /// The columns of the results.
    public static let columns = ["Title", "Indexer", "Size", "Age", "Peers", "Protocol"]

    /// The row id of a result: its indexer and guid.
    public static func id(of release: IndexerRelease) -> String { "\(release.indexerId):\(release.guid)" }

    /// The results of `query` on `server`; `failing` names the indexers that were left out.
    public static func table(
        _ releases: [IndexerRelease], query: String?, failing: [String], now: Date, server: String
    ) -> DisplayTable {
        guard let query, !query.trimmingCharacters(in: .whitespaces).isEmpty else {
            return DisplayTable(
                columns: columns, rows: [], empty: "Type what to search for; every indexer of \(server) is asked.",
                flexibleColumn: 0)
        }
        let sorted = releases.sorted { ($0.publishDate ?? .distantPast) > ($1.publishDate ?? .distantPast) }
        let rows = sorted.map { release in
            let name = release.indexer ?? "indexer \(release.indexerId)"
            let size = release.size.map(Format.bytes) ?? "—"
            return DisplayRow(
                id: id(of: release),
                cells: [
                    release.title, name, size, release.publishDate.map { Format.ago($0, now: now) } ?? "—",
                    peers(release), IndexerRows.protocolName(release.downloadProtocol),
                ],
                tone: release.downloadProtocol == .torrent && release.seeders == 0 ? .quiet : .neutral,
                notes: release.categories.isEmpty ? [] : [release.categories.joined(separator: ", ")],
                actions: [
                    TableAction(
                        id: "grab", label: "Grab", key: "g",
                        progress: "Sending “\(release.title)” to the download client…",
                        question:
                            "Grab “\(release.title)” (\(size)) from \(name)? \(server) sends it to its download client.",
                        target: id(of: release))
                ])
        }
        let indexers = Set(releases.map(\.indexerId)).count
        var summary = "\(Format.plural(releases.count, "result")) from \(Format.plural(indexers, "indexer"))"
        if !failing.isEmpty { summary += " · left out, failing: \(failing.joined(separator: ", "))" }
        return DisplayTable(
            columns: columns, rows: rows, empty: "No indexer of \(server) found “\(query)”.", summary: summary,
            flexibleColumn: 0, narrowDrops: [5, 4, 3])
    }

    /// "120 ↑ 4 ↓" for a torrent, "—" for usenet.
    static func peers(_ release: IndexerRelease) -> String {
        guard release.downloadProtocol == .torrent || release.seeders != nil else { return "—" }
        return "\(release.seeders.map(String.init) ?? "?") ↑ \(release.leechers.map(String.init) ?? "?") ↓"
    }
}
