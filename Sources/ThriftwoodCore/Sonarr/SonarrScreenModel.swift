/// Sonarr's screens' view models.
@MainActor
public enum SonarrScreenModel {
    case home(SonarrHomeViewModel)
    case seriesList(SeriesListViewModel)
    case seriesDetail(SeriesDetailViewModel)
    case editSeries(ArrItemEditor)
    case season(SeasonViewModel)
    case episode(EpisodeViewModel)
    case releases(ReleasesViewModel)
    case queue(ArrQueueViewModel)
    case history(ArrHistoryViewModel)
    case calendar(ArrCalendarViewModel)
    case wanted(ArrWantedViewModel)
    case systemStatus(SystemStatusViewModel)
    case addSeries(AddSeriesViewModel)

    /// The view model itself.
    public var viewModel: any ScreenViewModel {
        switch self {
        case .home(let model): model
        case .seriesList(let model): model
        case .seriesDetail(let model): model
        case .editSeries(let model): model
        case .season(let model): model
        case .episode(let model): model
        case .releases(let model): model
        case .queue(let model): model
        case .history(let model): model
        case .calendar(let model): model
        case .wanted(let model): model
        case .systemStatus(let model): model
        case .addSeries(let model): model
        }
    }
}
