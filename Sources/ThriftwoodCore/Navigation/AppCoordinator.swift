import Foundation
import Logging
import Observation
import RadarrAPI
import ThriftwoodNavigation

/// The one navigation authority (ADR-0012): it owns the only `Navigator<AppRoute>`, the
/// onboarding child flow, and the view model of every screen, whose callbacks it wires.
///
/// View models never navigate; they call the callbacks set here. Front ends render
/// ``visibleModel`` and send the keys' navigation through ``navigate(to:)``,
/// ``navigateBack()`` and ``popToRoot()``.
@MainActor
@Observable
public final class AppCoordinator {
    /// The navigator over the app's one stack.
    public let navigator: Navigator<AppRoute>
    /// The onboarding flow while it runs.
    public internal(set) var onboarding: OnboardingCoordinator?
    /// The profile in use.
    public internal(set) var profile: Profile?
    /// The preferences in effect (appearance changes apply live).
    public internal(set) var preferences = Preferences() {
        didSet { dependencies.pictures?.setCap(bytes: preferences.pictures.capBytes) }
    }
    /// A message for the status line: a refused deep link, a restoration issue, a guard's reason.
    public var notice: String?

    /// The snapshot format this build reads and writes.
    ///
    /// Version 2: routes nest by service (`.radarr(.queue)`); a version-1 snapshot restores
    /// to home with a message.
    public static let restorer = NavigationRestorer<AppRoute>(schemaVersion: 2)

    let dependencies: AppDependencies
    let dataDirectory: URL
    let logger: Logger
    @ObservationIgnored var models: [AppRoute: ScreenModel] = [:]
    @ObservationIgnored var rootModel: ScreenModel?
    @ObservationIgnored var onboardedProfile: Profile?
    /// Work the coordinator started (reloads, saves), awaited by ``settle()``.
    @ObservationIgnored var tasks: [Task<Void, Never>] = []
    /// Whether showing a screen starts its work: its first load, and with
    /// ``keepsVisibleScreenLive`` the visible one's live refresh. A front end's coordinator does
    /// (then the front end only draws); a test that drives its models by hand leaves it off.
    public var startsScreenWork = false {
        didSet { if startsScreenWork { _ = startShownWork() } else { stopLiveWork() } }
    }
    /// Whether the visible screen's live work (a queue's refresh) runs while it is visible:
    /// the terminal's always, a page's while it streams.
    public var keepsVisibleScreenLive = false {
        didSet { if keepsVisibleScreenLive { _ = startShownWork() } else { stopLiveWork() } }
    }
    /// The screens whose first load has started, by identity, held until they leave the
    /// stack (so an identity is never a later screen's).
    @ObservationIgnored var loadedScreens: [ObjectIdentifier: any ScreenViewModel] = [:]
    /// The visible screen's live work, and whose it is.
    @ObservationIgnored var liveWork: (screen: ObjectIdentifier, task: Task<Void, Never>)?
    /// Titles of movies and series on the stack read from the offline copy before their own
    /// screens load (a linked or restored stack says "Severance (2022)", not "Series 3").
    var knownTitles: [AppRoute: String] = [:]
    @ObservationIgnored lazy var watcher = ActivityWatcher(sources: [])
    /// The newest event already told in the status line, and the profile it was of.
    @ObservationIgnored var toldEvents: (profileID: String, id: Int64)?
    /// The link table last built, with the profile it was built for.
    @ObservationIgnored var cachedLinkCodec: (profile: Profile?, codec: DeepLinkCodec<AppRoute>)?
    /// Links already printed, by the stack they show (a page of a hundred rows prints a hundred
    /// links, again on each of its visits), nil for a stack that has none; emptied with the link table.
    @ObservationIgnored var printedLinks: [NavigationState<AppRoute>: String?] = [:]

    /// Creates the coordinator; call ``start(demo:deepLink:)`` next.
    ///
    /// - Parameter dataDirectory: where exports (the log) are written.
    public init(dependencies: AppDependencies, dataDirectory: URL) {
        self.dependencies = dependencies
        self.dataDirectory = dataDirectory
        logger = dependencies.logger("thriftwood.navigation")
        navigator = Navigator(clock: dependencies.clock)
        installGuards()
        navigator.observe { [weak self] event in self?.record(event) }
    }

    // MARK: Navigation intents

    /// Opens `route`: forms open as a sheet, everything else is pushed.
    public func navigate(to route: AppRoute) {
        if route.isSheet {
            navigator.present(route)
        } else {
            navigator.navigate(to: route)
        }
    }

    /// Shows `route` in place of the visible screen (a sibling of it), so going back skips it.
    public func replaceTop(with route: AppRoute) {
        guard navigator.state.sheet == nil else { return navigate(to: route) }
        navigator.setPath(siblingPath(route))
    }

