import ThriftwoodCore

/// Radarr's screens, one per ``RadarrScreenModel`` case.
@MainActor
enum RadarrScreens {
    static func make(_ model: RadarrScreenModel) -> any Screen {
        switch model {
        case .home(let model): RadarrHomeScreen(model: model)
        case .moviesList(let model): MoviesListScreen(model: model)
        case .movieDetail(let model): MovieDetailScreen(model: model)
        case .addMovie(let model): AddItemScreen(model: model, noteCells: 18)
        case .queue(let model): ArrQueueScreen(model: model, columns: .films)
        case .history(let model): ReleaseHistoryScreen(model: model)
        case .calendar(let model): ArrCalendarScreen(model: model, columns: .films)
        case .missing(let model): ArrWantedScreen(model: model, columns: .films)
        case .releases(let model): ReleasesScreen(model: model)
        case .editMovie(let model): EditItemScreen(model: model)
        case .systemStatus(let model): SystemStatusScreen(model: model)
        case .settings(let model): RadarrSettingsScreen(model: model)
        }
    }
}
