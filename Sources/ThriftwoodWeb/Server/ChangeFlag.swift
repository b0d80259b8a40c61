import Synchronization

/// Whether something a live page shows has changed since it was last drawn: raised by the
/// observation of what the drawing read, lowered by the stream that draws it again, and waited
/// on by that stream between drawings (so an idle page costs no timer a second). Raised at
/// first, so a new stream draws once.
final class ChangeFlag: Sendable {
    private struct State {
        var raised = true
        var stopped = false
        var waiter: CheckedContinuation<Void, Never>?

        mutating func takeWaiter() -> CheckedContinuation<Void, Never>? {
            defer { waiter = nil }
            return waiter
        }
    }

    private let state = Mutex(State())

    /// Something changed: a waiting stream wakes.
    func raise() {
        state.withLock { state in
            state.raised = true
            return state.takeWaiter()
        }?.resume()
    }

    /// The stream is to end (the site stops): a waiting stream wakes, and no wait waits again.
    func stop() {
        state.withLock { state in
            state.stopped = true
            return state.takeWaiter()
        }?.resume()
    }

    /// Whether ``stop()`` was called.
    var isStopped: Bool { state.withLock { $0.stopped } }

    /// Whether something changed since the last call, lowering the flag.
    func lower() -> Bool {
        state.withLock { state in
            defer { state.raised = false }
            return state.raised
        }
    }

    /// Returns once the flag is raised or stopped (at once if it is), the task is cancelled, or
    /// `limit` has passed.
    func wait(upTo limit: Duration) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.raised() }
            group.addTask { try? await Task.sleep(for: limit) }
            await group.next()
            group.cancelAll()
        }
    }

    private func raised() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let now = state.withLock { state in
                    // Cancelled before the continuation was kept: the handler found none to resume.
                    guard !state.raised, !state.stopped, !Task.isCancelled else { return true }
                    state.waiter = continuation
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.takeWaiter() }?.resume()
        }
    }
}
