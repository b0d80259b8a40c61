import HTTPTypes
import Hummingbird
import NIOCore
import Synchronization
import Testing

@testable import ThriftwoodWeb

/// A response body that keeps what is written to it.
final class KeptBody: ResponseBodyWriter, Sendable {
    private let parts = Mutex<[String]>([])
    private let finished = Atomic<Bool>(false)

    var written: [String] { parts.withLock { $0 } }
    var isFinished: Bool { finished.load(ordering: .relaxed) }

    func write(_ buffer: ByteBuffer) async throws {
        parts.withLock { $0.append(String(buffer: buffer)) }
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {
        finished.store(true, ordering: .relaxed)
    }
}

/// How many times a stream asked for what to send.
final class AskCount: Sendable {
    private let count = Mutex(0)

    /// One more ask; returns how many there have been.
    func next() -> Int {
        count.withLock { count in
            count += 1
            return count
        }
    }

    var value: Int { count.withLock { $0 } }
}

@Suite("A live page's stream wakes for a change, not for a clock", .timeLimit(.minutes(1)))
struct LiveStreamLoopTests {
    @Test("a stream with a change flag asks for its page once, then only when something changed, instead of every tick")
    func streamsWaitForAChange() async throws {
        let body = KeptBody()
        var writer: any ResponseBodyWriter = body
        let changes = ChangeFlag()
        let asked = AskCount()
        let stream = Task {
            try await EventStreamLoop.run(
                &writer, tick: .milliseconds(1), lifetime: .seconds(3600), keepAlive: .seconds(3600), changes: changes
            ) {
                let count = asked.next()
                // The first drawing, then the end at the first change.
                guard changes.lower() else { return [] }
                return count == 1 ? ["event: main\n\n"] : nil
            }
        }
        try await Task.sleep(for: .milliseconds(50))
        #expect(asked.value <= 1)  // asked every tick it would be about 50 by now
        changes.raise()
        try await stream.value
        #expect(asked.value == 2)
        #expect(body.written == ["event: main\n\n"])
        #expect(body.isFinished)
    }

    @Test("a quiet stream wakes for its keep-alive and says it is still there")
    func quietStreamsKeepAlive() async throws {
        let body = KeptBody()
        var writer: any ResponseBodyWriter = body
        let changes = ChangeFlag()
        let asked = AskCount()
        try await EventStreamLoop.run(
            &writer, tick: .milliseconds(1), lifetime: .seconds(3600), keepAlive: .milliseconds(20), changes: changes
        ) {
            let count = asked.next()
            _ = changes.lower()
            return count < 3 ? [] : nil
        }
        #expect(body.written == [": still here\n\n"])
    }

    @Test("a stream without a change flag asks every tick (the toasts' where nothing feeds them)")
    func pollingStreamsTick() async throws {
        let body = KeptBody()
        var writer: any ResponseBodyWriter = body
        let asked = AskCount()
        try await EventStreamLoop.run(
            &writer, tick: .milliseconds(1), lifetime: .seconds(3600), keepAlive: .seconds(3600)
        ) {
            let count = asked.next()
            // Nothing raises anything: only the tick brings it back.
            return count < 5 ? [] : nil
        }
        #expect(asked.value == 5)
    }

    @Test("a wait ends when the flag is raised, when it is stopped, and when its task is cancelled")
    func waitsEnd() async throws {
        let flag = ChangeFlag()
        #expect(flag.lower())
        let raised = Task { await flag.wait(upTo: .seconds(3600)) }
        try await Task.sleep(for: .milliseconds(20))
        flag.raise()
        await raised.value
        #expect(flag.lower())

        let cancelled = Task { await flag.wait(upTo: .seconds(3600)) }
        try await Task.sleep(for: .milliseconds(20))
        cancelled.cancel()
        await cancelled.value

        let stopped = Task { await flag.wait(upTo: .seconds(3600)) }
        try await Task.sleep(for: .milliseconds(20))
        flag.stop()
        await stopped.value
        #expect(flag.isStopped)
        await flag.wait(upTo: .seconds(3600))  // stopped: no wait waits again
    }
}
