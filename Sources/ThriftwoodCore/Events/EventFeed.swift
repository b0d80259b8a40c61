import Foundation
import Synchronization

/// Events as they are stored, to whoever listens in this process (the pages' toasts, the
/// targets' deliveries). Another process (the terminal app beside `serve`) reads the store.
public final class EventFeed: Sendable {
    private let listeners = Mutex<[UUID: AsyncStream<FedEvent>.Continuation]>([:])

    /// A feed nobody listens to yet.
    public init() {}

    /// Events from now on, until the stream is dropped; a slow listener loses the oldest
    /// beyond 100 waiting, never slows the intake.
    public func listen() -> AsyncStream<FedEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: FedEvent.self, bufferingPolicy: .bufferingNewest(100))
        let key = UUID()
        listeners.withLock { $0[key] = continuation }
        continuation.onTermination = { [weak self] _ in
            _ = self?.listeners.withLock { $0.removeValue(forKey: key) }
        }
        return stream
    }

    /// Tells every listener about `event` of the profile with id `profileID`.
    public func publish(_ event: StackEvent, profileID: String) {
        let fed = FedEvent(event: event, profileID: profileID)
        for listener in listeners.withLock({ Array($0.values) }) { listener.yield(fed) }
    }

    /// Ends every listener's stream (the process is stopping).
    public func finish() {
        for listener in listeners.withLock({ Array($0.values) }) { listener.finish() }
    }
}

/// An event as the feed carries it: with the profile it belongs to.
public struct FedEvent: Sendable, Hashable {
    /// The event, as stored.
    public let event: StackEvent
    /// The id of its profile.
    public let profileID: String
}
