import ArrKit
import Foundation
import ServerKit

/// A movie as `GET /api/v3/movie` and the lookup return it.
///
/// Every field a client shows is here. Fields Radarr may leave out are optional; the few
/// that are always meaningful (title, monitored, tags, …) default when missing.
public struct Movie: Hashable, Sendable, Codable, Identifiable {
    /// The library id; `nil` for lookup results not yet in the library.
    public var id: Int?
    /// The display title.
    public var title: String
    /// The title in the original language.
    public var originalTitle: String?
    /// The title used for sorting (no leading articles).
    public var sortTitle: String?
    /// The release year.
    public var year: Int
    /// TMDb's id.
    public var tmdbId: Int
    /// IMDb's id (`tt…`).
    public var imdbId: String?
    /// Where the movie is in its release cycle.
    public var status: MovieStatus?
    /// A plot summary.
    public var overview: String?
    /// The cinema release date.
    public var inCinemas: Date?
    /// The physical (disc) release date.
    public var physicalRelease: Date?
    /// The digital release date.
    public var digitalRelease: Date?
    /// The release date Radarr uses for availability (newer servers).
    public var releaseDate: Date?
    /// Posters and fanart.
    public var images: [MediaCover]
    /// The official website.
    public var website: String?
    /// A YouTube trailer id.
    public var youTubeTrailerId: String?
    /// The studio.
    public var studio: String?
    /// The folder the movie lives in.
    public var path: String?
    /// The root folder that holds ``path``.
    public var rootFolderPath: String?
    /// The folder name under the root folder.
    public var folderName: String?
    /// The quality profile Radarr downloads to.
    public var qualityProfileId: Int
    /// Whether Radarr looks for and upgrades this movie.
    public var monitored: Bool
    /// When Radarr considers the movie available.
    public var minimumAvailability: MinimumAvailability?
    /// Whether the movie is available for download now.
    public var isAvailable: Bool?
    /// Whether a file is on disk.
    public var hasFile: Bool
    /// The size of the files on disk, in bytes.
    public var sizeOnDisk: ServerCount
    /// The runtime in minutes.
    public var runtime: ServerCount?
    /// The URL slug.
    public var titleSlug: String?
    /// The certification (e.g. `PG-13`).
    public var certification: String?
    /// The genres.
    public var genres: [String]
    /// The tag ids.
    public var tags: [Int]
    /// When the movie was added to the library.
    public var added: Date?
    /// Ratings by source.
    public var ratings: Ratings?
    /// The popularity score at the metadata provider.
    public var popularity: Double?
    /// The file on disk, if any.
    public var movieFile: MovieFile?
    /// The collection the movie belongs to.
    public var collection: MovieCollection?
    /// Options for `POST /movie` only.
    public var addOptions: AddOptions?

    /// Creates a movie; only the title and TMDb id are required.
    public init(
        id: Int? = nil, title: String, year: Int = 0, tmdbId: Int, imdbId: String? = nil,
        qualityProfileId: Int = 0, monitored: Bool = true, hasFile: Bool = false, sizeOnDisk: ServerCount = 0
    ) {
        self.id = id
        self.title = title
        self.year = year
        self.tmdbId = tmdbId
        self.imdbId = imdbId
        self.images = []
        self.qualityProfileId = qualityProfileId
        self.monitored = monitored
        self.hasFile = hasFile
        self.sizeOnDisk = sizeOnDisk
        self.genres = []
        self.tags = []
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, originalTitle, sortTitle, year, tmdbId, imdbId, status, overview
        case inCinemas, physicalRelease, digitalRelease, releaseDate, images, website, youTubeTrailerId
        case studio, path, rootFolderPath, folderName, qualityProfileId, monitored, minimumAvailability
        case isAvailable, hasFile, sizeOnDisk, runtime, titleSlug, certification, genres, tags, added
        case ratings, popularity, movieFile, collection, addOptions
    }

    /// Decodes a movie, defaulting the fields Radarr may leave out.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(Int.self, forKey: .id)
        title = try c.decodeIfPresent(String.self, forKey: .title) ?? ""
        originalTitle = try c.decodeIfPresent(String.self, forKey: .originalTitle)
        sortTitle = try c.decodeIfPresent(String.self, forKey: .sortTitle)
        year = try c.decodeIfPresent(Int.self, forKey: .year) ?? 0
        tmdbId = try c.decodeIfPresent(Int.self, forKey: .tmdbId) ?? 0
        imdbId = try c.decodeIfPresent(String.self, forKey: .imdbId)
        status = try c.decodeIfPresent(MovieStatus.self, forKey: .status)
        overview = try c.decodeIfPresent(String.self, forKey: .overview)
        inCinemas = try c.decodeIfPresent(Date.self, forKey: .inCinemas)
        physicalRelease = try c.decodeIfPresent(Date.self, forKey: .physicalRelease)
        digitalRelease = try c.decodeIfPresent(Date.self, forKey: .digitalRelease)
        releaseDate = try c.decodeIfPresent(Date.self, forKey: .releaseDate)
        images = try c.decodeIfPresent([MediaCover].self, forKey: .images) ?? []
        website = try c.decodeIfPresent(String.self, forKey: .website)
        youTubeTrailerId = try c.decodeIfPresent(String.self, forKey: .youTubeTrailerId)
        studio = try c.decodeIfPresent(String.self, forKey: .studio)
        path = try c.decodeIfPresent(String.self, forKey: .path)
        rootFolderPath = try c.decodeIfPresent(String.self, forKey: .rootFolderPath)
        folderName = try c.decodeIfPresent(String.self, forKey: .folderName)
        qualityProfileId = try c.decodeIfPresent(Int.self, forKey: .qualityProfileId) ?? 0
        monitored = try c.decodeIfPresent(Bool.self, forKey: .monitored) ?? false
        minimumAvailability = try c.decodeIfPresent(MinimumAvailability.self, forKey: .minimumAvailability)
        isAvailable = try c.decodeIfPresent(Bool.self, forKey: .isAvailable)
        hasFile = try c.decodeIfPresent(Bool.self, forKey: .hasFile) ?? false
        sizeOnDisk = try c.decodeIfPresent(ServerCount.self, forKey: .sizeOnDisk) ?? 0
        runtime = try c.decodeIfPresent(ServerCount.self, forKey: .runtime)
        titleSlug = try c.decodeIfPresent(String.self, forKey: .titleSlug)
        certification = try c.decodeIfPresent(String.self, forKey: .certification)
        genres = try c.decodeIfPresent([String].self, forKey: .genres) ?? []
        tags = try c.decodeIfPresent([Int].self, forKey: .tags) ?? []
        added = try c.decodeIfPresent(Date.self, forKey: .added)
        ratings = try c.decodeIfPresent(Ratings.self, forKey: .ratings)
        popularity = try c.decodeIfPresent(Double.self, forKey: .popularity)
        movieFile = try c.decodeIfPresent(MovieFile.self, forKey: .movieFile)
        collection = try c.decodeIfPresent(MovieCollection.self, forKey: .collection)
        addOptions = try c.decodeIfPresent(AddOptions.self, forKey: .addOptions)
    }

    /// Whether the movie is monitored, released and still has no file.
    public var isMissing: Bool { monitored && !hasFile && (isAvailable ?? (status == .released)) }

    /// The best known release date: digital, then physical, then cinema.
    public var bestReleaseDate: Date? { releaseDate ?? digitalRelease ?? physicalRelease ?? inCinemas }
}
