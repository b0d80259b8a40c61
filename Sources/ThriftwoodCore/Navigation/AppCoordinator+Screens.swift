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
        let (libraryCache, seriesCache) = (dependencies.libraryCache, dependencies.seriesCache)
        // Every enabled server, each its own line on Home and its own offline copy.
        for served in servedServers {
            switch served {
            case .radarr(let ref, let radarr, let key):
                sources.append((ref, { try await radarr.dashboard(now: $0, previous: $1).from(ref) }))
                if let key {
                    offline[ref] = { now in
                        guard let cached = try await libraryCache.load(connectionId: key) else { return nil }
                        let missing = cached.movies.filter(\.isMissing).count
                        return
                            "\(Format.plural(cached.movies.count, "movie")), \(missing) missing · offline copy updated "
                            + Format.ago(cached.updatedAt, now: now)
                    }
                }
            case .sonarr(let ref, let sonarr, let key):
                sources.append((ref, { try await sonarr.dashboard(now: $0, previous: $1).from(ref) }))
                if let key {
                    offline[ref] = { now in
                        guard let cached = try await seriesCache.load(connectionId: key) else { return nil }
                        let missing = cached.series.filter { SeriesQuery.Filter.missing.admits($0) }.count
                        return "\(cached.series.count) series, \(missing) with missing episodes · offline copy updated "
                            + Format.ago(cached.updatedAt, now: now)
                    }
                }
            }
        }
        // Each download client's line, in the profile's order among the others.
        let downloads = dependencies.downloads
        for server in profile?.servers ?? [] where server.enabled && server.kind.isDownloadClient {
            let ref = ServerRef(
                kind: server.kind, name: server.name, slug: profile?.isFirst(server) == true ? nil : server.slug)
            sources.append(
                (
                    ref,
                    { _, _ in
                        try await DownloadOverview.dashboard(try await downloads.client(for: server), kind: server.kind)
                            .from(ref)
                    }
                ))
        }
        // Each Seerr's line: requests waiting, open issues.
        let requests = dependencies.requests
        for server in profile?.servers ?? [] where server.enabled && server.kind.isRequests {
            let ref = ServerRef(
                kind: server.kind, name: server.name, slug: profile?.isFirst(server) == true ? nil : server.slug)
            sources.append(
                (ref, { _, _ in try await RequestOverview.dashboard(try await requests.client(for: server)).from(ref) })
            )
        }
        // Each Tautulli's line: what plays now.
        let streams = dependencies.streams
        for server in profile?.servers ?? [] where server.enabled && server.kind.isStreams {
            let ref = ServerRef(
                kind: server.kind, name: server.name, slug: profile?.isFirst(server) == true ? nil : server.slug)
            sources.append(
                (ref, { _, _ in try await StreamOverview.dashboard(try await streams.client(for: server)).from(ref) }))
        }
        // Each Lidarr's line: downloads, albums releasing this week, missing albums.
        let lidarr = dependencies.lidarr
        for server in profile?.servers ?? [] where server.enabled && server.kind.isMusic {
            let ref = ServerRef(
                kind: server.kind, name: server.name, slug: profile?.isFirst(server) == true ? nil : server.slug)
            sources.append(
                (
                    ref,
                    { now, previous in
                        try await LidarrDashboard.dashboard(
                            try await lidarr.client(for: server), now: now, previous: previous
                        ).from(ref)
                    }
                ))
        }
        let order = (profile?.servers ?? []).map(\.name)
        sources.sort { (order.firstIndex(of: $0.0.name) ?? .max) < (order.firstIndex(of: $1.0.name) ?? .max) }
        let home = AppHomeViewModel(profile: profile, sources: sources, offline: offline, clock: dependencies.clock)
        home.onOpen = { [weak self] in self?.navigate(to: $0) }
        return .app(.home(home))
    }

    private func make(_ route: AppRoute) -> ScreenModel {
        switch route {
        case .services:
            let services = ServicesViewModel(profile: profile, overview: dependencies.overview)
            services.onOpen = { [weak self] in self?.navigate(to: $0) }
            return .app(.services(services))
        case .search(let query):
            var radarrs: [SearchEverywhereViewModel.Source<any RadarrService>] = []
            var sonarrs: [SearchEverywhereViewModel.Source<any SonarrService>] = []
            for served in servedServers {
                switch served {
                case .radarr(let ref, let service, let key):
                    radarrs.append(.init(server: ref, service: service, connectionId: key))
                case .sonarr(let ref, let service, let key):
                    sonarrs.append(.init(server: ref, service: service, connectionId: key))
                }
            }
            let lidarr = dependencies.lidarr
            let lidarrs = (profile?.servers ?? []).filter { $0.enabled && $0.kind.isMusic }.map { server in
                SearchEverywhereViewModel.Source<@Sendable () async throws -> LidarrClient>(
                    server: ServerRef(
                        kind: server.kind, name: server.name,
                        slug: profile?.isFirst(server) == true ? nil : server.slug),
                    service: { try await lidarr.client(for: server) }, connectionId: server.id)
            }
            let search = SearchEverywhereViewModel(
                query: query, radarrs: radarrs, sonarrs: sonarrs, seerrs: seerrSources, lidarrs: lidarrs,
                libraryCache: dependencies.libraryCache, seriesCache: dependencies.seriesCache)
            search.onOpen = { [weak self] in self?.navigate(to: $0) }
            return .app(.search(search))
        case .activity(let activity): return .app(.activity(makeActivity(activity)))
        case .radarr(let radarr, let server): return .radarr(makeRadarr(radarr, server: server))
        case .sonarr(let sonarr, let server): return .sonarr(makeSonarr(sonarr, server: server))
        case .downloads(let route, let kind, let server):
            return .downloads(makeDownloads(route, kind: kind, server: server))
        case .requests(let route, let server): return .requests(makeRequests(route, server: server))
        case .streams(let route, let server): return .streams(makeStreams(route, server: server))
        case .music(let route, let server): return .music(makeMusic(route, server: server))
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
