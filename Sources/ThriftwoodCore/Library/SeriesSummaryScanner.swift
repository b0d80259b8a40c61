import ArrKit
import Foundation
import ServerKit
import SonarrAPI

/// Reads the series list's fields straight out of `GET /series` bytes — everything the
/// list, its sorts, filters, search and conditions use — skipping the rest (images, genres,
/// overview, each season's statistics) without building intermediate values.
///
/// `JSONDecoder` builds a keyed container for every nested object of every series (17.6 MB/s
/// here); this reads several times faster. It is checked against the `Codable` path on every
/// recorded Sonarr answer, and anything it cannot read sends the caller back to `JSONDecoder`.
enum SeriesSummaryScanner {
    /// The series in `ranges` of `bytes`; nil for one without an id.
    static func series(
        _ bytes: UnsafeRawBufferPointer, ranges: ArraySlice<Range<Int>>, reading: SeriesReading = .everything
    ) throws -> [Series?] {
        try ranges.map { range in
            var cursor = JSONByteCursor(bytes, range: range)
            let series = try one(&cursor, reading: reading)
            cursor.skipSpace()
            guard cursor.index == cursor.end else { throw JSONByteCursor.Malformed() }
            return series
        }
    }

    /// The series object at `cursor` (nil without an id), the cursor left after it.
    static func one(_ cursor: inout JSONByteCursor, reading: SeriesReading = .everything) throws -> Series? {
        var series = Series(title: "")
        var hasId = false
        let table = reading == .everything ? Field.table : Field.columnsTable
        try cursor.object { cursor, key in
            switch table.field(key) {
            case .id:
                series.id = try cursor.integer().map { Int($0) }
                hasId = series.id != nil
            case .title: series.title = try cursor.string() ?? ""
            case .sortTitle: series.sortTitle = try cursor.string()
            case .alternateTitles: series.alternateTitles = try alternateTitles(&cursor)
            case .status: series.status = try cursor.string().map(SeriesStatus.init(wireName:))
            case .ended: series.ended = try cursor.bool()
            case .network: series.network = try cursor.string()
            case .seasons: series.seasons = try seasons(&cursor)
            case .year: series.year = Int(try cursor.integer() ?? 0)
            case .path: series.path = try cursor.string()
            case .qualityProfileId: series.qualityProfileId = try cursor.integer().map { Int($0) }
            case .languageProfileId: series.languageProfileId = try cursor.integer().map { Int($0) }
            case .seasonFolder: series.seasonFolder = try cursor.bool()
            case .monitored: series.monitored = try cursor.bool() ?? false
            case .monitorNewItems: series.monitorNewItems = try cursor.string()
            case .runtime: series.runtime = try cursor.integer().map { ServerCount($0) }
            case .tvdbId: series.tvdbId = try cursor.integer().map { Int($0) }
            case .tmdbId: series.tmdbId = try cursor.integer().map { Int($0) }
            case .imdbId: series.imdbId = try cursor.string()
            case .firstAired: series.firstAired = try date(&cursor)
            case .nextAiring: series.nextAiring = try date(&cursor)
            case .previousAiring: series.previousAiring = try date(&cursor)
            case .added: series.added = try date(&cursor)
            case .seriesType: series.seriesType = try cursor.string().map(SeriesType.init(wireName:))
            case .titleSlug: series.titleSlug = try cursor.string()
            case .rootFolderPath: series.rootFolderPath = try cursor.string()
            case .certification: series.certification = try cursor.string()
            case .tags: series.tags = try tags(&cursor)
            case .ratings: series.ratings = try ratings(&cursor)
            case .statistics: series.statistics = try statistics(&cursor)
            case nil: try cursor.skipValue()
            }
        }
        return hasId ? series : nil
    }

    private static func date(_ cursor: inout JSONByteCursor) throws -> Date? {
        try cursor.timestamp()
    }

    private static func alternateTitles(_ cursor: inout JSONByteCursor) throws -> [AlternateTitle] {
        var titles: [AlternateTitle] = []
        try cursor.array { cursor in
            if try cursor.null() { return }
            var title = AlternateTitle()
            try cursor.object { cursor, key in
                switch String(decoding: key, as: UTF8.self) {
                case "title": title.title = try cursor.string()
                case "seasonNumber": title.seasonNumber = try cursor.integer().map { Int($0) }
                default: try cursor.skipValue()
                }
            }
            titles.append(title)
        }
        return titles
    }

    private static func seasons(_ cursor: inout JSONByteCursor) throws -> [Season] {
        var seasons: [Season] = []
        try cursor.array { cursor in
            if try cursor.null() { return }
            var number: Int?
            var monitored = false
            try cursor.object { cursor, key in
                switch SeasonField.table.field(key) {
                case .seasonNumber: number = try cursor.integer().map { Int($0) }
                case .monitored: monitored = try cursor.bool() ?? false
                case nil: try cursor.skipValue()
                }
            }
            // A season without a number is left out, as the Codable path leaves it out.
            if let number { seasons.append(Season(seasonNumber: number, monitored: monitored)) }
        }
        return seasons
    }

    private static func tags(_ cursor: inout JSONByteCursor) throws -> [Int] {
        var tags: [Int] = []
        try cursor.array { cursor in
            if let tag = try cursor.integer() { tags.append(Int(tag)) }
        }
        return tags
    }

    private static func ratings(_ cursor: inout JSONByteCursor) throws -> Rating? {
        if try cursor.null() { return nil }
        var rating = Rating()
        try cursor.object { cursor, key in
            switch String(decoding: key, as: UTF8.self) {
            case "votes": rating.votes = try cursor.integer().map { ServerCount($0) }
            case "value": rating.value = try cursor.number()
            case "type": rating.type = try cursor.string()
            default: try cursor.skipValue()
            }
        }
        return rating
    }