    /// Goes back: closes a sheet's top screen (or the sheet), else pops the stack.
    public func navigateBack() {
        if let sheet = navigator.state.sheet, sheet.path.isEmpty {
            navigator.dismiss()
        } else {
            navigator.navigateBack()
        }
    }

    /// Goes back to `route` when it is on the stack (so a series already open is not pushed a
    /// second time), else opens it; closes a sheet first.
    public func goBack(to route: AppRoute) {
        if navigator.state.sheet != nil { navigator.dismiss() }
        if let index = navigator.state.path.lastIndex(of: route) {
            navigator.setPath(Array(navigator.state.path.prefix(through: index)))
        } else if case .sonarr(.seriesList, _) = route {
            navigateBack()
        } else {
            navigate(to: route)
        }
    }

    /// Opens search everywhere for `text`: a search already on top is replaced, not stacked
    /// under a second one; a sheet closes first.
    public func search(for text: String?) {
        if navigator.state.sheet != nil { navigator.dismiss() }
        if case .search = navigator.state.path.last {
            navigator.replace(with: .search(query: text))
        } else {
            navigate(to: .search(query: text))
        }
    }

    /// Home: closes any sheet and returns to the root.
    public func popToRoot() {
        if navigator.state.sheet != nil { navigator.dismiss() }
        navigator.popToRoot()
    }

    /// Opens a `thriftwood://` link; a malformed link leaves navigation as it was and says why.
    @discardableResult
    public func open(_ link: String) async -> Bool {
        await open(link, source: nil)
    }

    /// Opens a `thriftwood://` link on behalf of `source` (nil: as a deep link).
    @discardableResult
    public func open(_ link: String, source: NavigationSource?) async -> Bool {
        var state: NavigationState<AppRoute>
        do {
            state = try linkCodec.parse(link)
        } catch {
            notice = "Cannot open \(Self.capped(link, limit: 80)): \(Self.capped(error.description, limit: 200))."
            return false
        }
        if state.sheet == nil, let last = state.path.last, last.isSheet {
            state = NavigationState(path: Array(state.path.dropLast()), sheet: PresentedSheet(root: last))
        }
        let url = URL(string: link) ?? URL(fileURLWithPath: "/")
        switch await navigator.send(.setState(state), from: source ?? .deepLink(url)) {
        case .applied, .redirected: return true
        case .deferred: notice = "The link opens once setup is finished."
        case .cancelled(_, let reason): notice = reason
        case .refused(let refusal): notice = "Cannot open \(Self.capped(link, limit: 80)): \(refusal)"
        }
        return false
    }

    /// The screen on top: the sheet's top route, the stack's top route, or the root.
    public var visibleModel: ScreenModel {
        model(for: navigator.state.visibleRoute)
    }

    /// The breadcrumb titles from the root to the visible screen.
    public var breadcrumb: [String] { crumbs(navigator.state) }

    /// A route's title, using what its screen has loaded (a movie's name rather than its id).
    public func title(of route: AppRoute) -> String {
        if let slug = route.server, route == route.home(in: dependencies.kinds),
            let name = profile?.server(named: slug)?.name
        {
            return name  // a second server's home is called by its name: "Radarr 4K"
        }
        return models[route]?.viewModel.loadedTitle ?? knownTitles[route] ?? route.title
    }

    /// Waits until queued navigation has applied (for tests and scripted front ends).
    public func settle() async {
        await navigator.idle()
        while !tasks.isEmpty {
            let pending = tasks
            tasks = []
            for task in pending { await task.value }
            await navigator.idle()
        }
    }

    // MARK: Events

    private func record(_ event: NavigationEvent<AppRoute>) {
        // Written as the breadcrumb reads; each part is capped (a 130 KB deep link must not
        // become a 130 KB log line).
        logger.info("\(logLine(for: event))")
        if case .cancelled(_, let reason) = event.outcome {
            switch event.source {
            case .user: notice = reason
            case .deepLink: notice = "The link was not opened: \(reason)"
            default: break
            }
        }
        if event.outcome.changedState {
            pruneModels()
            // The new screen's view model is built here, on the event, so a front end's next
            // render finds it ready instead of building it inside the render.
            _ = visibleModel
            nameLibraryRoutes()
            _ = startShownWork()
        }
    }

    /// `text` cut to `limit` characters, saying how much was left out.
    static func capped(_ text: String, limit: Int = 300) -> String {
        guard text.count > limit else { return text }
        return "\(text.prefix(limit))… (\(text.count - limit) more characters)"
    }

    /// Forgets the view models of routes that left the stack.
    private func pruneModels() {
        let alive = Set(shownRoutes)
        // A screen that goes keeps its name: the breadcrumb of a later visit and the navigation
        // trace call it what the person saw ("Blade Runner", not "Movie 1").
        for (route, model) in models where !alive.contains(route) {
            if let title = model.viewModel.loadedTitle { knownTitles[route] = title }
        }
        models = models.filter { alive.contains($0.key) }
    }
}
