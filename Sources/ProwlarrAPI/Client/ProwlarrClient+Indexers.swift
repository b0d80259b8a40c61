import ArrKit
import Foundation
import NIOHTTP1

extension ProwlarrClient {
    /// Every indexer, each with its failure state when the server embeds it.
    public func indexers() async throws -> [ProwlarrIndexer] { try await core.get("/indexer") }

    /// The indexers that failed lately, and until when each is left out.
    public func indexerStatuses() async throws -> [IndexerStatus] { try await core.get("/indexerstatus") }

    /// Queries, grabs, failures and response times per indexer.
    public func indexerStats() async throws -> IndexerStatsReport { try await core.get("/indexerstats") }

    /// Turns the indexers `ids` on or off in one request (`PUT /indexer/bulk`).
    public func setIndexers(_ ids: [Int], enabled: Bool) async throws {
        guard !ids.isEmpty else { return }
        try await core.sendIgnoringAnswer(.PUT, "/indexer/bulk", body: BulkEnable(ids: ids, enable: enabled))
    }

    /// Prowlarr's own test of one indexer (the stored indexer sent back to `/indexer/test`).
    public func testIndexer(id: Int) async throws -> ProviderTestResult {
        try await testProvider(.indexers, id: id)
    }

    /// Prowlarr's test of every indexer: one result each (a failure is a result, not an error).
    public func testAllIndexers() async throws -> [ProviderTestResult] { try await testAllProviders(.indexers) }

    private struct BulkEnable: Encodable, Sendable {
        let ids: [Int]
        let enable: Bool
    }
}
