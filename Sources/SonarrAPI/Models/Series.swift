import ArrKit
import Foundation
import ServerKit

/// A TV series as Sonarr's v3 API describes it (v3 and v4 servers; lookup results too).
public struct Series: Hashable, Sendable, Codable, Identifiable {
    /// Sonarr's id; absent for lookup results not in the library.
    public var id: Int?
    /// The title.
    public var title: String
    /// The title used for sorting.
    public var sortTitle: String?
    /// Other titles it is known by.
    public var alternateTitles: [AlternateTitle]?
    /// Continuing, ended, upcoming or deleted.
    public var status: SeriesStatus?
    /// Whether it has ended (v3 sends this beside `status`).
    public var ended: Bool?
    /// The synopsis.
    public var overview: String?
    /// The network it airs on.
    public var network: String?
    /// The local time episodes air, e.g. `21:00`.
    public var airTime: String?
    /// Posters, banners and fanart.
    public var images: [MediaCover]?
    /// Its seasons, specials (0) included.
    public var seasons: [Season]
    /// The year it started; 0 when unknown.
    public var year: Int
    /// Its folder on the server.
    public var path: String?
    /// The quality profile.
    public var qualityProfileId: Int?
    /// The v3 language profile (always 1 on v4).
    public var languageProfileId: Int?
    /// Whether episodes go into season folders.
    public var seasonFolder: Bool?
    /// Whether it is searched for.
    public var monitored: Bool
    /// Whether new seasons are monitored (`all` or `none`; v4).
    public var monitorNewItems: String?
    /// The episode runtime in minutes.
    public var runtime: ServerCount?
    /// TheTVDB id.
    public var tvdbId: Int?
    /// TMDb id (v4).
    public var tmdbId: Int?
    /// TVmaze id.
    public var tvMazeId: Int?
    /// IMDb id.
    public var imdbId: String?
    /// When it first aired.
    public var firstAired: Date?
    /// When it last aired (v4).
    public var lastAired: Date?
    /// When the next episode airs.
    public var nextAiring: Date?
    /// When the last episode aired.
    public var previousAiring: Date?
    /// Standard, daily or anime.
    public var seriesType: SeriesType?
    /// The slug of its web page.
    public var titleSlug: String?
    /// The root folder it lives in.
    public var rootFolderPath: String?
    /// The age certification.
    public var certification: String?
    /// Genres.
    public var genres: [String]?
    /// Tag ids.
    public var tags: [Int]?
    /// When it was added; `0001-01-01` on lookup results.
    public var added: Date?
    /// The community rating.
    public var ratings: Rating?
    /// Episode counts and size; absent without episodes and on embedded series.
    public var statistics: EpisodeStatistics?
    /// The original language (v4).
    public var originalLanguage: Language?
    /// A poster URL on lookup results.
    public var remotePoster: String?
    /// The suggested folder name on lookup results.
    public var folder: String?
    /// What to do right after adding (only sent with `POST /series`).
    public var addOptions: SeriesAddOptions?

    /// Creates a series.
    public init(
        id: Int? = nil, title: String, year: Int = 0, seasons: [Season] = [], monitored: Bool = true,
        tvdbId: Int? = nil
    ) {
        self.id = id
        self.title = title
        self.year = year
        self.seasons = seasons
        self.monitored = monitored
        self.tvdbId = tvdbId
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, sortTitle, alternateTitles, status, ended, overview, network, airTime, images, seasons
        case year, path, qualityProfileId, languageProfileId, seasonFolder, monitored, monitorNewItems, runtime
        case tvdbId, tmdbId, tvMazeId, imdbId, firstAired, lastAired, nextAiring, previousAiring, seriesType
        case titleSlug, rootFolderPath, certification, genres, tags, added, ratings, statistics, originalLanguage
        case remotePoster, folder, addOptions
    }

