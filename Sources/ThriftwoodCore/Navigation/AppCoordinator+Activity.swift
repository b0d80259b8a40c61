import Foundation

extension AppCoordinator {
    /// The view model of a view across services, over the profile's enabled services.
    func makeActivity(_ route: ActivityRoute) -> ActivityScreenModel {
        let feeds = activityFeeds
        let open: @MainActor (AppRoute) -> Void = { [weak self] in self?.navigate(to: $0) }
        switch route {
        case .queue:
            let queue = MergedQueueViewModel(feeds: feeds, clients: downloadSources)
            queue.asksBeforeRemoving = preferences.confirmDestructiveActions
            queue.onOpen = open
            return .queue(queue)
        case .history:
            let history = MergedHistoryViewModel(feeds: feeds)
            history.onOpen = open
            return .history(history)
        case .calendar:
            let calendar = MergedCalendarViewModel(feeds: feeds, clock: dependencies.clock)
            calendar.onOpen = open
            return .calendar(calendar)
        case .wanted:
            let wanted = MergedWantedViewModel(feeds: feeds)
            wanted.onOpen = open
            return .wanted(wanted)
        }
    }

    /// The feeds of the profile's enabled services, in the profile's order.
    var activityFeeds: [ActivityFeed] {
        var feeds = servedServers.map { served in
            switch served {
            case .radarr(let ref, let service, _): service.activityFeed.from(ref)
            case .sonarr(let ref, let service, _): service.activityFeed.from(ref)
            }
        }
        let lidarr = dependencies.lidarr
        for server in profile?.servers ?? [] where server.enabled && server.kind.isMusic {
            let ref = ServerRef(
                kind: server.kind, name: server.name, slug: profile?.isFirst(server) == true ? nil : server.slug)
            feeds.append(LidarrActivity.feed { try await lidarr.client(for: server) }.from(ref))
        }
        let order = (profile?.servers ?? []).map(\.name)
        return feeds.sorted {
            (order.firstIndex(of: $0.source.name) ?? .max) < (order.firstIndex(of: $1.source.name) ?? .max)
        }
    }
}
