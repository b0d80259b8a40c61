import Foundation
import ThriftwoodNavigation

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
        case .notifications:
            let codec = linkCodec
            let events = EventsViewModel(store: dependencies.events, profile: profile, kinds: dependencies.kinds) {
                link in
                do {
                    return try codec.parse(link).path.last
                } catch {
                    return nil  // a link the profile no longer names (its server removed): the row opens nothing
                }
            }
            events.onOpen = open
            return .notifications(events)
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
