import ArrKit
import Foundation
import Observation

/// What a service's offline copy says when the service cannot be reached ("96 movies, 21
/// missing · offline copy updated 3 hours ago"), nil when there is none.
public typealias OfflineSummarySource = @Sendable (_ now: Date) async throws -> String?

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
    /// Each server's own screen: where its status line leads.
    public private(set) var serverHomes: [ServerRef: AppRoute] = [:]
    /// Each service's part of the dashboard, or why it could not be read.
    public private(set) var parts: [ServerRef: LoadedPart<ServiceDashboard>] = [:]
    /// Whether a refresh runs.
    public private(set) var isLoading = false
    /// Opens a route (set by the coordinator).
    public var onOpen: (@MainActor (AppRoute) -> Void)?

    /// What the offline copy says about each service that could not be read.
    public private(set) var offline: [ServerRef: String] = [:]

    private let sources: [(ServerRef, DashboardSource)]
    private let offlineSources: [ServerRef: OfflineSummarySource]
    private let clock: @Sendable () -> Date
    private let addressNotes: @Sendable () -> [String]

    /// Creates the root for `profile` (its menu from what `kinds` declares), reading each enabled
    /// service through its source and,
    /// for one that cannot be reached, what its offline copy says; `addressNotes` says which
    /// servers are reached elsewhere than their main address.
    public init(
        profile: Profile?, kinds: KindRegistry, sources: [(ServerRef, DashboardSource)] = [],
        offline: [ServerRef: OfflineSummarySource] = [:], clock: @escaping @Sendable () -> Date = { Date() },
        addressNotes: @escaping @Sendable () -> [String] = { [] }
    ) {
        self.addressNotes = addressNotes
        profileName = profile?.name ?? "No profile"
        var entries: [MenuEntry] = []
        var homes: [ServerRef: AppRoute] = [:]
        // Every enabled server the app has screens for, by name, in the profile's order — the
        // order of the status lines beside them ("Radarr", "Sonarr", "Radarr 4K").
        for server in profile?.servers ?? [] where server.enabled {
            guard let profile, let home = kinds.home(of: server, in: profile) else { continue }
            entries.append(MenuEntry(title: server.name, detail: server.displayName, route: home))
            homes[ServerRef(server, in: profile)] = home
        }
        // The merged views, once any enabled server feeds them (a capability, not a family:
        // Lidarr and SABnzbd alone have a queue and a calendar too).
        if (profile?.servers ?? []).contains(where: { $0.enabled && kinds.feedsActivity($0.kind) }) {
            entries += ActivityRoute.allCases.map {
                MenuEntry(title: $0.title, detail: $0.menuDetail, route: .activity($0))
            }
        }
        entries.append(MenuEntry(title: "Services", detail: "The profile's servers", route: .services))
        entries.append(MenuEntry(title: "Settings", detail: "Profiles, appearance, logs", route: .settings(.main)))
        self.entries = entries
        self.serverHomes = homes
        self.sources = sources
        self.offlineSources = offline
        self.clock = clock
    }

    /// Reads every service whole, at once; one that fails keeps its last part's place with the reason.
    public func load() async {
        await read(keepingSlowParts: false)
    }

    /// Reads what moves (the downloads) of each service whose slow parts are recent, and the
    /// others whole: what Home does on its own while it shows, light on the servers.
    public func refresh() async {
        // Another Home's recent read of a server stands for this one's (the browser's sessions).
        await DashboardShare.$refreshing.withValue(true) { await read(keepingSlowParts: true) }
    }

    private func read(keepingSlowParts: Bool) async {
        isLoading = true
        defer { isLoading = false }
        let now = clock()
        let previous = keepingSlowParts ? parts.compactMapValues(\.value) : [:]
        // Each service's part shows as soon as it answers: a slow one never holds back the rest.
        let fetched = await withTaskGroup(of: (ServerRef, LoadedPart<ServiceDashboard>).self) { group in
            for (kind, source) in sources {
                let last = previous[kind]
                group.addTask { (kind, await LoadedPart.capture { try await source(now, last) }) }
            }
            var fetched: [ServerRef: LoadedPart<ServiceDashboard>] = [:]
            for await (kind, part) in group {
                fetched[kind] = part
                // A part as it was changes nothing a front end watches (an open page is not drawn again).
                if parts[kind] != part { parts[kind] = part }
            }
            return fetched
        }
        var offline: [ServerRef: String] = [:]
        for (kind, part) in fetched where part.failure != nil {
            guard let source = offlineSources[kind] else { continue }
            switch await capture({ try await source(now) }) {
            case .success(let summary?): offline[kind] = summary
            case .success(nil): break
            case .failure(let error):
                offline[kind] = "The offline copy could not be read: \(ErrorNotice(error).message)"
            }
        }
        if self.offline != offline { self.offline = offline }
    }

    /// The banner while a service cannot be reached: "Offline: Sonarr could not be reached —
    /// what its offline copy knows is shown." Nil when every service answered.
    public var offlineBanner: String? {
        let down = services.filter { parts[$0]?.failure != nil }
        guard !down.isEmpty else { return nil }
        // Promise only what is there: a copy is shown below the line of a server that has one.
        let names = Format.list(down.map(\.displayName))
        let copied = down.filter { offline[$0] != nil }
        switch copied.count {
        case 0: return "Offline: \(names) could not be reached, and there is no offline copy yet."
        case down.count:
            return "Offline: \(names) could not be reached — what the offline copy knows is shown below "
                + (down.count == 1 ? "its line." : "each line.")
        default:
            return
                "Offline: \(names) could not be reached — offline copies of \(Format.list(copied.map(\.displayName))) "
                + "are shown below their lines."
        }
    }

    /// What each service imported last, merged, newest first.
    public var recentlyImported: [DashboardItem] {
        Array(
            loadedParts.flatMap(\.recent).sorted { lhs, rhs in
                (rhs.date ?? .distantPast, lhs.title, lhs.id) < (lhs.date ?? .distantPast, rhs.title, rhs.id)
            }
            .prefix(6))
    }

    /// Every service's health warnings, and the parts it could not give, named by service.
    public var healthMessages: [StatusLabel] {
        addressNotes().map { StatusLabel($0, .attention) }
            + loadedParts.flatMap { part in
                part.unavailable.map { StatusLabel("\(part.source.name) \($0)", .attention) }
                    + part.healthMessages.map { StatusLabel("\(part.source.name): \($0)", .attention) }
            }
    }

    /// Refreshes every 30 seconds while the dashboard is visible: the downloads each time, the
    /// rest every ``ServiceDashboard/slowPartsLifetime``.
    public func whileVisible() async {
        while !Task.isCancelled {
            do { try await Task.sleep(for: .seconds(30)) } catch { return }
            await refresh()
        }
    }

    /// The services the dashboard reads, in menu order.
    public var services: [ServerRef] { sources.map(\.0) }

    /// One service's line: its version, health, low disks and missing count, or why it
    /// could not be read.
    public func statusLine(of kind: ServerRef) -> StatusLabel {
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

    /// Streams playing now across Tautulli servers, in each server's order.
    public var playing: [DashboardItem] { loadedParts.flatMap(\.playing) }

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
