/// Sonarr's screens, carried by ``AppRoute/sonarr(_:)``.
public enum SonarrRoute: Hashable, Sendable, Codable {
    /// Sonarr's home: the server, the library's size and what airs this week.
    case home
    /// The library's series.
    case seriesList
    /// One series: its details and seasons.
    case seriesDetail(seriesId: Int)
    /// One season's episodes.
    case season(seriesId: Int, seasonNumber: Int)
    /// The download queue, one row per download.
    case queue
    /// Look up and add a series, optionally starting with a search.
    case addSeries(query: String?)

    /// A short title for headers and breadcrumbs.
    public var title: String {
        switch self {
        case .home: "Sonarr"
        case .seriesList: "Series"
        case .seriesDetail: "Series"
        case .season(_, let number): SonarrLabels.season(number)
        case .queue: "Queue"
        case .addSeries: "Add Series"
        }
    }

    /// The title with what the route carries, for people.
    public var label: String {
        switch self {
        case .seriesDetail(let id): "Series \(id)"
        case .season(let id, let number): "\(SonarrLabels.season(number)) of series \(id)"
        case .addSeries(let query?): "Add Series “\(query)”"
        default: title
        }
    }

    /// Whether the route opens as a sheet.
    public var isSheet: Bool { false }
}
