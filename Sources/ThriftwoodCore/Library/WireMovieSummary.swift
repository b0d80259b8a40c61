import ArrKit
import Foundation
import RadarrAPI

/// The fields of a Radarr movie that a ``MovieSummary`` needs, with Radarr's names: decoded by
/// `JSONDecoder`, or filled in by ``MovieSummaryScanner``; either way ``summary`` builds the result.
struct WireMovieSummary: Decodable, Sendable {
    struct File: Decodable, Sendable {
        struct Quality: Decodable, Sendable {
            struct Name: Decodable, Sendable { var name: String? }
            var quality: Name?
        }
        var qualityCutoffNotMet: Bool?
        var quality: Quality?
    }

    var id: Int? = nil
    var title: String? = nil
    var sortTitle: String? = nil
    var originalTitle: String? = nil
    var year: Int? = nil
    var tmdbId: Int? = nil
    var imdbId: String? = nil
    var status: String? = nil
    var monitored: Bool? = nil
    var hasFile: Bool? = nil
    var isAvailable: Bool? = nil
    var added: Date? = nil
    var inCinemas: Date? = nil
    var physicalRelease: Date? = nil
    var digitalRelease: Date? = nil
    var releaseDate: Date? = nil
    var sizeOnDisk: Int64? = nil
    var runtime: Int? = nil
    var ratings: Ratings? = nil
    var qualityProfileId: Int? = nil
    var studio: String? = nil
    var certification: String? = nil
    var path: String? = nil
    var overview: String? = nil
    var movieFile: File? = nil
    var tags: [Int]? = nil

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
        movie.tags = tags ?? []
        var summary = MovieSummary(movie)
        summary?.cutoffNotMet = movieFile?.qualityCutoffNotMet ?? false
        summary?.quality = movieFile?.quality?.quality?.name
        return summary
    }
}
