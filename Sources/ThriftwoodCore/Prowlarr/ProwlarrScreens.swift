import ArrKit
import Foundation
import ProwlarrAPI

/// Each of Prowlarr's screens as a ``TableSource``: what it reads and what its actions do, in
/// Prowlarr's and the user's words.
enum ProwlarrScreens {
    /// How a screen reaches its server.
    typealias Connect = @Sendable () async throws -> ProwlarrClient

    /// The source of `route`'s screen on the server named `server`.
    static func source(
        _ route: ProwlarrRoute, server: String, connect: @escaping Connect, now: @escaping @Sendable () -> Date
    ) -> TableSource {
        switch route {
        case .indexers: indexers(server: server, connect: connect, now: now)
        case .search: search(server: server, connect: connect, now: now)
        case .history:
            TableSource { _ in
                let client = try await connect()
                async let names = LoadedPart.capture { try await client.indexers() }
                let page = try await client.history(page: 1, pageSize: 100)
                let indexers = await names.value ?? []
                return ProwlarrHistoryRows.table(
                    page, names: Dictionary(indexers.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first }),
                    now: now())
            }
        case .applications:
            TableSource { _ in
                ProwlarrApplicationRows.table(try await connect().applications(), server: server)
            } perform: { action in
                guard action.id == "sync" else { return "" }
                _ = try await connect().syncApplications()
                return "\(server) synced its indexers to every application."
            }
        }
    }

    /// The indexers: their state, statistics and the tests run here; test, test all, on, off.
    private static func indexers(
        server: String, connect: @escaping Connect, now: @escaping @Sendable () -> Date
    )
        -> TableSource
    {
        let tests = TestResults()
        return TableSource { _ in
            let client = try await connect()
            // Statistics and statuses that cannot be read cost only their columns.
            async let stats = LoadedPart.capture { try await client.indexerStats() }
            async let statuses = LoadedPart.capture { try await client.indexerStatuses() }
            let indexers = try await client.indexers()
            return IndexerRows.table(
                indexers, stats: await stats.value?.indexers ?? [], statuses: await statuses.value ?? [],
                tests: await tests.all, now: now(), server: server)
        } perform: { action in
            let client = try await connect()
            let id = Int(action.target)
            switch (action.id, id) {
            case ("test", let id?):
                let result = try await client.testIndexer(id: id)
                await tests.keep([result])
                let name = action.subject
                return try ProviderTestVerdict.one(name, passed: result.passed, server: server)
            case ("testAll", _):
                let results = try await client.testAllIndexers()
                await tests.keep(results)
                return try ProviderTestVerdict.all(results.map(\.passed), server: server)
            case ("enable", let id?), ("disable", let id?):
                let on = action.id == "enable"
                try await client.setIndexers([id], enabled: on)
                return on
                    ? "Switched \(action.subject) on; \(server) syncs it to the applications it feeds."
                    : "Switched \(action.subject) off; the applications stop searching it after \(server)'s next sync."
            default: return ""
            }
        }
    }

    /// A search across every indexer, with a grab for each result.
    private static func search(
        server: String, connect: @escaping Connect, now: @escaping @Sendable () -> Date
    )
        -> TableSource
    {
        let found = FoundReleases()
        return TableSource(searchPrompt: "Search every indexer of \(server)", reloadsAfterAction: false) { query in
            guard let query, !query.trimmingCharacters(in: .whitespaces).isEmpty else {
                return IndexerSearchRows.table([], query: nil, failing: [], now: now(), server: server)
            }
            let client = try await connect()
            async let indexers = LoadedPart.capture { try await client.indexers() }
            let releases = try await client.search(query)
            await found.keep(releases)
            let failing = (await indexers.value ?? []).filter {
                IndexerRows.isFailing($0, status: $0.status, now: now())
            }.map(\.name)
            return IndexerSearchRows.table(releases, query: query, failing: failing, now: now(), server: server)
        } perform: { action in
            guard action.id == "grab", let release = await found.release(action.target) else {
                return ""
            }
            try await connect().grab(release)
            return "Sent “\(release.title)” to \(server)'s download client."
        }
    }
}

/// The tests run on the indexers screen, kept so each row shows its last result.
private actor TestResults {
    private(set) var all: [Int: ProviderTestResult] = [:]

    func keep(_ results: [ProviderTestResult]) {
        for result in results { all[result.id] = result }
    }
}

/// The releases the last search found, by row id, for their grab.
private actor FoundReleases {
    private var releases: [String: IndexerRelease] = [:]

    func keep(_ found: [IndexerRelease]) {
        releases = Dictionary(found.map { (IndexerSearchRows.id(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
    }

    func release(_ id: String) -> IndexerRelease? { releases[id] }
}
