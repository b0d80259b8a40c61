import ArrKit

/// An episode or a movie as Bazarr keeps it (`GET /api/episodes?episodeid[]=`,
/// `/api/movies?radarrid[]=`): the subtitles it has and the ones it lacks.
public struct SubtitledItem: Hashable, Sendable, Decodable {
    /// Sonarr's episode id or Radarr's movie id.
    public var id: Int
    /// Sonarr's series id, for an episode.
    public var seriesId: Int?
    /// Its title.
    public var title: String
    /// The subtitles it has.
    public var subtitles: [ExistingSubtitle]
    /// The languages it lacks.
    public var missing: [BazarrLanguage]

    /// Creates an item.
    public init(id: Int, seriesId: Int? = nil, title: String, subtitles: [ExistingSubtitle], missing: [BazarrLanguage])
    {
        self.id = id
        self.seriesId = seriesId
        self.title = title
        self.subtitles = subtitles
        self.missing = missing
    }

    private enum CodingKeys: String, CodingKey {
        case sonarrEpisodeId, sonarrSeriesId, radarrId, title, subtitles
        case missing = "missing_subtitles"
    }

    /// Reads an episode or a movie leniently: it needs its *arr's id.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = c.lenientInt(forKey: .sonarrEpisodeId) ?? c.lenientInt(forKey: .radarrId) else {
            throw DecodingError.dataCorruptedError(
                forKey: .radarrId, in: c, debugDescription: "an item without Sonarr's or Radarr's id")
        }
        self.id = id
        seriesId = c.lenientInt(forKey: .sonarrSeriesId)
        title = (try? c.decodeIfPresent(String.self, forKey: .title)) ?? "\(id)"
        subtitles =
            ((try? c.decodeIfPresent([LenientElement<ExistingSubtitle>].self, forKey: .subtitles)) ?? [])
            .compactMap(\.value)
        missing = c.lenientLanguages(forKey: .missing)
    }
}

/// A subtitle file an item has: its language and where it is (nil for one embedded in the video).
public struct ExistingSubtitle: Hashable, Sendable, Decodable {
    /// Its language.
    public var language: BazarrLanguage
    /// Its file, when it is one.
    public var path: String?

    /// Creates one.
    public init(language: BazarrLanguage, path: String? = nil) {
        self.language = language
        self.path = path
    }

    private enum CodingKeys: String, CodingKey { case path }

    /// Reads one: its language fields and its path side by side.
    public init(from decoder: any Decoder) throws {
        language = try BazarrLanguage(from: decoder)
        path = try? decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .path)
    }
}
