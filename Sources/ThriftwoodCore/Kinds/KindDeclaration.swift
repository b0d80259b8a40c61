import ArrKit
import Foundation
import ThriftwoodNavigation

/// Everything one kind can do, declared once in the kind's own folder and listed in
/// ``KindRegistry``: its screens' place in the link table, how a server of it is tested and
/// summed up, and which views across servers it feeds. A capability left nil is one the kind
/// does not have; the views ask the registry and never name a kind.
public struct KindDeclaration: Sendable {
    /// The kind.
    public let kind: ServiceKind
    /// Its screens' home (nil: it has no screens of its own).
    public var home: AppRoute?
    /// The link table under its scope (`thriftwood://radarr/movies/42`); nil without screens.
    public var links: [RouteEntry<AppRoute>]?
    /// Where it serves its own iCalendar feed under its address; nil for none.
    public var calendarFeedPath: String?
    /// Checks a server without adopting it: its status, which must name this kind.
    public var test: (@Sendable (KindServices, ServiceServer) async throws -> SystemStatus)?
    /// How a server is: its version and health warnings (the Services screen).
    public var overview: (@Sendable (KindServices, ServiceServer) async throws -> ServiceOverview)?
    /// Its queue, history, calendar and wanted lists for the merged views.
    public var activity: (@Sendable (KindContext) -> ActivityFeed)?
    /// Its part on Home.
    public var dashboard: (@Sendable (KindContext) -> DashboardSource)?
    /// Home's line from its offline copy when the server cannot be read.
    public var offlineSummary: (@Sendable (KindContext) -> OfflineSummarySource?)?
    /// What the offline copy kept under a key holds, in words ("96 movies"), for the question
    /// before a server is removed; nil when there is none.
    public var offlineCopy: (@Sendable (AppDependencies, String) async throws -> String?)?
    /// How it is reached as an *arr; nil for a kind not on the engine.
    public var arrEngine: ArrEngine?
    /// How a server of it takes part in search everywhere.
    public var search: (@Sendable (KindContext) -> SearchSource)?
    /// Its titles in the command palette; nil (or a nil source) for none.
    public var palette: (@Sendable (KindContext) -> PaletteSource?)?
    /// Its imports and health for the activity watcher's notices.
    public var watch: (@Sendable (KindContext) -> WatchSource)?
    /// How it reads what its servers push to `/hooks/<slug>`; nil for a kind that cannot push.
    public var webhook: WebhookReader?
    /// How Thriftwood registers itself in a server of it (`notifications connect`); nil for a
    /// kind set up by hand (`notifications hook` says how). A kind on the *arr engine has the
    /// *arrs' unless it declares its own.
    public var hookConnector: HookConnectorMaker?
    /// What a server of it is polled for when it cannot push (finished and failed downloads);
    /// nil for a kind that pushes or has nothing to tell.
    public var polled: (@Sendable (KindServices, ServiceServer) -> PolledSource)?
    /// Builds the kind's live service, kept on ``KindServiceShelf`` and read through the typed
    /// accessor its folder declares; nil for a kind with no service of its own.
    public var makeService: ServiceMaker?
    /// Builds the store of its offline copy when it keeps one of its own (Radarr's movies,
    /// Sonarr's series), kept on the shelf beside its service; nil for a kind that keeps none or
    /// uses the shared record cache.
    public var makeCache: ServiceMaker?
    /// Whether the demo profile (`--demo`) holds a server of it on its embedded demo.
    public var inDemoProfile: Bool
    /// What a server of it says beside an *arr's release search that found little (Prowlarr: the
    /// indexers it reports failing); nil for a kind with nothing to say there.
    public var releaseWarning: (@Sendable (KindServices, ServiceServer) async -> String?)?
    /// The subtitles of an *arr's movies and episodes, for their screens (Bazarr); nil for a kind
    /// that keeps none.
    public var subtitles: (@Sendable (KindServices, ServiceServer) -> SubtitleSource)?
    /// Its screens in the command palette: each title with its path under the server's scope
    /// ("Search indexers", "search"); "" is the kind's home.
    public var paletteScreens: [PaletteScreen]
    /// How pictures (posters, fanart, covers) are fetched from a server of it; nil for a kind
    /// without pictures.
    public var pictures: (@Sendable (KindServices, ServiceServer) async throws -> any PictureFetching)?
    /// The oldest version of the server Thriftwood speaks to ("3.0"); nil when any answers.
    public var oldestSupported: String?
    /// Its list screens, each a table under its scope; the first is its home when `home` is nil,
    /// and they are its link table when `links` is nil.
    public var screens: [KindScreen]

