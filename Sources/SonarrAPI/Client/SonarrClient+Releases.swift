import ArrKit
import NIOHTTP1

extension SonarrClient {
    /// Searches every indexer for one episode's releases (slow: a live search).
    public func releases(episodeId: Int) async throws -> [SonarrRelease] {
        try await core.get("/release", query: [("episodeId", "\(episodeId)")])
    }

    /// Searches every indexer for a season's releases, packs included (slow).
    public func releases(seriesId: Int, seasonNumber: Int) async throws -> [SonarrRelease] {
        try await core.get("/release", query: [("seriesId", "\(seriesId)"), ("seasonNumber", "\(seasonNumber)")])
    }

    /// Sends a release found by a search to the download client.
    public func grab(_ request: SonarrGrabRequest) async throws -> SonarrRelease {
        try await core.send(.POST, "/release", body: request)
    }
}
