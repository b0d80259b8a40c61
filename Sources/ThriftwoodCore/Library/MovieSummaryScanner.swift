import Foundation
import RadarrAPI

/// Reads list summaries straight out of `GET /movie` bytes: the fields a list needs are
/// parsed, everything else is skipped, and no intermediate JSON values are built.
///
/// `JSONDecoder` reaches about 40 MB/s on this project's machine; this reaches several times
/// that. It is checked against the `Codable` path in tests, and any input it cannot read
/// makes the caller fall back to `JSONDecoder`.
enum MovieSummaryScanner {
    /// Summaries of the movie objects in `ranges` of `bytes` (movies without an id are skipped).
    static func summaries(_ bytes: UnsafeRawBufferPointer, ranges: ArraySlice<Range<Int>>) throws -> [MovieSummary?] {
        try ranges.map { range in
            var cursor = JSONByteCursor(bytes, range: range)
            let summary = try movie(&cursor)
            cursor.skipSpace()
            guard cursor.index == cursor.end else { throw JSONByteCursor.Malformed() }
            return summary
        }
    }

    private static func movie(_ cursor: inout JSONByteCursor) throws -> MovieSummary? {
        var fields = Fields()
        try cursor.object { cursor, key in
            switch Key(key) {
            case .id: fields.id = try cursor.integer().map { Int($0) }
            case .title: fields.title = try cursor.string()
            case .sortTitle: fields.sortTitle = try cursor.string()
            case .originalTitle: fields.originalTitle = try cursor.string()
            case .year: fields.year = try cursor.integer().map { Int($0) }
            case .tmdbId: fields.tmdbId = try cursor.integer().map { Int($0) }
            case .imdbId: fields.imdbId = try cursor.string()
            case .status: fields.status = try cursor.string()
            case .monitored: fields.monitored = try cursor.bool()
            case .hasFile: fields.hasFile = try cursor.bool()
            case .isAvailable: fields.isAvailable = try cursor.bool()
            case .added: fields.added = try date(&cursor)
            case .inCinemas: fields.inCinemas = try date(&cursor)
            case .physicalRelease: fields.physicalRelease = try date(&cursor)
            case .digitalRelease: fields.digitalRelease = try date(&cursor)
            case .releaseDate: fields.releaseDate = try date(&cursor)
            case .sizeOnDisk: fields.sizeOnDisk = try cursor.integer()
            case .runtime: fields.runtime = try cursor.integer().map { Int($0) }
            case .qualityProfileId: fields.qualityProfileId = try cursor.integer().map { Int($0) }
            case .studio: fields.studio = try cursor.string()
            case .certification: fields.certification = try cursor.string()
            case .path: fields.path = try cursor.string()
            case .overview: fields.overview = try cursor.string()
            case .ratings: try ratings(&cursor, into: &fields)
            case .movieFile: try movieFile(&cursor, into: &fields)
            case .other: try cursor.skipValue()
            }
        }
        return fields.summary
    }

    private static func date(_ cursor: inout JSONByteCursor) throws -> Date? {
        guard let text = try cursor.string() else { return nil }
        guard let date = RadarrDate.parse(text) else { throw JSONByteCursor.Malformed() }
        return date
    }

    private static func ratings(_ cursor: inout JSONByteCursor, into fields: inout Fields) throws {
        if try cursor.peek() == UInt8(ascii: "n") { return try cursor.literal("null") }
        try cursor.object { cursor, key in
            switch String(decoding: key, as: UTF8.self) {
            case "imdb": fields.imdbRating = try ratingValue(&cursor)
            case "tmdb": fields.tmdbRating = try ratingValue(&cursor)
            case "value": fields.plainRating = try cursor.number()
            default: try cursor.skipValue()
            }
        }
    }

    private static func ratingValue(_ cursor: inout JSONByteCursor) throws -> Double? {
        if try cursor.peek() == UInt8(ascii: "n") {
            try cursor.literal("null")
            return nil
        }
        var value: Double?
        try cursor.object { cursor, key in
            if String(decoding: key, as: UTF8.self) == "value" {
                value = try cursor.number()
            } else {
                try cursor.skipValue()
            }
        }
        return value
    }

