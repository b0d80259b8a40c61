import ArrKit
import Foundation
import RadarrAPI
import ServerKit

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

    /// The summary of the movie object at `cursor` (nil without an id), the cursor left after it.
    static func summary(_ cursor: inout JSONByteCursor) throws -> MovieSummary? {
        try movie(&cursor)
    }

    private static func movie(_ cursor: inout JSONByteCursor) throws -> MovieSummary? {
        var fields = WireMovieSummary()
        let table = Key.table
        try cursor.object { cursor, key in
            switch table.field(key) {
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
            case .sizeOnDisk: fields.sizeOnDisk = try cursor.integer().map { ServerCount($0) }
            case .runtime: fields.runtime = try cursor.integer().map { ServerCount($0) }
            case .qualityProfileId: fields.qualityProfileId = try cursor.integer().map { Int($0) }
            case .studio: fields.studio = try cursor.string()
            case .certification: fields.certification = try cursor.string()
            case .path: fields.path = try cursor.string()
            case .overview: fields.overview = try cursor.string()
            case .ratings: try ratings(&cursor, into: &fields)
            case .movieFile: try movieFile(&cursor, into: &fields)
            case .tags:
                var tags: [Int] = []
                try cursor.array { cursor in
                    if let tag = try cursor.integer() { tags.append(Int(tag)) }
                }
                fields.tags = tags
            case nil: try cursor.skipValue()
            }
        }
        return fields.summary
    }

    private static func date(_ cursor: inout JSONByteCursor) throws -> Date? {
        try cursor.timestamp()
    }

    private static func ratings(_ cursor: inout JSONByteCursor, into fields: inout WireMovieSummary) throws {
        if try cursor.peek() == UInt8(ascii: "n") { return try cursor.literal("null") }
        var ratings = Ratings()
        try cursor.object { cursor, key in
            switch String(decoding: key, as: UTF8.self) {
            case "imdb": ratings.imdb = try ratingValue(&cursor).map { Rating(value: $0) }
            case "tmdb": ratings.tmdb = try ratingValue(&cursor).map { Rating(value: $0) }
            case "value": ratings.value = try cursor.number()
            default: try cursor.skipValue()
            }
        }
        fields.ratings = ratings
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

    private static func movieFile(_ cursor: inout JSONByteCursor, into fields: inout WireMovieSummary) throws {
        if try cursor.peek() == UInt8(ascii: "n") { return try cursor.literal("null") }
        var file = WireMovieSummary.File()
        defer { fields.movieFile = file }
        try cursor.object { cursor, key in
            switch String(decoding: key, as: UTF8.self) {
            case "qualityCutoffNotMet": file.qualityCutoffNotMet = try cursor.bool()
            case "quality":
                if try cursor.peek() == UInt8(ascii: "n") { return try cursor.literal("null") }
                try cursor.object { cursor, key in
                    guard String(decoding: key, as: UTF8.self) == "quality", try cursor.peek() != UInt8(ascii: "n")
                    else {
                        return try cursor.skipValue()
                    }
                    try cursor.object { cursor, key in
                        if String(decoding: key, as: UTF8.self) == "name" {
                            file.quality = .init(quality: .init(name: try cursor.string()))
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
    private enum Key: String, CaseIterable {
        case id, title, sortTitle, originalTitle, year, tmdbId, imdbId, status, monitored, hasFile, isAvailable
        case added, inCinemas, physicalRelease, digitalRelease, releaseDate, sizeOnDisk, runtime, qualityProfileId
        case studio, certification, path, overview, ratings, movieFile, tags

        static let table = JSONKeyTable<Self>()
    }
}
