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

    /// The feeds of the profile's enabled servers whose kind feeds the merged views, in the
    /// profile's order.
    var activityFeeds: [ActivityFeed] {
        enabledServers.compactMap { context in
            dependencies.kinds.declaration(of: context.server.kind)?.activity?(context)
        }
    }
}
