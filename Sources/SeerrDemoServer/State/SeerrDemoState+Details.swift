import ArrKit
import Foundation
import SeerrKit

/// The fields a title's own page (`/movie/{id}`, `/tv/{id}`) carries beyond a search result, in
/// Seerr's `mapMovieDetails` and `mapTvDetails` shapes: money, genres, runtime, the last episode
/// aired, and the lists TMDb fills (empty where the demo knows nothing); the backdrop is the poster.
extension SeerrDemoState {
    /// The detail fields of `title`.
    func detailFields(_ title: SeerrDemoTitle) -> [String: JSONValue] {
        let genres: JSONValue = .array([.object(["id": .number(18), "name": .string("Drama")])])
        var fields: [String: JSONValue] = [
            "genres": genres, "tagline": .string(""), "keywords": .array([]), "homepage": .string(""),
            "backdropPath": .string("/" + SeerrDemoRoutes.posterFile(of: title)), "productionCompanies": .array([]),
            "productionCountries": .array([]),
            "spokenLanguages": .array([]), "credits": .object(["cast": .array([]), "crew": .array([])]),
            "externalIds": .object([:]), "watchProviders": .array([]),
        ]
        switch title.key.mediaType {
        case .movie:
            fields["budget"] = .number(0)
            fields["revenue"] = .number(0)
            fields["runtime"] = .number(Double(95 + title.key.tmdbId % 60))
            // Made up, but in IMDb's shape (the demo's titles are real films with other ids).
            fields["imdbId"] = .string(String(format: "tt%07d", title.key.tmdbId % 10_000_000))
            fields["status"] = .string("Released")
            fields["relatedVideos"] = .array([])
            fields["releases"] = .object(["results": .array([])])
        case .tv:
            let seasons = max(1, title.seasons)
            fields["languages"] = .array([.string("en")])
            fields["lastAirDate"] = .string("\(title.year + seasons - 1)-03-01")
            fields["numberOfEpisodes"] = .number(Double(seasons * 8))
            fields["episodeRunTime"] = .array([.number(45)])
            fields["inProduction"] = .bool(false)
            fields["status"] = .string("Ended")
            fields["type"] = .string("Scripted")
            fields["networks"] = .array([])
            fields["createdBy"] = .array([])
            fields["contentRatings"] = .object(["results": .array([])])
            fields["nextEpisodeToAir"] = .null
            fields["lastEpisodeToAir"] = .object([
                "id": .number(Double(title.key.tmdbId * 1000 + seasons * 10 + 8)), "name": .string("Episode 8"),
                "overview": .string(""), "episodeNumber": .number(8), "seasonNumber": .number(Double(seasons)),
                "airDate": .string("\(title.year + seasons - 1)-03-01"), "stillPath": .string(""),
            ])
        }
        return fields
    }
}
