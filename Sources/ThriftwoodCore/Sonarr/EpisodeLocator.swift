import ArrKit
import SonarrAPI

/// How a screen names an episode: by Sonarr's id (from the queue, history or calendar), or by
/// its number in a season (from the season's list and links under a season).
public enum EpisodeLocator: Hashable, Sendable {
    /// Sonarr's episode id.
    case id(Int)
    /// The `episode`th episode of season `season` of series `seriesId`.
    case number(seriesId: SeriesID, season: Int, episode: Int)

    /// `S01E03`, the way people write an episode's place.
    public static func code(season: Int, episode: Int) -> String {
        "S" + twoDigits(season) + "E" + twoDigits(episode)
    }

    /// The episode's id on the server: the id itself, or the one Sonarr lists under that number
    /// (a number the season lacks is "not found", in the user's words).
    func resolve(on client: SonarrClient) async throws -> Int {
        switch self {
        case .id(let id): return id
        case .number(let seriesId, let season, let number):
            let episodes = try await client.episodes(seriesId: seriesId.rawValue, seasonNumber: season)
            guard let episode = episodes.first(where: { $0.episodeNumber == number }) else {
                let code = Self.code(season: season, episode: number)
                throw ArrError(.sonarr, .notFound(resource: "Episode \(code) of this series", detail: nil))
            }
            return episode.id
        }
    }

    /// The id when the locator is one.
    var knownId: Int? {
        if case .id(let id) = self { id } else { nil }
    }

    private static func twoDigits(_ number: Int) -> String { number < 10 && number >= 0 ? "0\(number)" : "\(number)" }
}