    /// Declares `kind` with the capabilities given.
    public init(
        _ kind: ServiceKind, home: AppRoute? = nil, links: [RouteEntry<AppRoute>]? = nil,
        calendarFeedPath: String? = nil,
        test: (@Sendable (KindServices, ServiceServer) async throws -> SystemStatus)? = nil,
        overview: (@Sendable (KindServices, ServiceServer) async throws -> ServiceOverview)? = nil,
        activity: (@Sendable (KindContext) -> ActivityFeed)? = nil,
        dashboard: (@Sendable (KindContext) -> DashboardSource)? = nil,
        offlineSummary: (@Sendable (KindContext) -> OfflineSummarySource?)? = nil,
        offlineCopy: (@Sendable (AppDependencies, String) async throws -> String?)? = nil,
        arrEngine: ArrEngine? = nil, search: (@Sendable (KindContext) -> SearchSource)? = nil,
        palette: (@Sendable (KindContext) -> PaletteSource?)? = nil,
        watch: (@Sendable (KindContext) -> WatchSource)? = nil, webhook: WebhookReader? = nil,
        hookConnector: HookConnectorMaker? = nil,
        polled: (@Sendable (KindServices, ServiceServer) -> PolledSource)? = nil,
        makeService: ServiceMaker? = nil, makeCache: ServiceMaker? = nil, inDemoProfile: Bool = false,
        paletteScreens: [PaletteScreen] = [],
        releaseWarning: (@Sendable (KindServices, ServiceServer) async -> String?)? = nil,
        subtitles: (@Sendable (KindServices, ServiceServer) -> SubtitleSource)? = nil,
        pictures: (@Sendable (KindServices, ServiceServer) async throws -> any PictureFetching)? = nil,
        screens: [KindScreen] = []
    ) {
        self.screens = screens
        self.pictures = pictures
        self.subtitles = subtitles
        self.releaseWarning = releaseWarning
        self.paletteScreens = paletteScreens
        self.makeService = makeService
        self.makeCache = makeCache
        self.inDemoProfile = inDemoProfile
        self.polled = polled
        self.webhook = webhook
        // A kind on the *arr engine registers its webhook as every *arr does, unless it says otherwise.
        self.hookConnector = hookConnector ?? arrEngine.map(ArrHookConnector.maker)
        self.palette = palette
        self.watch = watch
        self.search = search
        self.offlineCopy = offlineCopy
        self.arrEngine = arrEngine
        self.kind = kind
        self.home = home
        self.links = links
        self.calendarFeedPath = calendarFeedPath
        self.test = test
        self.overview = overview
        self.activity = activity
        self.dashboard = dashboard
        self.offlineSummary = offlineSummary
    }
}

/// One of a kind's screens as the command palette offers it.
public struct PaletteScreen: Sendable, Hashable {
    /// What the palette lists ("Search indexers").
    public let title: String
    /// Its path under the server's scope ("search"; "" for the kind's home).
    public let path: String

    /// A screen titled `title` at `path`.
    public init(_ title: String, _ path: String) {
        self.title = title
        self.path = path
    }
}

extension KindDeclaration {
    /// This declaration, speaking to servers of `version` and later.
    public func supporting(from version: String) -> KindDeclaration {
        var declaration = self
        declaration.oldestSupported = version
        return declaration
    }
}
