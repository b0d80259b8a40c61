import ArgumentParser
import ArrKit
import Foundation
import ProwlarrAPI
import ThriftwoodCore

/// What `indexers` does on a Prowlarr: its indexers with their state and statistics, its
/// counts, its tests, switching indexers on and off, and grabbing what a search found.
enum ProwlarrIndexers {
    /// The options of an `indexers` command: which server, and whether it is Prowlarr.
    static func isProwlarr(_ options: AdminServerOptions) async throws -> Bool {
        if let service = options.service { return service == .prowlarr }
        return try await options.connection.meansProwlarr()
    }

    /// Lists the indexers; with `tests`, only the ones tested, each with its result (exit 1
    /// when any failed).
    static func list(on chosen: ChosenProwlarr, tests: [ProviderTestResult] = [], json: Bool) async throws {
        let client = chosen.client
        let indexers = try await client.indexers()
        if json {
            if tests.isEmpty { return try printJSON(indexers) }
            try printJSON(tests)
            if tests.contains(where: { !$0.passed }) { throw ExitCode.failure }
            return
        }
        let stats = (try? await client.indexerStats())?.indexers ?? []
        let results = Dictionary(tests.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var table = IndexerRows.table(
            indexers, stats: stats, statuses: [], tests: results, now: Date(), server: chosen.name)
        if !tests.isEmpty { table.rows = table.rows.filter { row in results.keys.contains { "\($0)" == row.id } } }
        printDisplayTable(table, idColumn: true)
        let failed = tests.filter { !$0.passed }
        if !tests.isEmpty {
            print(failed.isEmpty ? "Test passed." : "\(failed.count) of \(tests.count) failed \(chosen.name)'s test.")
        }
        if !failed.isEmpty { throw ExitCode.failure }
    }

    /// What each indexer did.
    static func stats(on chosen: ChosenProwlarr, json: Bool) async throws {
        let report = try await chosen.client.indexerStats()
        if json { return try printJSON(report.indexers) }
        printDisplayTable(IndexerRows.statistics(report.indexers, server: chosen.name), idColumn: true)
    }

    /// Switches the indexers `ids` on or off in one request, naming them.
    static func setEnabled(_ ids: [Int], on: Bool, chosen: ChosenProwlarr) async throws {
        let indexers = try await chosen.client.indexers()
        let unknown = ids.filter { id in !indexers.contains { $0.id == id } }
        guard unknown.isEmpty else {
            throw CLIError(
                "\(chosen.name) has no indexer \(unknown.map(String.init).joined(separator: ", ")); "
                    + "`thriftwood indexers list` shows their ids.")
        }
        try await chosen.client.setIndexers(ids, enabled: on)
        let names = indexers.filter { ids.contains($0.id) }.map(\.name)
        print("Switched \(on ? "on" : "off"): \(names.joined(separator: ", ")).")
    }

    /// Runs Prowlarr's test of one indexer (`id`) or of all (nil) and lists the tested ones.
    static func test(id: Int?, on chosen: ChosenProwlarr, json: Bool) async throws {
        let results =
            if let id { [try await chosen.client.testIndexer(id: id)] } else {
                try await chosen.client.testAllIndexers()
            }
        try await list(on: chosen, tests: results, json: json)
    }

    /// Grabs a release a search found, after `--yes` (the question names the indexer).
    static func grab(guid: String, indexer: Int, on chosen: ChosenProwlarr, yes: Bool) async throws {
        let name = try await chosen.client.indexers().first { $0.id == indexer }?.name ?? "indexer \(indexer)"
        guard yes else {
            throw CLIError(
                "Grab \(guid) from \(name)? \(chosen.name) sends it to its download client. Add --yes to grab it.")
        }
        try await chosen.client.grab(IndexerRelease(guid: guid, indexerId: indexer, title: guid))
        print("Sent \(guid) from \(name) to \(chosen.name)'s download client.")
    }
}

extension ProwlarrIndexers {
    /// `search --indexers TEXT`: every indexer of the chosen Prowlarr asked at once, the results
    /// newest first with the ID `indexers grab` takes; the failing indexers left out are named.
    static func search(_ text: String, connection: ConnectionOptions, json: Bool) async throws {
        try await connection.withProwlarr { chosen in
            Progress.note("Asking every indexer of \(chosen.name)…")
            async let indexers = try? chosen.client.indexers()
            let releases = try await chosen.client.search(text)
            Progress.done()
            if json { return try printJSON(releases) }
            let now = Date()
            let failing = (await indexers ?? []).filter { IndexerRows.isFailing($0, status: $0.status, now: now) }
            let table = IndexerSearchRows.table(
                releases, query: text, failing: failing.map(\.name), now: now, server: chosen.name)
            printDisplayTable(
                DisplayTable(
                    columns: table.columns, rows: table.rows.map { DisplayRow(id: $0.id, cells: $0.cells) },
                    empty: table.empty, summary: table.summary), idColumn: true)
        }
    }

    /// The newest `limit` entries of the history (of one indexer when given).
    static func history(on chosen: ChosenProwlarr, indexer: Int?, limit: Int, json: Bool) async throws {
        async let indexers = try? chosen.client.indexers()
        let page = try await chosen.client.history(page: 1, pageSize: max(1, min(limit, 1000)), indexerId: indexer)
        if json { return try printJSON(page.records) }
        let names = Dictionary((await indexers ?? []).map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        printDisplayTable(ProwlarrHistoryRows.table(page, names: names, now: Date()))
    }
}
