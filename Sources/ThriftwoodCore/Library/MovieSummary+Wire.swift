import ArrKit
import Foundation
import RadarrAPI

extension MovieSummary {
    /// Decodes summaries straight from Radarr's `GET /movie` JSON, on every core, skipping the
    /// fields a list does not show (images, genres, media info…); each keeps its raw JSON.
    ///
    /// This is how the movies list refreshes and how `movies list` reads the library. The byte
    /// scanner does the work (several times faster than `JSONDecoder`); anything it cannot read
    /// goes through `JSONDecoder`, which says precisely what is wrong.
    public static func decodeLibrary(_ data: Data) async throws -> DecodedLibrary {
        if let scanned = await scanLibrary(data) { return DecodedLibrary(movies: scanned, skipped: []) }
        do {
            return try await decodeLibraryWithDecoder(data)
        } catch {
            throw ArrError(reading: error, endpoint: "GET /movie", body: data, service: .radarr)
        }
    }
}

/// The library as read from `GET /movie`: every readable movie with its JSON, and the
/// movies that could not be read (one odd record never loses the list).
public struct DecodedLibrary: Sendable {
    /// The movies, in the server's order, each with its exact JSON.
    public var movies: [(summary: MovieSummary, json: Data)]
    /// The movies left out, and why.
    public var skipped: [SkippedRecord]

    /// What was left out, for a notice or a warning; nil when nothing was.
    public var skippedReport: SkippedRecords? {
        skipped.isEmpty
            ? nil : SkippedRecords(endpoint: "GET /movie", total: movies.count + skipped.count, records: skipped)
    }
}

extension MovieSummary {
    /// The fast path: the scanner over batches on every core; nil when anything is off.
    static func scanLibrary(_ data: Data) async -> [(summary: MovieSummary, json: Data)]? {
        // One pass on every core, the answer built once; a movie without an id ends the pass
        // (the careful split below finds it, then the decoder says why).
        let walked = await JSONArrayWalk.map(
            data,
            { cursor in
                guard let summary = try MovieSummaryScanner.summary(&cursor) else { throw JSONByteCursor.Malformed() }
                return summary
            }, combine: { (summary: $0, json: $1) })
        if let walked { return walked }
        // The careful split first when a guessed boundary did not hold.
        let scanned = try? await JSONArrayBatches.map(data, batchSize: 1_000) { data, batch in
            try data.withUnsafeBytes { try MovieSummaryScanner.summaries($0, ranges: batch) }
        }
        // A movie the scanner cannot summarise (no id) goes through the decoder, which says why.
        guard let scanned, scanned.allSatisfy({ $0.value != nil }) else { return nil }
        return scanned.compactMap { item in item.value.map { (summary: $0, json: item.json) } }
    }

    /// The `Codable` path the scanner is checked against (and falls back to), element by element.
    static func decodeLibraryWithDecoder(_ data: Data) async throws -> DecodedLibrary {
        let decoded = try await ArrJSON.decodeArrayKeepingJSON(WireMovieSummary.self, from: data)
        var library = DecodedLibrary(movies: [], skipped: decoded.skipped)
        // Walk the original positions so a movie without an id is reported where it was.
        let unreadable = Set(decoded.skipped.map(\.index))
        var elements = decoded.elements.makeIterator()
        for position in 0..<(decoded.elements.count + decoded.skipped.count) where !unreadable.contains(position) {
            guard let item = elements.next() else { break }
            if let summary = item.element.summary {
                library.movies.append((summary: summary, json: item.json))
            } else {
                library.skipped.append(SkippedRecord(index: position, reason: "id: missing"))
            }
        }
        library.skipped.sort { $0.index < $1.index }
        return library
    }
}
