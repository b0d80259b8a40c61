import Foundation
import RadarrAPI

extension MovieSummary {
    /// Decodes summaries straight from Radarr's `GET /movie` JSON, on every core, skipping the
    /// fields a list does not show (images, genres, media info…); each keeps its raw JSON.
    ///
    /// This is how the movies list refreshes and how `movies list` reads the library: about
    /// twice as fast as decoding full ``RadarrAPI/Movie`` values.
    public static func decodeLibrary(_ data: Data) async throws -> [(summary: MovieSummary, json: Data)] {
        if let scanned = await scanLibrary(data) { return scanned }
        do {
            return try await RadarrJSON.decodeArrayKeepingJSON(WireMovieSummary.self, from: data).compactMap { item in
                item.element.summary.map { (summary: $0, json: item.json) }
            }
        } catch let error as DecodingError {
            throw RadarrError.decoding(
                endpoint: "GET /movie", field: "\(error)", reason: "the library could not be read")
        }
    }
}

extension MovieSummary {
    /// The fast path: split the array, scan batches on every core; nil when anything is off.
    static func scanLibrary(_ data: Data) async -> [(summary: MovieSummary, json: Data)]? {
        guard let ranges = RadarrJSON.arrayElementRanges(in: data) else { return nil }
        let batch = 1_000
        let starts = Array(stride(from: 0, to: ranges.count, by: batch))
        let scanned: [[MovieSummary?]]? = await withTaskGroup(of: (Int, [MovieSummary?]?).self) { group in
            for (number, start) in starts.enumerated() {
                let slice = ranges[start..<min(ranges.count, start + batch)]
                group.addTask {
                    let result = data.withUnsafeBytes { bytes in
                        try? MovieSummaryScanner.summaries(bytes, ranges: slice)
                    }
                    return (number, result)
                }
            }
            var parts = [[MovieSummary?]?](repeating: nil, count: starts.count)
            for await (number, part) in group { parts[number] = part }
            return parts.contains { $0 == nil } ? nil : parts.compactMap { $0 }
        }
        guard let scanned else { return nil }
        let base = data.startIndex
        var result: [(summary: MovieSummary, json: Data)] = []
        result.reserveCapacity(ranges.count)
        for (range, summary) in zip(ranges, scanned.joined()) {
            guard let summary else { continue }
            result.append((summary, data[(base + range.lowerBound)..<(base + range.upperBound)]))
        }
        return result
    }

    /// The `Codable` path the scanner is checked against (and falls back to).
    static func decodeLibraryWithDecoder(_ data: Data) async throws -> [(summary: MovieSummary, json: Data)] {
        try await RadarrJSON.decodeArrayKeepingJSON(WireMovieSummary.self, from: data).compactMap { item in
            item.element.summary.map { (summary: $0, json: item.json) }
        }
    }
}
