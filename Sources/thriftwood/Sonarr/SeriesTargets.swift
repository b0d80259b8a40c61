import ArrKit
import Foundation
import SonarrAPI
import ThriftwoodCore

extension BulkTargets {
    /// The series named: the ids, and those the condition admits in the library, with titles.
    func series(_ client: SonarrClient) async throws -> BulkMatch {
        try await match(
            in: try await client.series(), id: { $0.id }, title: { TitleLabel.withYear($0.title, year: $0.year) },
            client: client)
    }

    /// The series' ids named: the ids, and those the condition admits in the library.
    func seriesIds(_ client: SonarrClient) async throws -> [Int] {
        try await matchedIds(in: try await client.series(), id: { $0.id }, client: client)
    }
}
