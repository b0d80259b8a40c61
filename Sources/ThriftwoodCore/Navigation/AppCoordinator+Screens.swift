import Foundation
import LidarrAPI
import ThriftwoodNavigation

extension AppCoordinator {
    /// The view model for `route` (nil: the root), built once per stack entry with its
    /// services injected and its navigation callbacks wired — in one extension per service,
    /// the only places that navigate.
    public func model(for route: AppRoute?) -> ScreenModel {
        guard let route else {
            if let rootModel { return rootModel }
            let made = makeRoot()
            rootModel = made
            return made
        }
        if let existing = models[route] { return existing }
        let made = make(route)
        models[route] = made
        return made
    }

    private func makeRoot() -> ScreenModel {
        var sources: [(ServerRef, DashboardSource)] = []
        var offline: [ServerRef: OfflineSummarySource] = [:]
        // Every enabled server whose kind has a part on Home, each its own line and offline copy,
        // in the profile's order.
        for context in enabledServers {
            guard let declaration = dependencies.kinds.declaration(of: context.server.kind) else { continue }
            if let dashboard = declaration.dashboard {
                // Read once for every Home showing the server (the browser's sessions).
                let key = DashboardShare.Key(server: context.server, ref: context.ref)
                sources.append((context.ref, dependencies.dashboards.sharing(dashboard(context), as: key)))
            }
            if let summary = declaration.offlineSummary?(context) { offline[context.ref] = summary }
        }
        let home = AppHomeViewModel(
            profile: profile, kinds: dependencies.kinds, sources: sources, offline: offline, clock: dependencies.clock,
            addressNotes: { [dependencies, profile] in dependencies.addressNotes(for: profile) })
        home.onOpen = { [weak self] in self?.navigate(to: $0) }
        return .app(.home(home))
    }

    private func make(_ route: AppRoute) -> ScreenModel {
        switch route {
        case .services:
            let services = ServicesViewModel(
                profile: profile, kinds: dependencies.kinds, overview: dependencies.overview,
                doctor: ServerDoctor(
                    tester: dependencies.tester, transport: dependencies.transport, clock: dependencies.clock))
            services.onOpen = { [weak self] in self?.navigate(to: $0) }
            return .app(.services(services))
        case .search(let query):
            // Every enabled server whose kind can be searched, in the profile's order.
            let search = SearchEverywhereViewModel(
                query: query,
                sources: enabledServers.compactMap { dependencies.kinds.declaration(of: $0.server.kind)?.search?($0) })
            search.onOpen = { [weak self] in self?.navigate(to: $0) }
            return .app(.search(search))
        case .activity(let activity): return .app(.activity(makeActivity(activity)))
        case .radarr(let radarr, let server): return .radarr(makeRadarr(radarr, server: server))
        case .sonarr(let sonarr, let server): return .sonarr(makeSonarr(sonarr, server: server))
        case .downloads(let route, let kind, let server):
            return .downloads(makeDownloads(route, kind: kind, server: server))
        case .admin(let route, let kind, let server):
            return .admin(makeAdmin(route, kind: kind, server: server))
        case .requests(let route, let server): return .requests(makeRequests(route, server: server))
        case .streams(let route, let server): return .streams(makeStreams(route, server: server))
        case .music(let route, let server): return .music(makeMusic(route, server: server))
        case .prowlarr(let route, let server): return .table(makeProwlarr(route, server: server))
        case .bazarr(let route, let server): return .table(makeBazarr(route, server: server))
        case .kindScreen(let route, let server): return .table(makeKindScreen(route, server: server))
        case .settings(let settings): return .settings(makeSettings(settings))
        }
    }

    /// Closes a form sheet and reloads the screen under it.
    func closeForm(reloading route: AppRoute) {
        navigateBack()
        if let model = models[route] { track { await model.load() } }
    }

    /// Runs `work` as a task the coordinator tracks, so ``settle()`` waits for it.
    func track(_ work: @escaping @MainActor () async -> Void) {
        tasks.removeAll { $0.isCancelled }
        tasks.append(Task { await work() })
    }
}
