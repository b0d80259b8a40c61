import ArrKit
import Foundation
import Logging
import RadarrAPI

extension RadarrService {
    /// Movie `id` as the shared edit form reads and saves it: Radarr's own field is the minimum
    /// availability; a save updates the offline copy too (a failure there is logged, not shown).
    public func editSource(
        movieId id: Int, cache: any LibraryCache, connectionId: String?, logger: Logger = ArrClient.silentLogger
    ) -> ArrEditSource {
        ArrEditSource(
            noun: "movie",
            kindFields: [.choice("availability", "Minimum availability", RadarrLabels.availabilityChoices)],
            load: {
                let client = try await client()
                async let profiles = client.qualityProfiles()
                async let tags = client.tags()
                let movie = try await client.movie(id: id)
                let values = ArrEditValues(
                    monitored: movie.monitored, qualityProfileId: movie.qualityProfileId, path: movie.path ?? "",
                    tagIds: movie.tags, kind: ["availability": (movie.minimumAvailability ?? .released).wireName])
                return ArrEditLoad(
                    title: movie.title, heading: RadarrLabels.title(movie.title, year: movie.year), values: values,
                    qualityProfiles: try await profiles, tags: try await tags
                ) { values, moveFiles in
                    var movie = movie
                    movie.monitored = values.monitored
                    movie.qualityProfileId = values.qualityProfileId
                    movie.minimumAvailability = values.kind["availability"].map(MinimumAvailability.init(wireName:))
                    movie.path = values.path
                    movie.tags = values.tagIds
                    let saved = try await client.updateMovie(movie, moveFiles: moveFiles)
                    guard let connectionId, let summary = MovieSummary(saved) else { return }
                    do {
                        try await cache.upsert(summary, connectionId: connectionId)
                    } catch {
                        logger.warning(
                            "the offline copy of movie \(summary.id) was not updated: \(ErrorNotice(error).message)")
                    }
                }
            }, tagClient: { try await client() })
    }
}

extension RadarrLabels {
    /// When a film counts as available, as Radarr offers it (for its add and edit forms).
    public static var availabilityChoices: [FormChoice] {
        [MinimumAvailability.announced, .inCinemas, .released].map {
            FormChoice(value: $0.wireName, label: availability($0))
        }
    }
}
