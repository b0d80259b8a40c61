/// Sonarr's screens' view models.
@MainActor
public enum SonarrScreenModel {
    case home(SonarrHomeViewModel)
    case seriesList(SeriesListViewModel)
    case seriesDetail(SeriesDetailViewModel)
    case season(SeasonViewModel)
    case queue(SonarrQueueViewModel)
    case addSeries(AddSeriesViewModel)

    /// The view model itself.
    public var viewModel: any ScreenViewModel {
        switch self {
        case .home(let model): model
        case .seriesList(let model): model
        case .seriesDetail(let model): model
        case .season(let model): model
        case .queue(let model): model
        case .addSeries(let model): model
        }
    }
}
