import RadarrAPI
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

    static func make(_ model: ScreenModel) -> any Screen {
        switch model {
        case .appHome(let home):
            return MenuScreen(heading: { ["Profile: \(home.profileName)"] }, entries: { home.entries }, open: home.open)
        case .services(let services):
            let entry = MenuEntry(
                title: "Radarr", detail: services.radarr?.connection.host ?? "not configured", route: .radarrHome)
            return MenuScreen(
                heading: { ["Radarr: \(services.verdict.summary)"] }, entries: { [entry] },
                open: { _ in services.openRadarr() })
        case .settings(let settings):
            return MenuScreen(heading: { [] }, entries: { settings.entries }, open: settings.open)
        case .radarrHome(let model): return RadarrHomeScreen(model: model)
        case .moviesList(let model): return MoviesListScreen(model: model)
        case .movieDetail(let model): return MovieDetailScreen(model: model)
        case .addMovie(let model): return AddMovieScreen(model: model)
        case .queue(let model): return QueueScreen(model: model)
        case .history(let model): return HistoryScreen(model: model)
        case .calendar(let model): return CalendarScreen(model: model)
        case .missing(let model): return MissingScreen(model: model)
        case .releases(let model): return ReleasesScreen(model: model)
        case .editMovie(let model): return EditMovieScreen(model: model)
        case .systemStatus(let model): return SystemStatusScreen(model: model)
        case .radarrSettings(let model): return RadarrSettingsScreen(model: model)
        case .profiles(let model): return ProfilesScreen(model: model)
        case .profileForm(let model): return ProfileFormScreen(model: model)
        case .appearance(let model): return PreferencesScreen(editor: model, kind: .appearance)
        case .notifications(let model): return PreferencesScreen(editor: model, kind: .notifications)
        case .about(let model): return AboutScreen(model: model)
        case .logs(let model): return LogsScreen(model: model)
        }
    }

    static func identity(of model: ScreenModel) -> ObjectIdentifier {
        ObjectIdentifier(model.viewModel)
    }
}
