import ArrKit
import RadarrAPI

/// Radarr's screens' view models, one case per ``RadarrRoute``.
@MainActor
public enum RadarrScreenModel {
    case home(RadarrHomeViewModel)
    case moviesList(MoviesListViewModel)
    case movieDetail(MovieDetailViewModel)
    case addMovie(AddMovieViewModel)
    case queue(ArrQueueViewModel)
    case history(ArrHistoryViewModel)
    case calendar(ArrCalendarViewModel)
    case missing(ArrWantedViewModel)
    case releases(ReleasesViewModel)
    case editMovie(ArrItemEditor)
    case systemStatus(SystemStatusViewModel)
    case settings(RadarrSettingsViewModel)

    /// The view model itself.
    public var viewModel: any ScreenViewModel {
        switch self {
        case .home(let model): model
        case .moviesList(let model): model
        case .movieDetail(let model): model
        case .addMovie(let model): model
        case .queue(let model): model
        case .history(let model): model
        case .calendar(let model): model
        case .missing(let model): model
        case .releases(let model): model
        case .editMovie(let model): model
        case .systemStatus(let model): model
        case .settings(let model): model
        }
    }
}

extension MoviesListViewModel: ScreenViewModel {}
extension AddMovieViewModel: ScreenViewModel {}
extension RadarrSettingsViewModel: ScreenViewModel {}

extension MovieDetailViewModel: ScreenViewModel {
    /// Whether the server said this movie does not exist.
    public var isGone: Bool { detail.isGone }
    /// One thing, read again before a question about it.
    public var showsOneThing: Bool { true }
    /// The movie's title once it has loaded, for the breadcrumb.
    public var loadedTitle: String? { detail.value?.name }
}

extension RadarrHomeViewModel: ScreenViewModel {
    /// Refreshes the "Downloading" part every 2 s while the home is visible.
    public func whileVisible() async { await keepDownloadsFresh() }
}
