import ArrKit
import Foundation
import RadarrAPI
import ThriftwoodCore

extension BulkTargets {
    /// The movies named: the ids, and those the condition admits in the library, with titles.
    func movies(_ client: RadarrClient) async throws -> BulkMatch {
        let library = try await MovieSummary.decodeLibrary(try await client.moviesJSON()).movies.map(\.summary)
        return try await match(
            in: library, id: { $0.id }, title: { TitleLabel.withYear($0.title, year: $0.year) }, client: client)
    }

    /// The movies' ids named: the ids, and those the condition admits in the library.
    func movieIds(_ client: RadarrClient) async throws -> [Int] {
        let library = try await MovieSummary.decodeLibrary(try await client.moviesJSON()).movies.map(\.summary)
        return try await matchedIds(in: library, id: { $0.id }, client: client)
    }
}
