import Foundation
import Synchronization

/// How one address may guess: at most ``unansweredAtOnce`` pushes whose secret is being checked
/// at once, and none once it has offered ``failuresPerMinute`` wrong secrets (for the rest of
/// the minute). Guessing a secret is slow whether the guesses come one after another or all at
/// once. A push with the right secret never counts: the *arrs do not send again, so a library-wide
/// rename's burst must all be kept.
final class HookRateLimit: Sendable {
    /// Wrong secrets one address may offer in a minute.
    static let failuresPerMinute = 10
    /// Pushes of one address whose secret is being checked at once.
    static let unansweredAtOnce = 32

    private struct Window {
        var started: Date
        var failures = 0
        var unanswered = 0
    }

    private let windows = Mutex<[String: Window]>([:])
    private let clock: @Sendable () -> Date

    init(clock: @escaping @Sendable () -> Date = { Date() }) {
        self.clock = clock
    }

    /// Whether `address` may have a push's secret checked now; an admitted push must be
    /// ``answered(_:wrongSecret:)`` once its secret is checked.
    func admit(_ address: String) -> Bool {
        let now = clock()
        return windows.withLock { windows in
            if windows.count > 10_000 { windows = windows.filter { now.timeIntervalSince($0.value.started) < 60 } }
            var window = windows[address] ?? Window(started: now)
            if now.timeIntervalSince(window.started) >= 60 {
                window = Window(started: now, unanswered: window.unanswered)
            }
            let admitted = window.failures < Self.failuresPerMinute && window.unanswered < Self.unansweredAtOnce
            if admitted { window.unanswered += 1 }
            windows[address] = window
            return admitted
        }
    }

    /// Notes that the secret of an admitted push of `address` was checked, and whether it was wrong.
    func answered(_ address: String, wrongSecret: Bool) {
        windows.withLock { windows in
            guard var window = windows[address] else { return }
            window.unanswered = max(0, window.unanswered - 1)
            if wrongSecret { window.failures += 1 }
            windows[address] = window
        }
    }
}
