import ArrKit
import Foundation
import NIOHTTP1

extension ProwlarrClient {
    /// Searches every indexer (or only `indexerIds`) for `query`; the answer comes once every
    /// indexer asked has answered or timed out.
    public func search(
        _ query: String, type: IndexerSearchType = .search, indexerIds: [Int] = [], categories: [Int] = [],
        limit: Int = 100
    ) async throws -> [IndexerRelease] {
        var items: [(String, String)] = [("query", query), ("type", type.rawValue), ("limit", String(limit))]
        items += indexerIds.map { ("indexerIds", String($0)) }
        items += categories.map { ("categories", String($0)) }
        return try await core.get("/search", query: items)
    }

    /// Sends a found release to the download client Prowlarr is set to use.
    public func grab(_ release: IndexerRelease) async throws {
        try await core.sendIgnoringAnswer(
            .POST, "/search", body: Grab(guid: release.guid, indexerId: release.indexerId))
    }

    private struct Grab: Encodable, Sendable {
        let guid: String
        let indexerId: Int
    }
}
