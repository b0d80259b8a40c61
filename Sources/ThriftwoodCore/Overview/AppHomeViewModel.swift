import ArrKit
import Foundation
import Observation

/// The app's root: what is happening across the profile's services — each service's state,
/// what downloads now, what releases or airs in the next seven days, what is missing — and
/// the menu of services and settings.
@MainActor
@Observable
public final class AppHomeViewModel {
    /// The active profile's name.
    public private(set) var profileName: String
    /// The menu entries.
    public private(set) var entries: [MenuEntry]
    /// Each service's part of the dashboard, or why it could not be read.
    public private(set) var parts: [ServiceKind: LoadedPart<ServiceDashboard>] = [:]
    /// Whether a refresh runs.
    public private(set) var isLoading = false
    /// Opens a route (set by the coordinator).
    public var onOpen: (@MainActor (AppRoute) -> Void)?

    private let sources: [(ServiceKind, DashboardSource)]
    private let clock: @Sendable () -> Date

    /// Creates the root for `profile`, reading each enabled service through its source.
    public init(
        profile: Profile?, sources: [(ServiceKind, DashboardSource)] = [],
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        profileName = profile?.name ?? "No profile"
        var entries: [MenuEntry] = []
        if let radarr = profile?.enabledRadarr {
            entries.append(MenuEntry(title: "Radarr", detail: radarr.displayName, route: .radarr(.home)))
        }
        if let sonarr = profile?.enabledServer(.sonarr) {
            entries.append(MenuEntry(title: "Sonarr", detail: sonarr.displayName, route: .sonarr(.home)))
        }
        if profile?.hasEnabled(.radarr) == true || profile?.hasEnabled(.sonarr) == true {
            entries += ActivityRoute.allCases.map {
                MenuEntry(title: $0.title, detail: $0.menuDetail, route: .activity($0))
            }
        }
        entries.append(MenuEntry(title: "Services", detail: "The profile's servers", route: .services))
        entries.append(MenuEntry(title: "Settings", detail: "Profiles, appearance, logs", route: .settings(.main)))
        self.entries = entries
        self.sources = sources
        self.clock = clock
    }

    /// Reads every service at once; one that fails keeps its last part's place with the reason.
    public func load() async {
        isLoading = true
        defer { isLoading = false }
        let now = clock()
        let fetched = await withTaskGroup(of: (ServiceKind, LoadedPart<ServiceDashboard>).self) { group in
            for (kind, source) in sources {
                group.addTask { (kind, await LoadedPart.capture { try await source(now) }) }
            }
            var fetched: [ServiceKind: LoadedPart<ServiceDashboard>] = [:]
            for await (kind, part) in group { fetched[kind] = part }
            return fetched
        }
        parts = fetched
    }

    /// Refreshes every 30 seconds while the dashboard is visible.
    public func whileVisible() async {
        while !Task.isCancelled {
            do { try await Task.sleep(for: .seconds(30)) } catch { return }
            await load()
        }
    }

    /// The services the dashboard reads, in menu order.
    public var services: [ServiceKind] { sources.map(\.0) }

    /// One service's line: its version, health, low disks and missing count, or why it
    /// could not be read.
    public func statusLine(of kind: ServiceKind) -> StatusLabel {
        switch parts[kind] {
        case .loaded(let part)?: part.statusLine
        case .failed(let notice)?: StatusLabel("\(kind.displayName) · \(notice.message)", .problem)
        case nil: StatusLabel("\(kind.displayName) · checking…", .quiet)
        }
    }

    /// Downloads across services, the soonest to finish first (then by title, so the order
    /// never depends on a server's ids).
    public var downloading: [DashboardItem] {
        loadedParts.flatMap(\.downloading).sorted { lhs, rhs in
            (lhs.secondsLeft ?? .infinity, lhs.title, lhs.id) < (rhs.secondsLeft ?? .infinity, rhs.title, rhs.id)
        }
    }

    /// Releases and airings across services in the next seven days, in date order.
    public var upcoming: [DashboardItem] {
        loadedParts.flatMap(\.upcoming).sorted { lhs, rhs in
            (lhs.date ?? .distantFuture, lhs.title, lhs.id) < (rhs.date ?? .distantFuture, rhs.title, rhs.id)
        }
    }

    /// Opens the search over every library.
    public func openSearch() { onOpen?(.search(query: nil)) }

    /// Opens `entry`.
    public func open(_ entry: MenuEntry) { onOpen?(entry.route) }

    /// Opens `item`'s screen.
    public func open(_ item: DashboardItem) { onOpen?(item.route) }

    private var loadedParts: [ServiceDashboard] { services.compactMap { parts[$0]?.value } }
}

extension AppHomeViewModel: ScreenViewModel {}
