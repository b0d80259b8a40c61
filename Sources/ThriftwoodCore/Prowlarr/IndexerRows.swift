import ArrKit
import Foundation
import ProwlarrAPI
import ServerKit

/// Prowlarr's indexers as a table, worded once for every front end: what each is, whether it
/// is on, failing or left out and until when, and what it did.
public enum IndexerRows {
    /// The columns of the indexers table.
    public static let columns = [
        "Indexer", "Protocol", "Privacy", "Priority", "State", "Queries", "Grabs", "Failed",
        "Response",
    ]

    /// The indexers of `server` with their state at `now`, their statistics and the tests run
    /// on this screen.
    public static func table(
        _ indexers: [ProwlarrIndexer], stats: [IndexerStatistics], statuses: [IndexerStatus],
        tests: [Int: ProviderTestResult], now: Date, server: String
    ) -> DisplayTable {
        let statsById = Dictionary(stats.map { ($0.indexerId, $0) }, uniquingKeysWith: { first, _ in first })
        let statusById = Dictionary(statuses.map { ($0.indexerId, $0) }, uniquingKeysWith: { first, _ in first })
        let rows = indexers.sorted(by: order).map { indexer in
            row(
                indexer, stats: statsById[indexer.id], status: indexer.status ?? statusById[indexer.id],
                test: tests[indexer.id], now: now, server: server)
        }
        let failing = indexers.filter { isFailing($0, status: $0.status ?? statusById[$0.id], now: now) }
        return DisplayTable(
            columns: columns, rows: rows, empty: "\(server) has no indexers yet. Add them in Prowlarr's web interface.",
            actions: indexers.contains(where: \.enable)
                ? [TableAction(id: "testAll", label: "Test all", key: "T", progress: "Testing every indexer…")] : [],
            summary: summary(indexers, failing: failing.count, stats: stats), flexibleColumn: 0,
            narrowDrops: [2, 3, 8, 1, 7, 6])
    }

    /// "6 indexers · 5 on · 1 failing · 7,256 queries · 743 grabs".
    static func summary(_ indexers: [ProwlarrIndexer], failing: Int, stats: [IndexerStatistics]) -> String {
        var parts = [Format.plural(indexers.count, "indexer"), "\(indexers.filter(\.enable).count) on"]
        if failing > 0 { parts.append("\(failing) failing") }
        if !stats.isEmpty {
            let queries = stats.map(\.numberOfQueries).sum()
            let grabs = stats.map(\.numberOfGrabs).sum()
            parts += [
                "\(grouped(queries)) \(queries == 1 ? "query" : "queries")",
                "\(grouped(grabs)) \(grabs == 1 ? "grab" : "grabs")",
            ]
        }
        return parts.joined(separator: " · ")
    }

    /// Whether `indexer` fails now: Prowlarr leaves it out, or it failed in the last hour.
    public static func isFailing(_ indexer: ProwlarrIndexer, status: IndexerStatus?, now: Date) -> Bool {
        guard indexer.enable, let status else { return false }
        if status.isDisabled(at: now) { return true }
        return status.mostRecentFailure.map { now.timeIntervalSince($0) < 3600 } ?? false
    }

    private static func order(_ lhs: ProwlarrIndexer, _ rhs: ProwlarrIndexer) -> Bool {
        if lhs.enable != rhs.enable { return lhs.enable }
        return (lhs.priority ?? 25, lhs.name.lowercased()) < (rhs.priority ?? 25, rhs.name.lowercased())
    }

    private static func row(
        _ indexer: ProwlarrIndexer, stats: IndexerStatistics?, status: IndexerStatus?, test: ProviderTestResult?,
        now: Date, server: String
    ) -> DisplayRow {
        let (state, tone, notes) = state(indexer, status: status, test: test, now: now, server: server)
        var actions = [
            TableAction(
                id: "test", label: "Test", key: "t", progress: "Testing \(indexer.name)…", target: "\(indexer.id)",
                subject: indexer.name)
        ]
        actions.append(
            indexer.enable
                ? TableAction(
                    id: "disable", label: "Switch off", key: "d", progress: "Switching \(indexer.name) off…",
                    target: "\(indexer.id)", subject: indexer.name)
                : TableAction(
                    id: "enable", label: "Switch on", key: "e", progress: "Switching \(indexer.name) on…",
                    target: "\(indexer.id)", subject: indexer.name))
        let priority: String = indexer.priority.map(String.init) ?? "—"
        var counts: [String] = ["—", "—", "—", "—"]
        if let stats {
            let response: String = stats.averageResponseTime.map { grouped($0) + " ms" } ?? "—"
            counts = [grouped(stats.numberOfQueries), grouped(stats.numberOfGrabs), failedShare(stats), response]
        }
        let cells: [String] =
            [indexer.name, protocolName(indexer.downloadProtocol), privacyName(indexer.privacy), priority, state]
            + counts
        return DisplayRow(id: "\(indexer.id)", cells: cells, tone: tone, notes: notes, actions: actions)
    }

