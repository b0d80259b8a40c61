import Foundation
import Synchronization

/// How often one address may push: ``pushesPerMinute`` in a minute, and fewer once it has
/// offered wrong secrets (``failuresPerMinute`` of those stop it for the rest of the minute),
/// so guessing a secret is slow and a runaway server cannot fill the store.
final class HookRateLimit: Sendable {
    /// Pushes one address may make in a minute.
    static let pushesPerMinute = 120
    /// Wrong secrets one address may offer in a minute.
    static let failuresPerMinute = 10

    private struct Window {
        var started: Date
        var pushes = 0
        var failures = 0
    }

    private let windows = Mutex<[String: Window]>([:])
    private let clock: @Sendable () -> Date

    init(clock: @escaping @Sendable () -> Date = { Date() }) {
        self.clock = clock
    }

    /// Whether `address` may push now (counting this push). Each admitted push counts as a
    /// wrong secret until ``passed(_:)`` says otherwise, so pushes sent all at once cannot
    /// slip more guesses past the limit than one after another could.
    func admit(_ address: String) -> Bool {
        let now = clock()
        return windows.withLock { windows in
            if windows.count > 10_000 { windows = windows.filter { now.timeIntervalSince($0.value.started) < 60 } }
            var window =
                windows[address].flatMap { now.timeIntervalSince($0.started) < 60 ? $0 : nil }
                ?? Window(started: now)
            window.pushes += 1
            let admitted = window.pushes <= Self.pushesPerMinute && window.failures < Self.failuresPerMinute
            if admitted { window.failures += 1 }
            windows[address] = window
            return admitted
        }
    }

    /// Takes back the wrong secret an admitted push was counted as: its secret was right.
    func passed(_ address: String) {
        windows.withLock { windows in
            guard let failures = windows[address]?.failures, failures > 0 else { return }
            windows[address]?.failures = failures - 1
        }
    }
}
