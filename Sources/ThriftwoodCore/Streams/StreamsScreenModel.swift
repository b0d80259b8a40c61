/// Tautulli's screens' view models.
@MainActor
public enum StreamsScreenModel {
    /// Now playing.
    case nowPlaying(NowPlayingViewModel)
    /// The plays.
    case history(PlaysViewModel)
    /// The statistics.
    case stats(StatsViewModel)

    /// The view model itself.
    public var viewModel: any ScreenViewModel {
        switch self {
        case .nowPlaying(let model): model
        case .history(let model): model
        case .stats(let model): model
        }
    }
}
