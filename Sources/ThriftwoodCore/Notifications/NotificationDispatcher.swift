import Foundation

/// Passes every event the feed carries to the targets that want it, each delivery its own
/// child task (a slow or failing target holds up nothing), until the task running it is
/// cancelled; deliveries still waiting to retry end with it.
public struct NotificationDispatcher: Sendable {
    let feed: EventFeed
    let delivery: TargetDelivery
    let clock: @Sendable () -> Date

    /// A dispatcher from `feed` through `delivery`.
    public init(feed: EventFeed, delivery: TargetDelivery, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.feed = feed
        self.delivery = delivery
        self.clock = clock
    }

    /// Runs until cancelled.
    public func run() async {
        let events = feed.listen()
        await withDiscardingTaskGroup { group in
            for await fed in events {
                let now = clock()
                group.addTask { await delivery.deliver(fed, now: now) }
            }
        }
    }
}