    /// Decodes a series leniently: only the title is required; a field in an unexpected
    /// shape is left out instead of losing the series.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try? c.decodeIfPresent(Int.self, forKey: .id)
        title = try c.decode(String.self, forKey: .title)
        sortTitle = try? c.decodeIfPresent(String.self, forKey: .sortTitle)
        alternateTitles = c.decodeLenientArray(AlternateTitle.self, forKey: .alternateTitles)
        status = try? c.decodeIfPresent(SeriesStatus.self, forKey: .status)
        ended = try? c.decodeIfPresent(Bool.self, forKey: .ended)
        overview = try? c.decodeIfPresent(String.self, forKey: .overview)
        network = try? c.decodeIfPresent(String.self, forKey: .network)
        airTime = try? c.decodeIfPresent(String.self, forKey: .airTime)
        images = c.decodeLenientArray(MediaCover.self, forKey: .images)
        seasons = (c.decodeLenientArray(Season.self, forKey: .seasons) ?? []).sorted {
            $0.seasonNumber < $1.seasonNumber
        }
        year = (try? c.decodeIfPresent(Int.self, forKey: .year)) ?? 0
        path = try? c.decodeIfPresent(String.self, forKey: .path)
        qualityProfileId = try? c.decodeIfPresent(Int.self, forKey: .qualityProfileId)
        languageProfileId = try? c.decodeIfPresent(Int.self, forKey: .languageProfileId)
        seasonFolder = try? c.decodeIfPresent(Bool.self, forKey: .seasonFolder)
        monitored = (try? c.decodeIfPresent(Bool.self, forKey: .monitored)) ?? false
        monitorNewItems = try? c.decodeIfPresent(String.self, forKey: .monitorNewItems)
        runtime = try? c.decodeIfPresent(ServerCount.self, forKey: .runtime)
        tvdbId = try? c.decodeIfPresent(Int.self, forKey: .tvdbId)
        tmdbId = try? c.decodeIfPresent(Int.self, forKey: .tmdbId)
        tvMazeId = try? c.decodeIfPresent(Int.self, forKey: .tvMazeId)
        imdbId = try? c.decodeIfPresent(String.self, forKey: .imdbId)
        firstAired = c.lenientDate(forKey: .firstAired)
        lastAired = c.lenientDate(forKey: .lastAired)
        nextAiring = c.lenientDate(forKey: .nextAiring)
        previousAiring = c.lenientDate(forKey: .previousAiring)
        seriesType = try? c.decodeIfPresent(SeriesType.self, forKey: .seriesType)
        titleSlug = try? c.decodeIfPresent(String.self, forKey: .titleSlug)
        rootFolderPath = try? c.decodeIfPresent(String.self, forKey: .rootFolderPath)
        certification = try? c.decodeIfPresent(String.self, forKey: .certification)
        genres = c.decodeLenientArray(String.self, forKey: .genres)
        tags = c.decodeLenientArray(Int.self, forKey: .tags)
        added = c.lenientDate(forKey: .added)
        ratings = try? c.decodeIfPresent(Rating.self, forKey: .ratings)
        statistics = try? c.decodeIfPresent(EpisodeStatistics.self, forKey: .statistics)
        originalLanguage = try? c.decodeIfPresent(Language.self, forKey: .originalLanguage)
        remotePoster = try? c.decodeIfPresent(String.self, forKey: .remotePoster)
        folder = try? c.decodeIfPresent(String.self, forKey: .folder)
        addOptions = try? c.decodeIfPresent(SeriesAddOptions.self, forKey: .addOptions)
    }

    /// Whether it is in the library (lookup results not yet added have no id).
    public var isInLibrary: Bool { (id ?? 0) > 0 }

    /// The season numbered `number`, if the series has it.
    public func season(_ number: Int) -> Season? { seasons.first { $0.seasonNumber == number } }

    /// The poster's address: the server's own copy if any, else the remote one.
    public var posterURL: String? {
        let poster = images?.first { $0.coverType == "poster" }
        return poster?.remoteUrl ?? poster?.url ?? remotePoster
    }
}
