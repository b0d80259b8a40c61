import Synchronization

/// One read of each server's Home part shared by every Home that shows it: the browser's
/// sessions (each its own coordinator over the same dependencies) refresh Home every 30
/// seconds each, and 200 open phones would otherwise ask every server 200 times as often.
///
/// A refresh takes the part another Home read less than ``freshness`` ago; a read already
/// under way is joined, whoever started it; a load (asked for) reads again unless a read is
/// under way. A failure is shared like a part, so a server that is down is not asked by each.
public final class DashboardShare: Sendable {
    /// Which server's part, as one Home names it (the same server in two profiles, or first of
    /// its kind in one and not in the other, links its rows differently).
    public struct Key: Hashable, Sendable {
        let server: ServiceServer
        let ref: ServerRef

        /// The part of `server`, named `ref` on Home.
        public init(server: ServiceServer, ref: ServerRef) {
            self.server = server
            self.ref = ref
        }
    }

    private enum Entry {
        case reading(Task<ServiceDashboard, any Error>)
        case read(Result<ServiceDashboard, any Error>, at: ContinuousClock.Instant)
    }

    /// How long a part read for one Home stands for the others' refreshes.
    public let freshness: Duration
    private let entries = Mutex<[Key: Entry]>([:])

    /// A share whose parts stand for `freshness` (a third of Home's own 30-second refresh, so
    /// what a refreshed Home shows is at most 40 seconds old instead of 30).
    public init(freshness: Duration = .seconds(10)) {
        self.freshness = freshness
    }

    /// Whether the read under way is Home's own refresh (set by Home), not a load asked for.
    @TaskLocal static var refreshing = false

    /// `source`, reading through the share as `key`.
    public func sharing(_ source: @escaping DashboardSource, as key: Key) -> DashboardSource {
        { [self] now, previous in
            try await part(of: key, refreshing: Self.refreshing) { try await source(now, previous) }
        }
    }

    private func part(
        of key: Key, refreshing: Bool, read: @escaping @Sendable () async throws -> ServiceDashboard
    ) async throws -> ServiceDashboard {
        let now = ContinuousClock.now
        let step = entries.withLock { entries -> Step in
            switch entries[key] {
            case .reading(let task)?: return .join(task)
            case .read(let result, let at)? where refreshing && at.duration(to: now) < freshness:
                return .take(result)
            default:
                let task = Task { try await read() }
                entries[key] = .reading(task)
                return .join(task)
            }
        }
        switch step {
        case .take(let result): return try result.get()
        case .join(let task):
            let result = await task.result
            entries.withLock { entries in
                // Only the read that is still the key's is kept.
                if case .reading(let current)? = entries[key], current == task {
                    entries[key] = .read(result, at: ContinuousClock.now)
                }
            }
            return try result.get()
        }
    }

    private enum Step {
        case take(Result<ServiceDashboard, any Error>)
        case join(Task<ServiceDashboard, any Error>)
    }
}
