import Foundation
import RadarrAPI

extension MovieSummary {
    /// Decodes summaries straight from Radarr's `GET /movie` JSON, on every core, skipping the
    /// fields a list does not show (images, genres, media info…); each keeps its raw JSON.
    ///
    /// This is how the movies list refreshes and how `movies list` reads the library. The byte
    /// scanner does the work (several times faster than `JSONDecoder`); anything it cannot read
    /// goes through `JSONDecoder`, which says precisely what is wrong.
    public static func decodeLibrary(_ data: Data) async throws -> [(summary: MovieSummary, json: Data)] {
        if let scanned = await scanLibrary(data) { return scanned }
        do {
            return try await decodeLibraryWithDecoder(data)
        } catch let error as DecodingError {
            throw RadarrError.decoding(
                endpoint: "GET /movie", field: "\(error)", reason: "the library could not be read")
        }
    }
}

extension MovieSummary {
    /// The fast path: the scanner over batches on every core; nil when anything is off.
    static func scanLibrary(_ data: Data) async -> [(summary: MovieSummary, json: Data)]? {
        let scanned = try? await JSONArrayBatches.map(data, batchSize: 1_000) { data, batch in
            try data.withUnsafeBytes { try MovieSummaryScanner.summaries($0, ranges: batch) }
        }
        guard let scanned else { return nil }
        return scanned.compactMap { item in item.value.map { (summary: $0, json: item.json) } }
    }

    /// The `Codable` path the scanner is checked against (and falls back to).
    static func decodeLibraryWithDecoder(_ data: Data) async throws -> [(summary: MovieSummary, json: Data)] {
        try await RadarrJSON.decodeArrayKeepingJSON(WireMovieSummary.self, from: data).compactMap { item in
            item.element.summary.map { (summary: $0, json: item.json) }
        }
    }
}
