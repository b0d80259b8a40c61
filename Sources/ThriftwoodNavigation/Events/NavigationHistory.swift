/// A bounded log of the most recent navigation events, oldest first.
public struct NavigationHistory<Route: Hashable & Sendable>: Sendable {
    /// How many events are kept at most.
    public let capacity: Int
    /// The kept events, oldest first.
    public private(set) var events: [NavigationEvent<Route>] = []

    /// Creates an empty history keeping at most `capacity` events (at least one).
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Appends an event, dropping the oldest when full.
    public mutating func record(_ event: NavigationEvent<Route>) {
        if events.count == capacity { events.removeFirst() }
        events.append(event)
    }
}
