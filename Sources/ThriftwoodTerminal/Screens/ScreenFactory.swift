import ThriftwoodCore

/// Builds the screen for a view model, keeping one screen per model so selection survives.
@MainActor
final class ScreenFactory {
    private var screens: [ObjectIdentifier: any Screen] = [:]
    private var onboardingScreen: (flow: ObjectIdentifier, screen: OnboardingScreen)?

    /// The screen for onboarding's flow.
    func screen(for flow: OnboardingCoordinator) -> OnboardingScreen {
        if let existing = onboardingScreen, existing.flow == ObjectIdentifier(flow) { return existing.screen }
        let screen = OnboardingScreen(flow: flow)
        onboardingScreen = (ObjectIdentifier(flow), screen)
        return screen
    }

    /// The screen for `model`, and whether it was just made (so its model needs a first load).
    func screen(for model: ScreenModel) -> (screen: any Screen, isNew: Bool) {
        let key = Self.identity(of: model)
        if let existing = screens[key] { return (existing, false) }
        let made = Self.make(model)
        screens[key] = made
        return (made, true)
    }

    /// Forgets screens whose models are gone.
    func keep(only models: [ScreenModel]) {
        let alive = Set(models.map(Self.identity))
        screens = screens.filter { alive.contains($0.key) }
    }

    /// The screen for `model`, from its service's factory.
    static func make(_ model: ScreenModel) -> any Screen {
        switch model {
        case .app(let app): AppScreens.make(app)
        case .radarr(let radarr): RadarrScreens.make(radarr)
        case .sonarr(let sonarr): SonarrScreens.make(sonarr)
        case .downloads(let model):
            switch model.route {
            case .queue: DownloadsScreen(model: model)
            case .history: DownloadHistoryScreen(model: model)
            case .item: DownloadItemScreen(model: model)
            }
        case .requests(.list(let model)): RequestsScreen(model: model)
        case .requests(.request(let model)): RequestDetailScreen(model: model)
        case .requests(.issues(let model)): IssuesScreen(model: model)
        case .requests(.new(let model)): NewRequestScreen(model: model)
        case .streams(.nowPlaying(let model)): NowPlayingScreen(model: model)
        case .streams(.history(let model)): PlaysScreen(model: model)
        case .streams(.stats(let model)): StatsScreen(model: model)
        case .music(.artists(let model)): ArtistsScreen(model: model)
        case .music(.artist(let model)): ArtistScreen(model: model)
        case .music(.album(let model)): AlbumScreen(model: model)
        case .music(.addArtist(let model)): AddItemScreen(model: model, noteCells: 34)
        case .music(.albumReleases(let model)): AlbumReleasesScreen(model: model)
        case .music(.queue(let model)): ArrQueueScreen(model: model, columns: .films)
        case .settings(let settings): SettingsScreens.make(settings)
        case .admin(let model): AdminScreen(model: model)
        case .table(let model): TableScreen(model: model)
        }
    }

    static func identity(of model: ScreenModel) -> ObjectIdentifier {
        ObjectIdentifier(model.viewModel)
    }
}
