/// What a front end asks of any screen's view model: its first load, the work that runs
/// only while it is visible, and a title once it knows a better one than its route's.
@MainActor
public protocol ScreenViewModel: AnyObject {
    /// Runs the first load (menus have nothing to load).
    func load() async
    /// Work that runs only while the screen is visible (the queue refreshes itself); front
    /// ends start it when the screen appears and cancel it when it goes.
    func whileVisible() async
    /// A title from what the screen has loaded (a movie's name), for the breadcrumb.
    var loadedTitle: String? { get }
    /// Whether the screen's subject does not exist (its server said so after the load): a
    /// front end answers "not found" (the browser's 404), not a page that merely failed.
    var isGone: Bool { get }
    /// Whether the screen shows one thing its server may delete (a movie, a request): a question
    /// about it reads it again first, so nothing asks to delete what is gone already.
    var showsOneThing: Bool { get }
}

extension ScreenViewModel {
    /// Nothing to load by default.
    public func load() async {}
    /// No background work by default.
    public func whileVisible() async {}
    /// The route's own title by default.
    public var loadedTitle: String? { nil }
    /// A screen with no single subject is never gone.
    public var isGone: Bool { false }
    /// A list or a menu by default.
    public var showsOneThing: Bool { false }
}

/// The view model behind one screen, as the coordinator built it for a route; it nests by
/// service the way ``AppRoute`` does, so a front end picks a screen per service.
@MainActor
public enum ScreenModel {
    /// The app's own screens: home (the root) and services.
    case app(AppScreenModel)
    /// A Radarr screen.
    case radarr(RadarrScreenModel)
    /// A Sonarr screen.
    case sonarr(SonarrScreenModel)
    /// A download client's screen.
    case downloads(DownloadsViewModel)
    /// A Seerr screen.
    case requests(RequestsScreenModel)
    /// A Tautulli screen.
    case streams(StreamsScreenModel)
    /// A Lidarr screen.
    case music(MusicScreenModel)
    /// A settings screen.
    case settings(SettingsScreenModel)
    /// An *arr server's admin screen.
    case admin(ServerAdminViewModel)
    /// A screen that is a table of display values (Prowlarr's), rendered alike by every front end.
    case table(any TableScreenModel)

    /// The view model itself, e.g. for a front end to key its screens by identity.
    public var viewModel: any ScreenViewModel {
        switch self {
        case .app(let model): model.viewModel
        case .radarr(let model): model.viewModel
        case .sonarr(let model): model.viewModel
        case .downloads(let model): model
        case .requests(let model): model.viewModel
        case .streams(let model): model.viewModel
        case .music(let model): model.viewModel
        case .settings(let model): model.viewModel
        case .admin(let model): model
        case .table(let model): model
        }
    }

    /// Runs the model's first load.
    public func load() async { await viewModel.load() }

    /// Runs the model's while-visible work.
    public func whileVisible() async { await viewModel.whileVisible() }
}

/// The app's own screens' view models.
@MainActor
public enum AppScreenModel {
    case home(AppHomeViewModel)
    case services(ServicesViewModel)
    case search(SearchEverywhereViewModel)
    case activity(ActivityScreenModel)

    /// The view model itself.
    public var viewModel: any ScreenViewModel {
        switch self {
        case .home(let model): model
        case .search(let model): model
        case .services(let model): model
        case .activity(let model): model.viewModel
        }
    }
}

extension ServicesViewModel: ScreenViewModel {}

extension ScreenModel {
    /// The screen's actions as values, when its view model publishes them.
    public var actionable: (any ActionableScreen)? { viewModel as? any ActionableScreen }
}
