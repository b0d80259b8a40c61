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
            return try await RadarrJSON.decodeArrayKeepingJSON(WireSummary.self, from: data).compactMap { item in
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
        try await RadarrJSON.decodeArrayKeepingJSON(WireSummary.self, from: data).compactMap { item in
            item.element.summary.map { (summary: $0, json: item.json) }
        }
    }
}

/// The fields of a Radarr movie that a ``MovieSummary`` needs, decoded with Radarr's names.
private struct WireSummary: Decodable, Sendable {
    struct File: Decodable, Sendable {
        struct Quality: Decodable, Sendable {
            struct Name: Decodable, Sendable { let name: String? }
            let quality: Name?
        }
        let qualityCutoffNotMet: Bool?
        let quality: Quality?
    }

    let id: Int?
    let title: String?
    let sortTitle: String?
    let originalTitle: String?
    let year: Int?
    let tmdbId: Int?
    let imdbId: String?
    let status: String?
    let monitored: Bool?
    let hasFile: Bool?
    let isAvailable: Bool?
    let added: Date?
    let inCinemas: Date?
    let physicalRelease: Date?
    let digitalRelease: Date?
    let releaseDate: Date?
    let sizeOnDisk: Int64?
    let runtime: Int?
    let ratings: Ratings?
    let qualityProfileId: Int?
    let studio: String?
    let certification: String?
    let path: String?
    let overview: String?
    let movieFile: File?

    var summary: MovieSummary? {
        guard let id else { return nil }
        var movie = Movie(
            id: id, title: title ?? "", year: year ?? 0, tmdbId: tmdbId ?? 0, imdbId: imdbId,
            qualityProfileId: qualityProfileId ?? 0, monitored: monitored ?? false, hasFile: hasFile ?? false,
            sizeOnDisk: sizeOnDisk ?? 0)
        movie.sortTitle = sortTitle
        movie.originalTitle = originalTitle
        movie.status = status.map(MovieStatus.init(wireName:))
        movie.isAvailable = isAvailable
        movie.added = added
        movie.inCinemas = inCinemas
        movie.physicalRelease = physicalRelease
        movie.digitalRelease = digitalRelease
        movie.releaseDate = releaseDate
        movie.runtime = runtime
        movie.ratings = ratings
        movie.studio = studio
        movie.certification = certification
        movie.path = path
        movie.overview = overview
        var summary = MovieSummary(movie)
        summary?.cutoffNotMet = movieFile?.qualityCutoffNotMet ?? false
        summary?.quality = movieFile?.quality?.quality?.name
        return summary
    }
}