    private static func movieFile(_ cursor: inout JSONByteCursor, into fields: inout Fields) throws {
        if try cursor.peek() == UInt8(ascii: "n") { return try cursor.literal("null") }
        try cursor.object { cursor, key in
            switch String(decoding: key, as: UTF8.self) {
            case "qualityCutoffNotMet": fields.cutoffNotMet = try cursor.bool()
            case "quality":
                if try cursor.peek() == UInt8(ascii: "n") { return try cursor.literal("null") }
                try cursor.object { cursor, key in
                    guard String(decoding: key, as: UTF8.self) == "quality", try cursor.peek() != UInt8(ascii: "n")
                    else {
                        return try cursor.skipValue()
                    }
                    try cursor.object { cursor, key in
                        if String(decoding: key, as: UTF8.self) == "name" {
                            fields.quality = try cursor.string()
                        } else {
                            try cursor.skipValue()
                        }
                    }
                }
            default: try cursor.skipValue()
            }
        }
    }

    /// The top-level keys the scanner reads.
    private enum Key {
        case id, title, sortTitle, originalTitle, year, tmdbId, imdbId, status, monitored, hasFile, isAvailable
        case added, inCinemas, physicalRelease, digitalRelease, releaseDate, sizeOnDisk, runtime, qualityProfileId
        case studio, certification, path, overview, ratings, movieFile, other

        init(_ bytes: UnsafeRawBufferPointer) {
            switch String(decoding: bytes, as: UTF8.self) {
            case "id": self = .id
            case "title": self = .title
            case "sortTitle": self = .sortTitle
            case "originalTitle": self = .originalTitle
            case "year": self = .year
            case "tmdbId": self = .tmdbId
            case "imdbId": self = .imdbId
            case "status": self = .status
            case "monitored": self = .monitored
            case "hasFile": self = .hasFile
            case "isAvailable": self = .isAvailable
            case "added": self = .added
            case "inCinemas": self = .inCinemas
            case "physicalRelease": self = .physicalRelease
            case "digitalRelease": self = .digitalRelease
            case "releaseDate": self = .releaseDate
            case "sizeOnDisk": self = .sizeOnDisk
            case "runtime": self = .runtime
            case "qualityProfileId": self = .qualityProfileId
            case "studio": self = .studio
            case "certification": self = .certification
            case "path": self = .path
            case "overview": self = .overview
            case "ratings": self = .ratings
            case "movieFile": self = .movieFile
            default: self = .other
            }
        }
    }

    /// The values read so far for one movie.
    private struct Fields {
        var id: Int?
        var title: String?
        var sortTitle: String?
        var originalTitle: String?
        var year: Int?
        var tmdbId: Int?
        var imdbId: String?
        var status: String?
        var monitored: Bool?
        var hasFile: Bool?
        var isAvailable: Bool?
        var added: Date?
        var inCinemas: Date?
        var physicalRelease: Date?
        var digitalRelease: Date?
        var releaseDate: Date?
        var sizeOnDisk: Int64?
        var runtime: Int?
        var qualityProfileId: Int?
        var studio: String?
        var certification: String?
        var path: String?
        var overview: String?
        var imdbRating: Double?
        var tmdbRating: Double?
        var plainRating: Double?
        var cutoffNotMet: Bool?
        var quality: String?

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
            var ratings = Ratings()
            ratings.imdb = imdbRating.map { Rating(value: $0) }
            ratings.tmdb = tmdbRating.map { Rating(value: $0) }
            ratings.value = plainRating
            movie.ratings = ratings
            movie.studio = studio
            movie.certification = certification
            movie.path = path
            movie.overview = overview
            var summary = MovieSummary(movie)
            summary?.cutoffNotMet = cutoffNotMet ?? false
            summary?.quality = quality
            return summary
        }
    }
}
