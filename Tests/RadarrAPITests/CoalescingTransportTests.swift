import NIOCore
import NIOHTTP1
import ServerKit
import Synchronization
import Testing

@Suite("Identical reads in flight are one request")
struct CoalescingTransportTests {
    /// A server that holds every answer until the test lets them go, counting what reached it.
    final class HeldServer: HTTPTransport {
        private let state = Mutex<(count: Int, waiting: [CheckedContinuation<Void, Never>], open: Bool)>((0, [], false))
        let fails: Bool

        init(fails: Bool = false) { self.fails = fails }

        var requests: Int { state.withLock { $0.count } }

        func send(_ request: TransportRequest) async throws(TransportFailure) -> TransportAnswer {
            await withCheckedContinuation { continuation in
                let resume = state.withLock { state in
                    state.count += 1
                    if state.open { return true }
                    state.waiting.append(continuation)
                    return false
                }
                if resume { continuation.resume() }
            }
            if fails { throw TransportFailure.refused(host: request.host) }
            return TransportAnswer(status: 200, contentType: "application/json", body: ByteBuffer(string: request.url))
        }

        /// Lets every held answer (and every later one) go.
        func release() {
            let waiting = state.withLock { state in
                state.open = true
                defer { state.waiting = [] }
                return state.waiting
            }
            for continuation in waiting { continuation.resume() }
        }

        /// Waits until `count` requests have reached the server.
        func waitFor(_ count: Int) async {
            while requests < count { await Task.yield() }
        }
    }

    static func get(_ url: String, key: String = "k") -> TransportRequest {
        TransportRequest(method: .GET, url: url, host: "nas", headers: [("X-Api-Key", key)])
    }

    @Test("three parts asking for one queue at once make one request and all get its answer")
    func sharesOneRead() async throws {
        let server = HeldServer()
        let transport = CoalescingTransport(server)
        async let first = transport.send(Self.get("http://nas/api/v3/queue"))
        await server.waitFor(1)
        async let second = transport.send(Self.get("http://nas/api/v3/queue"))
        async let third = transport.send(Self.get("http://nas/api/v3/queue"))
        while transport.waitingReaders < 3 { await Task.yield() }
        server.release()
        let answers = try await [first, second, third]
        #expect(answers.map { String(buffer: $0.body) } == Array(repeating: "http://nas/api/v3/queue", count: 3))
        #expect(server.requests == 1)
    }

    @Test("a read after the answer came asks again; other URLs, other keys and writes are never shared")
    func sharesOnlyIdenticalReadsInFlight() async throws {
        let server = HeldServer()
        server.release()
        let transport = CoalescingTransport(server)
        _ = try await transport.send(Self.get("http://nas/api/v3/queue"))
        _ = try await transport.send(Self.get("http://nas/api/v3/queue"))
        #expect(server.requests == 2)

        let held = HeldServer()
        let sharing = CoalescingTransport(held)
        var write = Self.get("http://nas/api/v3/command")
        write.method = .POST
        async let other = sharing.send(Self.get("http://nas/api/v3/history"))
        async let otherKey = sharing.send(Self.get("http://nas/api/v3/queue", key: "4k"))
        async let queue = sharing.send(Self.get("http://nas/api/v3/queue"))
        async let firstWrite = sharing.send(write)
        async let secondWrite = sharing.send(write)
        await held.waitFor(5)
        held.release()
        _ = try await [other, otherKey, queue, firstWrite, secondWrite]
        #expect(held.requests == 5)
    }

    @Test("a failure reaches every reader that waited for it")
    func sharesAFailure() async {
        let server = HeldServer(fails: true)
        let transport = CoalescingTransport(server)
        async let first = Result { () async throws(TransportFailure) in
            try await transport.send(Self.get("http://nas/q"))
        }
        await server.waitFor(1)
        async let second = Result { () async throws(TransportFailure) in
            try await transport.send(Self.get("http://nas/q"))
        }
        while transport.waitingReaders < 2 { await Task.yield() }
        server.release()
        let outcomes = await [first, second]
        #expect(outcomes.allSatisfy { if case .failure = $0 { true } else { false } })
        #expect(server.requests == 1)
    }
}

/// A server that answers only when cancelled, noting that it was.
final class CancellableServer: HTTPTransport {
    private let state = Mutex<(requests: Int, cancelled: Bool)>((0, false))

    var requests: Int { state.withLock { $0.requests } }
    var cancelled: Bool { state.withLock { $0.cancelled } }

    func send(_ request: TransportRequest) async throws(TransportFailure) -> TransportAnswer {
        state.withLock { $0.requests += 1 }
        do {
            try await Task.sleep(for: .seconds(3600))
        } catch {
            state.withLock { $0.cancelled = true }
        }
        throw TransportFailure.cutOff(host: request.host)
    }
}

extension CoalescingTransportTests {
    @Test("a read its only reader gave up on is cancelled; one another reader waits for is not")
    func cancelsAbandonedReads() async throws {
        let server = CancellableServer()
        let transport = CoalescingTransport(server)
        let first = Task { try await transport.send(Self.get("http://nas/api/v3/queue")) }
        let second = Task { try await transport.send(Self.get("http://nas/api/v3/queue")) }
        while transport.waitingReaders < 2 || server.requests < 1 { await Task.yield() }
        first.cancel()
        for _ in 0..<1_000 { await Task.yield() }
        #expect(!server.cancelled)  // the second still waits for it
        second.cancel()
        var spins = 0
        while !server.cancelled, spins < 1_000_000 {
            await Task.yield()
            spins += 1
        }
        #expect(server.cancelled)
        #expect(server.requests == 1)
        await #expect(throws: TransportFailure.self) { try await first.value }
        await #expect(throws: TransportFailure.self) { try await second.value }
    }
}

extension Result where Failure == TransportFailure {
    /// The outcome of `body`.
    init(catching body: () async throws(TransportFailure) -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
