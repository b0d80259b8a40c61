import Crypto
import Foundation
import Synchronization

/// Pushes already kept, by server and the exact bytes sent, for ``window``: a server (or a proxy
/// retrying) that sends the same body twice makes one event, not two stacked toasts.
final class HookReplays: Sendable {
    /// How long a body counts as the same push.
    static let window: TimeInterval = 60
    /// How many recent pushes are remembered (the oldest are forgotten first).
    static let capacity = 4_096

    private let seen = Mutex<[String: Date]>([:])
    private let clock: @Sendable () -> Date

    init(clock: @escaping @Sendable () -> Date = { Date() }) {
        self.clock = clock
    }

    /// Whether `body` pushed to `slug` was already kept within the window; when not, it is
    /// remembered from now on.
    func isReplay(slug: String, body: Data) -> Bool {
        let key = Self.key(slug, body)
        let now = clock()
        return seen.withLock { seen in
            if let kept = seen[key], now.timeIntervalSince(kept) < Self.window { return true }
            if seen.count >= Self.capacity {
                seen = seen.filter { now.timeIntervalSince($0.value) < Self.window }
                if seen.count >= Self.capacity, let oldest = seen.min(by: { $0.value < $1.value })?.key {
                    seen[oldest] = nil
                }
            }
            seen[key] = now
            return false
        }
    }

    private static func key(_ slug: String, _ body: Data) -> String {
        slug.lowercased() + ":" + SHA256.hash(data: body).map { String($0, radix: 16) }.joined()
    }

    /// Forgets `body` pushed to `slug` (it could not be kept, so a retry must be taken).
    func forget(slug: String, body: Data) {
        let key = Self.key(slug, body)
        _ = seen.withLock { $0.removeValue(forKey: key) }
    }
}
