import ArrKit
import Foundation
import RadarrAPI
import ServerKit

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
    var sizeOnDisk: ServerCount? = nil
    var runtime: ServerCount? = nil
    var ratings: Ratings? = nil
    var qualityProfileId: Int? = nil
    var studio: String? = nil
    var certification: String? = nil
    var path: String? = nil
    var overview: String? = nil
    var movieFile: File? = nil
    var tags: [Int]? = nil

    /// The summary these fields make (as ``MovieSummary/init(_:)`` makes it of a whole `Movie`,
    /// without building one: a library has thousands); nil without an id.
    var summary: MovieSummary? {
        guard let id else { return nil }
        return MovieSummary(id: id, wire: self)
    }
}

extension MovieSummary {
    /// The summary of `wire`, whose id is `id`: the same rules as ``init(_:)``.
    fileprivate init(id: Int, wire: WireMovieSummary) {
        let title = wire.title ?? ""
        let status = wire.status.map(MovieStatus.init(wireName:))
        self.id = id
        self.title = title
        sortTitle = wire.sortTitle ?? title.lowercased()
        originalTitle = wire.originalTitle == title ? nil : wire.originalTitle
        year = wire.year ?? 0
        tmdbId = wire.tmdbId ?? 0
        imdbId = wire.imdbId
        self.status = status?.wireName ?? "tba"
        monitored = wire.monitored ?? false
        hasFile = wire.hasFile ?? false
        isAvailable = wire.isAvailable ?? (status == .released)
        cutoffNotMet = wire.movieFile?.qualityCutoffNotMet ?? false
        added = wire.added
        releaseDate = wire.releaseDate ?? wire.digitalRelease ?? wire.physicalRelease ?? wire.inCinemas
        sizeOnDisk = wire.sizeOnDisk ?? 0
        runtime = wire.runtime ?? 0
        rating = wire.ratings?.primaryScore ?? 0
        qualityProfileId = wire.qualityProfileId ?? 0
        quality = wire.movieFile?.quality?.quality?.name
        studio = wire.studio
        certification = wire.certification
        path = wire.path
        overview = wire.overview
        tags = wire.tags ?? []
    }

}