    private static func statistics(_ cursor: inout JSONByteCursor) throws -> EpisodeStatistics? {
        if try cursor.null() { return nil }
        var stats = EpisodeStatistics()
        try cursor.object { cursor, key in
            switch StatisticsField.table.field(key) {
            case .seasonCount: stats.seasonCount = try cursor.integer().map { ServerCount($0) }
            case .episodeFileCount: stats.episodeFileCount = ServerCount(try cursor.integer() ?? 0)
            case .episodeCount: stats.episodeCount = ServerCount(try cursor.integer() ?? 0)
            case .totalEpisodeCount: stats.totalEpisodeCount = ServerCount(try cursor.integer() ?? 0)
            case .sizeOnDisk: stats.sizeOnDisk = ServerCount(try cursor.integer() ?? 0)
            case .percentOfEpisodes: stats.percentOfEpisodes = try cursor.number() ?? 0
            case .nextAiring: stats.nextAiring = try date(&cursor)
            case .previousAiring: stats.previousAiring = try date(&cursor)
            case nil: try cursor.skipValue()
            }
        }
        return stats
    }
}

extension SeriesSummaryScanner {
    /// The series list from `GET /series` bytes, each with its exact JSON: the scanner on
    /// every core, or — when anything is off — the `Codable` path, which reports odd records.
    static func library(_ data: Data, reading: SeriesReading = .everything) async throws -> SeriesList {
        // One pass on every core, the answer built once; a series without an id ends the pass
        // (the careful split below finds it, then the decoder says why).
        var json: [Data] = []
        let walked = await JSONArrayWalk.map(
            data,
            { cursor in
                guard let series = try one(&cursor, reading: reading) else { throw JSONByteCursor.Malformed() }
                return series
            },
            combine: { series, bytes in
                json.append(bytes)
                return series
            })
        if let walked, walked.count == json.count { return SeriesList(series: walked, json: json) }
        // The careful split first when a guessed boundary did not hold.
        let scanned = try? await JSONArrayBatches.map(data, batchSize: 500) { data, batch in
            try data.withUnsafeBytes { try series($0, ranges: batch, reading: reading) }
        }
        if let scanned, scanned.allSatisfy({ $0.value != nil }) {
            return SeriesList(scanned.compactMap { item in item.value.map { (series: $0, json: item.json) } })
        }
        return SeriesList(
            try await ArrJSON.decodeArrayKeepingJSON(Series.self, from: data).elements.map {
                (series: $0.element, json: $0.json)
            })
    }
}

/// How much of each series a list reads.
public enum SeriesReading: Sendable {
    /// Every field the list, its sorts, filters, search and conditions use.
    case everything
    /// What a table of series shows, sorts and filters by (id, titles, year, status, network,
    /// monitored, statistics, next airing, added) — not alternate titles, seasons, tags, paths
    /// or ids elsewhere, so neither search nor a condition may be asked of what it reads.
    case listColumns
}

/// The series list as read from `GET /series`: the series, and beside each (same position)
/// the exact JSON the server sent for it — two arrays, so the list's values are handed on
/// without copying each series.
public struct SeriesList: Sendable {
    /// The series, in the server's order.
    public var series: [Series]
    /// Each series' JSON, at the same position.
    public var json: [Data]

    /// The series and their JSON.
    public init(series: [Series], json: [Data]) {
        self.series = series
        self.json = json
    }

    /// The list from pairs of a series and its JSON.
    public init(_ items: [(series: Series, json: Data)]) {
        self.init(series: items.map(\.series), json: items.map(\.json))
    }

    /// How many series.
    public var count: Int { series.count }
}

extension Series {
    /// The series list from `GET /series` bytes with each series' JSON, read by the byte
    /// scanner (the list's fields only, or with `reading` ``SeriesReading/listColumns`` only
    /// what a table shows, sorts and filters by; a series' own screen reads it whole).
    /// An answer that cannot be read at all is an ``ArrError`` in Sonarr's words.
    public static func decodeList(_ data: Data, reading: SeriesReading = .everything) async throws -> SeriesList {
        do {
            return try await SeriesSummaryScanner.library(data, reading: reading)
        } catch {
            throw ArrError(reading: error, endpoint: "GET /series", body: data, service: .sonarr)
        }
    }
}

extension SeriesSummaryScanner {
    /// The series' own keys the scanner reads.
    private enum Field: String, CaseIterable {
        case id, title, sortTitle, alternateTitles, status, ended, network, seasons, year, path, qualityProfileId
        case languageProfileId, seasonFolder, monitored, monitorNewItems, runtime, tvdbId, tmdbId, imdbId
        case firstAired, nextAiring, previousAiring, added, seriesType, titleSlug, rootFolderPath, certification
        case tags, ratings, statistics

        static let table = JSONKeyTable<Self>()
        /// What ``SeriesReading/listColumns`` reads.
        static let columnsTable = JSONKeyTable<Self>(only: [
            .id, .title, .sortTitle, .year, .status, .network, .monitored, .statistics, .nextAiring, .added,
        ])
    }

    /// A season's keys the scanner reads.
    private enum SeasonField: String, CaseIterable {
        case seasonNumber, monitored

        static let table = JSONKeyTable<Self>()
    }

    /// A series' statistics keys the scanner reads.
    private enum StatisticsField: String, CaseIterable {
        case seasonCount, episodeFileCount, episodeCount, totalEpisodeCount, sizeOnDisk, percentOfEpisodes
        case nextAiring, previousAiring

        static let table = JSONKeyTable<Self>()
    }
}
