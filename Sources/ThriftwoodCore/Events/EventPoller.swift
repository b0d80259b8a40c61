import Foundation
import Logging

/// Polls the servers that cannot push (download clients) and keeps what finished or failed
/// since the last look as events, as if the server had pushed them: the same store, the same
/// feed (so targets hear them). The first look at a server only learns what is there.
public actor EventPoller {
    private struct Seen {
        var phases: [String: PolledItem.Phase] = [:]
        /// Names already told, so a download that finished in the queue and then appears in
        /// the history is told once.
        var told: [String] = []
    }

    private let dependencies: AppDependencies
    private let feed: EventFeed?
    private var seen: [String: Seen] = [:]

    /// A poller over the app's services, telling `feed` as it keeps events.
    public init(dependencies: AppDependencies, feed: EventFeed?) {
        self.dependencies = dependencies
        self.feed = feed
    }

    /// Looks at every enabled server of `profile` whose kind is polled; returns what it kept.
    @discardableResult
    public func check(_ profile: Profile) async -> [StackEvent] {
        guard let store = dependencies.events else { return [] }
        var kept: [StackEvent] = []
        for server in profile.servers where server.enabled {
            guard let source = dependencies.kinds.declaration(of: server.kind)?.polled?(dependencies.services, server)
            else { continue }
            let items: [PolledItem]
            do {
                items = try await source.read()
            } catch {
                continue  // its own screens say why; a background look stays quiet
            }
            let key = profile.id + "/" + server.slug
            let news = changes(items, key: key)
            for (item, failure) in news {
                let event = Self.event(
                    item, failure: failure, server: server, route: source.route, profile: profile,
                    kinds: dependencies.kinds)
                do {
                    let stored = try await store.add(event, profileID: profile.id)
                    feed?.publish(stored, profileID: profile.id)
                    kept.append(stored)
                } catch {
                    dependencies.logger("thriftwood.notifications").warning(
                        "could not keep an event: \(ErrorNotice(error).message)")
                }
            }
        }
        return kept
    }

    /// Runs ``check(_:)`` on the active profile every `interval` until cancelled.
    public func run(every interval: Duration = .seconds(30)) async {
        while !Task.isCancelled {
            do {
                if let profile = try await dependencies.profiles.activeProfile() { await check(profile) }
            } catch {
                // The next look tries again; a database that fails once does not end the watching.
                dependencies.logger("thriftwood.notifications").warning(
                    "could not read the active profile: \(ErrorNotice(error).message)")
            }
            do {
                try await Task.sleep(for: interval)
            } catch {
                return
            }
        }
    }

    /// The items of `key` that finished or failed since the last look (none at the first).
    private func changes(_ items: [PolledItem], key: String) -> [(PolledItem, failure: String?)] {
        let first = seen[key] == nil
        var state = seen[key] ?? Seen()
        var news: [(PolledItem, failure: String?)] = []
        for item in items {
            let before = state.phases[item.id]
            state.phases[item.id] = item.phase
            guard !first, before != item.phase, !state.told.contains(item.name) else { continue }
            switch item.phase {
            case .active: continue
            case .finished: news.append((item, nil))
            case .failed(let why): news.append((item, why ?? ""))
            }
            state.told.append(item.name)
        }
        if first { state.told = items.filter { $0.phase != .active }.map(\.name) }
        state.told = Array(state.told.suffix(500))
        let current = Set(items.map(\.id))
        state.phases = state.phases.filter { current.contains($0.key) }
        seen[key] = state
        return news
    }

    private static func event(
        _ item: PolledItem, failure: String?, server: ServiceServer, route: AppRoute?, profile: Profile,
        kinds: KindRegistry
    ) -> StackEvent {
        let sentence =
            failure.map { why in
                "Download failed: \(item.name) on \(server.name)" + (why.isEmpty ? "" : ": \(why)")
            } ?? "Download finished: \(item.name) on \(server.name)"
        return StackEvent(
            type: failure == nil ? .downloadFinished : .downloadFailed, rawType: failure == nil ? "finished" : "failed",
            server: EventServer(server), sentence: WebhookIntake.plain(sentence), date: Date(),
            link: route.flatMap { WebhookIntake.link(of: [$0], server: server, in: profile, kinds: kinds) })
    }
}