    /// The state cell, its tone and the lines under the row.
    static func state(
        _ indexer: ProwlarrIndexer, status: IndexerStatus?, test: ProviderTestResult?, now: Date, server: String
    ) -> (String, StatusTone, [String]) {
        var notes: [String] = []
        if let test, !test.passed {
            notes += test.failures.compactMap(\.errorMessage).map { "Test failed: \($0)" }
        }
        guard indexer.enable else { return ("Off", .quiet, notes) }
        if let status, let since = status.initialFailure ?? status.mostRecentFailure {
            var line = "Failing since \(Format.ago(since, now: now))"
            if let last = status.mostRecentFailure, last != since {
                line += "; last failure \(Format.ago(last, now: now))"
            }
            if let until = status.disabledTill, until > now {
                line += "; \(server) leaves it out until \(Format.dateTime(until))."
                return ("Failing · back \(inTime(until, now: now))", .problem, [line] + notes)
            }
            if isFailing(indexer, status: status, now: now) {
                return ("Failed lately", .attention, [line + "."] + notes)
            }
        }
        if let test { return test.passed ? ("On · test passed", .good, notes) : ("On · test failed", .problem, notes) }
        return ("On", .neutral, notes)
    }

    /// "in 3 hours", "in 12 minutes".
    static func inTime(_ date: Date, now: Date) -> String {
        let seconds = Int(clamping: min(max(0, date.timeIntervalSince(now)), 3e9))
        switch seconds {
        case ..<60: return "in a moment"
        case ..<3600: return "in " + Format.plural(seconds / 60, "minute")
        case ..<172_800: return "in " + Format.plural(seconds / 3600, "hour")
        default: return "in " + Format.plural(seconds / 86_400, "day")
        }
    }

    /// "usenet", "torrent".
    static func protocolName(_ value: DownloadProtocol?) -> String {
        switch value {
        case .usenet: "Usenet"
        case .torrent: "Torrent"
        case .unknown(let name): name.isEmpty ? "—" : name
        case nil: "—"
        }
    }

    static func privacyName(_ value: IndexerPrivacy?) -> String {
        switch value {
        case .public: "Public"
        case .semiPrivate: "Semi-private"
        case .private: "Private"
        case .unknown(let name): name.isEmpty ? "—" : name
        case nil: "—"
        }
    }

    /// "188 (20 %)".
    static func failedShare(_ stats: IndexerStatistics) -> String {
        guard stats.numberOfQueries > 0 else { return grouped(stats.numberOfFailedQueries) }
        let share = stats.numberOfFailedQueries.double / stats.numberOfQueries.double
        return "\(grouped(stats.numberOfFailedQueries)) (\(Format.percent(share)))"
    }

    /// "7,256".
    static func grouped(_ number: Int) -> String { Format.grouped(number) }

    /// "7,256", for a server's count.
    static func grouped(_ count: ServerCount) -> String { Format.grouped(count.asInt) }
}

extension IndexerRows {
    /// The columns of the statistics.
    public static let statisticsColumns = [
        "Indexer", "Queries", "RSS", "Failed queries", "Grabs", "Failed grabs", "Response",
    ]

    /// What each indexer did, busiest first, with the whole server's totals as the summary.
    public static func statistics(_ stats: [IndexerStatistics], server: String) -> DisplayTable {
        let rows = stats.sorted { ($0.numberOfQueries, $0.indexerId) > ($1.numberOfQueries, $1.indexerId) }.map {
            entry in
            DisplayRow(
                id: "\(entry.indexerId)",
                cells: [
                    entry.indexerName ?? "indexer \(entry.indexerId)", grouped(entry.numberOfQueries),
                    grouped(entry.numberOfRssQueries), failedShare(entry), grouped(entry.numberOfGrabs),
                    grouped(entry.numberOfFailedGrabs), entry.averageResponseTime.map { grouped($0) + " ms" } ?? "—",
                ],
                tone: entry.numberOfQueries > 0 && entry.numberOfFailedQueries * 10 > entry.numberOfQueries
                    ? .attention : .neutral)
        }
        return DisplayTable(
            columns: statisticsColumns, rows: rows, empty: "\(server) has counted nothing yet.", flexibleColumn: 0)
    }
}
