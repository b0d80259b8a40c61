import Foundation

extension AppCoordinator {
    /// The view model of a view across services, over the profile's enabled services.
    func makeActivity(_ route: ActivityRoute) -> ActivityScreenModel {
        let feeds = activityFeeds
        let open: @MainActor (AppRoute) -> Void = { [weak self] in self?.navigate(to: $0) }
        switch route {
        case .queue:
            let queue = MergedQueueViewModel(feeds: feeds)
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

    /// The feeds of the profile's enabled services, in menu order.
    var activityFeeds: [ActivityFeed] {
        guard let profile else { return [] }
        var feeds: [ActivityFeed] = []
        for server in profile.servers where server.enabled {
            let slug = profile.isFirst(server) ? nil : server.slug
            let source = ServerRef(kind: server.kind, name: server.name, slug: slug)
            switch server.kind {
            case .radarr: feeds.append(radarrService(on: slug).0.activityFeed.from(source))
            case .sonarr: feeds.append(sonarrService(on: slug).0.activityFeed.from(source))
            case .lidarr, .sabnzbd, .nzbget, .tautulli, .overseerr: break
            }
        }
        return feeds
    }
}
