import ThriftwoodNavigation

/// The views across services, carried by ``AppRoute/activity(_:)``.
public enum ActivityRoute: String, Hashable, Sendable, Codable, CaseIterable {
    /// One queue over every service.
    case queue
    /// One history over every service.
    case history
    /// One calendar of releases and airings.
    case calendar
    /// Missing and cutoff-unmet items of every service.
    case wanted
    /// What the servers told Thriftwood (their webhooks), newest first.
    case notifications

    /// A short title for headers and breadcrumbs.
    public var title: String {
        switch self {
        case .queue: "Downloads"
        case .history: "History"
        case .calendar: "Calendar"
        case .wanted: "Wanted"
        case .notifications: "Notifications"
        }
    }

    /// What the home menu says about it.
    public var menuDetail: String {
        switch self {
        case .queue: "Every service's downloads"
        case .history: "Every service's history"
        case .calendar: "Releases and airings, week or agenda"
        case .wanted: "Missing and cutoff unmet everywhere"
        case .notifications: "What your servers told Thriftwood"
        }
    }

    /// The views' links, one naming scheme: `thriftwood://activity/queue`, `…/history`,
    /// `…/calendar` and `…/wanted` (printed so); `thriftwood://calendar`, which older builds
    /// printed, and `thriftwood://wanted`, which people type, are still read. (A bare `queue`
    /// stays no screen: it would read as Radarr's.)
    static let links: [RouteEntry<AppRoute>] = [
        .fixed("activity/queue", .activity(.queue)),
        .fixed("activity/history", .activity(.history)),
        .fixed("activity/calendar", .activity(.calendar)),
        .fixed("activity/wanted", .activity(.wanted)),
        .fixed("activity/notifications", .activity(.notifications)),
        .fixed("calendar", .activity(.calendar)),
        .fixed("wanted", .activity(.wanted)),
    ]
}

/// The view models of the views across services.
@MainActor
public enum ActivityScreenModel {
    case queue(MergedQueueViewModel)
    case history(MergedHistoryViewModel)
    case calendar(MergedCalendarViewModel)
    case wanted(MergedWantedViewModel)
    case notifications(EventsViewModel)

    /// The view model itself.
    public var viewModel: any MergedActivityModel {
        switch self {
        case .queue(let model): model
        case .history(let model): model
        case .calendar(let model): model
        case .wanted(let model): model
        case .notifications(let model): model
        }
    }
}
