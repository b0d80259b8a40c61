import ArrKit

/// An episode whose subtitles are missing (`GET /api/episodes/wanted`), as Bazarr lists it.
public struct WantedEpisode: Hashable, Sendable, Decodable {
    /// The series' title.
    public var seriesTitle: String
    /// "1x4": season and episode.
    public var episodeNumber: String
    /// The episode's title.
    public var episodeTitle: String?
    /// The languages it lacks.
    public var missing: [BazarrLanguage]
    /// Sonarr's id of the series.
    public var sonarrSeriesId: Int
    /// Sonarr's id of the episode.
    public var sonarrEpisodeId: Int

    /// Creates an entry.
    public init(
        seriesTitle: String, episodeNumber: String, episodeTitle: String? = nil, missing: [BazarrLanguage],
        sonarrSeriesId: Int, sonarrEpisodeId: Int
    ) {
        self.seriesTitle = seriesTitle
        self.episodeNumber = episodeNumber
        self.episodeTitle = episodeTitle
        self.missing = missing
        self.sonarrSeriesId = sonarrSeriesId
        self.sonarrEpisodeId = sonarrEpisodeId
    }

    private enum CodingKeys: String, CodingKey {
        case seriesTitle, episodeTitle, sonarrSeriesId, sonarrEpisodeId
        case episodeNumber = "episode_number"
        case missing = "missing_subtitles"
    }

    /// Reads an entry leniently: it needs Sonarr's ids.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let series = c.lenientInt(forKey: .sonarrSeriesId), let episode = c.lenientInt(forKey: .sonarrEpisodeId)
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .sonarrEpisodeId, in: c, debugDescription: "a wanted episode without Sonarr's ids")
        }
        sonarrSeriesId = series
        sonarrEpisodeId = episode
        seriesTitle = (try? c.decodeIfPresent(String.self, forKey: .seriesTitle)) ?? "Series \(series)"
        episodeNumber = (try? c.decodeIfPresent(String.self, forKey: .episodeNumber)) ?? ""
        episodeTitle = try? c.decodeIfPresent(String.self, forKey: .episodeTitle)
        missing = c.lenientLanguages(forKey: .missing)
    }
}

/// A movie whose subtitles are missing (`GET /api/movies/wanted`).
public struct WantedMovie: Hashable, Sendable, Decodable {
    /// Its title.
    public var title: String
    /// The languages it lacks.
    public var missing: [BazarrLanguage]
    /// Radarr's id of the movie.
    public var radarrId: Int

    /// Creates an entry.
    public init(title: String, missing: [BazarrLanguage], radarrId: Int) {
        self.title = title
        self.missing = missing
        self.radarrId = radarrId
    }

    private enum CodingKeys: String, CodingKey {
        case title, radarrId
        case missing = "missing_subtitles"
    }

    /// Reads an entry leniently: it needs Radarr's id.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = c.lenientInt(forKey: .radarrId) else {
            throw DecodingError.dataCorruptedError(
                forKey: .radarrId, in: c, debugDescription: "a movie without Radarr's id")
        }
        radarrId = id
        title = (try? c.decodeIfPresent(String.self, forKey: .title)) ?? "Movie \(id)"
        missing = c.lenientLanguages(forKey: .missing)
    }
}

extension KeyedDecodingContainer {
    /// A list of languages; the unreadable ones are left out.
    func lenientLanguages(forKey key: Key) -> [BazarrLanguage] {
        ((try? decodeIfPresent([LenientElement<BazarrLanguage>].self, forKey: key)) ?? []).compactMap(\.value)
    }
}
