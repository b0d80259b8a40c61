import ArrKit
import Foundation
import LidarrAPI
import ThriftwoodCore

extension BulkTargets {
    /// The artists named: the ids, and those the condition admits in the library, each by name
    /// with what is on disk.
    func artists(_ client: LidarrClient) async throws -> BulkMatch {
        try await match(in: try await client.artists(), id: { $0.id }, title: MusicText.named, client: client)
    }
}
