import Foundation
import Logging

extension AppCoordinator {
    /// Tells in the status line what the profile's servers pushed since the last look (kept by
    /// `serve`, perhaps in another process); the first look only sets where telling starts, so
    /// opening the app never replays old events. Returns what it told.
    @discardableResult
    public func checkEvents() async -> [StackEvent] {
        guard onboarding == nil, let profile, let store = dependencies.events else { return [] }
        do {
            guard let told = toldEvents, told.profileID == profile.id else {
                let newest = try await store.newestID(profileID: profile.id)
                toldEvents = (profile.id, newest)
                return []
            }
            let events = try await store.events(profileID: profile.id, after: told.id)
            guard let newest = events.last?.id else { return [] }
            toldEvents = (profile.id, newest)
            let sentences = events.filter { $0.type != .test }.suffix(3).map(\.sentence)
            // The newest first: a long line is cut at its end, and what just happened must show.
            if !sentences.isEmpty {
                notice = (sentences.reversed() + [notice].compactMap { $0 }).joined(separator: " · ")
            }
            return events
        } catch {
            logger.warning("could not read the events: \(ErrorNotice(error).message)")
            return []
        }
    }

    /// Calls ``checkEvents()`` every `interval` until the returned task is cancelled (one
    /// indexed read of the app's own database: no server is asked); `tell` gets what was new
    /// (the desktop's notifications), when the preferences ask for it.
    public func watchEvents(
        every interval: Duration = .seconds(2), tell: (@Sendable ([StackEvent]) async -> Void)? = nil
    ) -> Task<Void, Never> {
        Task { [weak self] in
            while !Task.isCancelled {
                let new = await self?.checkEvents() ?? []
                if let tell, !new.isEmpty, self?.preferences.notifications.desktop == true {
                    await tell(new.filter { $0.type != .test })
                }
                do {
                    try await Task.sleep(for: interval)
                } catch {
                    return
                }
            }
        }
    }
}

extension AppCoordinator {
    /// The events of the profile in use from now on, for a front end that tells them as they
    /// come (the browser's toasts); nil without a profile or an event store.
    public func eventTail() async -> EventTail? {
        guard let profile, let store = dependencies.events else { return nil }
        do {
            return EventTail(
                store: store, profileID: profile.id, after: try await store.newestID(profileID: profile.id))
        } catch {
            logger.warning("could not read the events: \(ErrorNotice(error).message)")
            return nil
        }
    }
}

/// The events of one profile after a point, read a batch at a time.
public struct EventTail: Sendable {
    let store: EventStore
    let profileID: String
    /// The newest event read so far.
    public private(set) var after: Int64

    /// The events of `fed` that are this tail's profile's and newer than any it gave, oldest
    /// first: what this process stores, told without reading the store again.
    public mutating func take(_ fed: [FedEvent]) -> [StackEvent] {
        let events = fed.filter { $0.profileID == profileID }.map(\.event).filter { ($0.id ?? 0) > after }
            .sorted { ($0.id ?? 0) < ($1.id ?? 0) }
        after = events.last?.id ?? after
        return events
    }

    /// The events kept since the last call (none when the store cannot be read: the next call
    /// tries again).
    public mutating func next() async -> [StackEvent] {
        do {
            let events = try await store.events(profileID: profileID, after: after)
            after = events.last?.id ?? after
            return events
        } catch {
            return []
        }
    }
}
