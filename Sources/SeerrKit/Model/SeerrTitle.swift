import ArrKit
import ServerKit

/// Which title: movie or series, and its TMDB id.
public struct SeerrTitleKey: Hashable, Sendable, Codable {
    /// Movie or series.
    public let mediaType: SeerrMediaType
    /// The TMDB id.
    public let tmdbId: Int

    /// Creates a key.
    public init(mediaType: SeerrMediaType, tmdbId: Int) {
        self.mediaType = mediaType
        self.tmdbId = tmdbId
    }
}

/// A movie or series as Seerr describes it (`/movie/{id}`, `/tv/{id}`, `/search`): the title
/// and year a request lacks, and what Seerr knows of it already.
public struct SeerrTitle: Hashable, Sendable, Codable {
    /// Movie or series, and its TMDB id.
    public let key: SeerrTitleKey
    /// The title ("Dune: Part Two", a series' name).
    public let title: String
    /// The year of release or first air date.
    public let year: Int?
    /// The overview.
    public let overview: String?
    /// The poster's TMDB path (`/abc.jpg`).
    public let posterPath: String?
    /// How many seasons a series has (specials not counted).
    public let seasonCount: ServerCount?
    /// Whether the media server has it (nil: Seerr knows nothing of it).
    public let availabilityNumber: Int?
    /// The ids of requests Seerr has for it.
    public let requestIds: [Int]

    /// Creates a title.
    public init(
        key: SeerrTitleKey, title: String, year: Int?, overview: String? = nil, posterPath: String? = nil,
        seasonCount: ServerCount? = nil, availabilityNumber: Int? = nil, requestIds: [Int] = []
    ) {
        self.key = key
        self.title = title
        self.year = year
        self.overview = overview
        self.posterPath = posterPath
        self.seasonCount = seasonCount
        self.availabilityNumber = availabilityNumber
        self.requestIds = requestIds
    }

    /// Reads a movie or series record (details or a search result); nil for a person or a
    /// record without an id. `mediaType` says which when the record does not.
    public init?(record: JSONValue, mediaType known: SeerrMediaType? = nil) {
        guard let id = record["id"]?.int64 else { return nil }
        let type = record["mediaType"]?.text.flatMap(SeerrMediaType.init(lenient:)) ?? known
        guard let type else { return nil }
        key = SeerrTitleKey(mediaType: type, tmdbId: Int(clamping: id))
        let name = type == .movie ? record.nonEmpty("title") : record.nonEmpty("name")
        title = name ?? record.nonEmpty("originalTitle") ?? record.nonEmpty("originalName") ?? "TMDB \(id)"
        let date = type == .movie ? record.nonEmpty("releaseDate") : record.nonEmpty("firstAirDate")
        year = date.flatMap { Int($0.prefix(4)) }
        overview = record.nonEmpty("overview")
        posterPath = record.nonEmpty("posterPath")
        let seasons = record["seasons"]?.elements?.compactMap { $0["seasonNumber"]?.int64 }.filter { $0 > 0 }
        seasonCount = record["numberOfSeasons"]?.int64.map { ServerCount($0) } ?? seasons.map { ServerCount($0.count) }
        let info = record["mediaInfo"]
        availabilityNumber = info?["status"]?.int64.map { Int(clamping: $0) }
        requestIds = (info?["requests"]?.elements ?? []).compactMap { $0["id"]?.int64.map { Int(clamping: $0) } }
    }

    /// How much of it is available, as Seerr says (unknown when Seerr knows nothing of it).
    public var availability: SeerrAvailability { SeerrAvailability(number: availabilityNumber ?? 1) }

    /// "Dune: Part Two (2024)".
    public var label: String { year.map { "\(title) (\($0))" } ?? title }
}
