/// The view model behind one screen, as the coordinator built it for a route.
///
/// A front end switches over this to pick its screen; the root (empty path) is `.appHome`.
@MainActor
public enum ScreenModel {
    case appHome(AppHomeViewModel)
    case services(ServicesViewModel)
    case radarrHome(RadarrHomeViewModel)
    case moviesList(MoviesListViewModel)
    case movieDetail(MovieDetailViewModel)
    case addMovie(AddMovieViewModel)
    case queue(QueueViewModel)
    case history(HistoryViewModel)
    case calendar(CalendarViewModel)
    case missing(MissingViewModel)
    case releases(ReleasesViewModel)
    case editMovie(EditMovieViewModel)
    case systemStatus(SystemStatusViewModel)
    case radarrSettings(RadarrSettingsViewModel)
    case settings(SettingsViewModel)
    case profiles(ProfilesViewModel)
    case profileForm(ProfileFormViewModel)
    case appearance(AppearanceViewModel)
    case notifications(NotificationsViewModel)
    case about(AboutViewModel)
    case logs(LogsViewModel)

    /// The view model itself, e.g. for a front end to key its screens by identity.
    public var viewModel: AnyObject {
        switch self {
        case .appHome(let model): model
        case .services(let model): model
        case .radarrHome(let model): model
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
        case .radarrSettings(let model): model
        case .settings(let model): model
        case .profiles(let model): model
        case .profileForm(let model): model
        case .appearance(let model): model
        case .notifications(let model): model
        case .about(let model): model
        case .logs(let model): model
        }
    }

    /// Work that runs only while the screen is visible (the queue refreshes itself); front ends
    /// start it when the screen appears and cancel it when it goes.
    public func whileVisible() async {
        if case .queue(let model) = self { await model.autoRefresh() }
    }

    /// Runs the model's first load (menus have nothing to load).
    public func load() async {
        switch self {
        case .appHome, .settings, .about: break
        case .services(let model): await model.load()
        case .radarrHome(let model): await model.load()
        case .moviesList(let model): await model.load()
        case .movieDetail(let model): await model.load()
        case .addMovie(let model): await model.load()
        case .queue(let model): await model.load()
        case .history(let model): await model.load()
        case .calendar(let model): await model.load()
        case .missing(let model): await model.load()
        case .releases(let model): await model.load()
        case .editMovie(let model): await model.load()
        case .systemStatus(let model): await model.load()
        case .radarrSettings(let model): await model.load()
        case .profiles(let model): await model.load()
        case .profileForm(let model): await model.load()
        case .appearance(let model): await model.load()
        case .notifications(let model): await model.load()
        case .logs(let model): await model.load()
        }
    }
}

extension AppRoute {
    /// Whether the route opens as a sheet over the stack (forms), not as a pushed screen.
    public var isSheet: Bool {
        switch self {
        case .settingsAddProfile, .settingsEditProfile, .radarrEditMovie: true
        default: false
        }
    }
}
