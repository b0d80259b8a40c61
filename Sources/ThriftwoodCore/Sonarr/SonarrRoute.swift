/// Sonarr's screens, carried by ``AppRoute/sonarr(_:)``.
public enum SonarrRoute: Hashable, Sendable, Codable {
    /// Sonarr's home: the server, the library's size and what airs this week.
    case home
    /// The library's series.
    case seriesList
    /// One series: its details and seasons.
    case seriesDetail(seriesId: SeriesID)
    /// The edit form of one series (a sheet).
    case editSeries(seriesId: SeriesID)
    /// One season's episodes.
    case season(seriesId: SeriesID, seasonNumber: Int)
    /// One episode: air date, overview, file, history.
    case episode(episodeId: Int)
    /// One episode named by its number in a season, as links under a season name it
    /// (`sonarr/series/2/season/1/episode/3` is the third episode of season 1, not episode id 3).
    case seasonEpisode(seriesId: SeriesID, seasonNumber: Int, episodeNumber: Int)
    /// One series' history (grabs, imports, deletions of its episodes).
    case seriesHistory(seriesId: SeriesID)
    /// Manual search of a season's releases, season packs included.
    case seasonReleases(seriesId: SeriesID, seasonNumber: Int)
    /// Manual search of one episode's releases.
    case episodeReleases(episodeId: Int)
    /// Manual search of the releases of an episode named by its number in a season.
    case seasonEpisodeReleases(seriesId: SeriesID, seasonNumber: Int, episodeNumber: Int)
    /// The download queue, one row per download.
    case queue
    /// Sonarr's history, paged.
    case history
    /// Episodes airing in the next two weeks.
    case calendar
    /// Missing and cutoff-unmet episodes.
    case wanted
    /// The server, its health, disk space and running commands.
    case systemStatus
    /// Look up and add a series, optionally starting with a search.
    case addSeries(query: String?)

    /// A short title for headers and breadcrumbs.
    public var title: String {
        switch self {
        case .home: "Sonarr"
        case .seriesList: "Series"
        case .seriesDetail(let id): "Series \(id)"
        case .season(_, let number): SonarrLabels.season(number)
        case .editSeries: "Edit Series"
        case .episode: "Episode"
        case .seasonEpisode(_, let season, let number): EpisodeLocator.code(season: season, episode: number)
        case .seasonReleases, .episodeReleases, .seasonEpisodeReleases: "Releases"
        case .queue: "Queue"
        case .history, .seriesHistory: "History"
        case .calendar: "Calendar"
        case .wanted: "Wanted"
        case .systemStatus: "System"
        case .addSeries: "Add Series"
        }
    }

    /// The title with what the route carries, for people.
    public var label: String {
        switch self {
        case .seriesDetail(let id): "Series \(id)"
        case .season(let id, let number): "\(SonarrLabels.season(number)) of series \(id)"
        case .addSeries(let query?): "Add Series “\(query)”"
        case .episode(let id): "Episode \(id)"
        case .editSeries(let id): "Edit series \(id)"
        case .seasonReleases(let id, let number):
            "Releases of \(SonarrLabels.season(number).lowercased()) of series \(id)"
        case .episodeReleases(let id): "Releases of episode \(id)"
        case .seasonEpisode(let id, let season, let number):
            "Episode \(EpisodeLocator.code(season: season, episode: number)) of series \(id)"
        case .seasonEpisodeReleases(let id, let season, let number):
            "Releases of episode \(EpisodeLocator.code(season: season, episode: number)) of series \(id)"
        case .seriesHistory(let id): "History of series \(id)"
        default: title
        }
    }

    /// Whether the route opens as a sheet (the edit form).
    public var isSheet: Bool {
        if case .editSeries = self { return true }
        return false
    }
}
