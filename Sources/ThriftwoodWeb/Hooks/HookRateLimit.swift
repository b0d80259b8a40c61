import Foundation
import Synchronization

/// How often one address may push: ``pushesPerMinute`` in a minute, at most
/// ``unansweredAtOnce`` whose secret is not checked yet, and none once it has offered
/// ``failuresPerMinute`` wrong secrets (for the rest of the minute). Guessing a secret is slow
/// whether the guesses come one after another or all at once; a runaway server cannot fill the
/// store; a server sending a burst (a season pack's imports) is not stopped.
final class HookRateLimit: Sendable {
    /// Pushes one address may make in a minute.
    static let pushesPerMinute = 120
    /// Wrong secrets one address may offer in a minute.
    static let failuresPerMinute = 10
    /// Pushes of one address whose secret is being checked at once.
    static let unansweredAtOnce = 32

    private struct Window {
        var started: Date
        var pushes = 0
        var failures = 0
        var unanswered = 0
    }

    private let windows = Mutex<[String: Window]>([:])
    private let clock: @Sendable () -> Date

    init(clock: @escaping @Sendable () -> Date = { Date() }) {
        self.clock = clock
    }

    /// Whether `address` may push now (counting this push); an admitted push must be
    /// ``answered(_:wrongSecret:)``.
    func admit(_ address: String) -> Bool {
        let now = clock()
        return windows.withLock { windows in
            if windows.count > 10_000 { windows = windows.filter { now.timeIntervalSince($0.value.started) < 60 } }
            var window = windows[address] ?? Window(started: now)
            if now.timeIntervalSince(window.started) >= 60 {
                window = Window(started: now, unanswered: window.unanswered)
            }
            window.pushes += 1
            let admitted =
                window.pushes <= Self.pushesPerMinute && window.failures < Self.failuresPerMinute
                && window.unanswered < Self.unansweredAtOnce
            if admitted { window.unanswered += 1 }
            windows[address] = window
            return admitted
        }
    }

    /// Notes that an admitted push of `address` was answered, and whether its secret was wrong.
    func answered(_ address: String, wrongSecret: Bool) {
        windows.withLock { windows in
            guard var window = windows[address] else { return }
            window.unanswered = max(0, window.unanswered - 1)
            if wrongSecret { window.failures += 1 }
            windows[address] = window
        }
    }
}
