import ArrKit
import Foundation
import NIOHTTP1

extension RadarrClient {
    /// Searches every indexer for a movie's releases (slow: it is a live search).
    public func releases(movieId: Int) async throws -> [Release] {
        try await core.get("/release", query: [("movieId", "\(movieId)")])
    }

    /// Sends a release found by ``releases(movieId:)`` to the download client.
    public func grab(_ request: GrabRequest) async throws -> Release {
        try await core.send(.POST, "/release", body: request)
    }
}
