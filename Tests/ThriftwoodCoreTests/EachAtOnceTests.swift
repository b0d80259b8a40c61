import Synchronization
import Testing
import ThriftwoodCore

/// Asking several servers starts them all at once: each answer waits here until every request
/// has started, which only finishes when none waits for another.
@Suite("Every server at once")
struct EachAtOnceTests {
    /// Counts the bodies that started; each waits until all have (or gives up after a while).
    final class Barrier: Sendable {
        let started = Mutex(0)
        let expected: Int
        init(_ expected: Int) { self.expected = expected }

        func arriveAndWait() async throws -> Bool {
            started.withLock { $0 += 1 }
            // A guard against a hang, not a measure of speed: one after another never gets here.
            for _ in 0..<1000 {
                if started.withLock({ $0 }) == expected { return true }
                try await Task.sleep(for: .milliseconds(10))
            }
            return false
        }
    }

    @Test("five stalled servers are all asked before any answers, and the answers keep their order")
    func allStartTogether() async {
        let barrier = Barrier(5)
        let outcomes = await eachAtOnce(Array(0..<5)) { number in
            guard try await barrier.arriveAndWait() else { throw CancellationError() }
            return number * 10
        }
        #expect(outcomes.map { try? $0.get() } == [0, 10, 20, 30, 40])
    }

    @Test("one failure loses no other answer")
    func failureKeepsOthers() async {
        struct Down: Error {}
        let outcomes = await eachAtOnce([1, 2, 3]) { number in
            if number == 2 { throw Down() }
            return number
        }
        #expect(outcomes.map { try? $0.get() } == [1, nil, 3])
    }
}
