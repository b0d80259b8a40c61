import NIOHTTP1
import Synchronization

/// Makes identical reads in flight at once one request: two parts of a screen asking one
/// server for `/queue` together share the answer (or the failure) of a single request.
///
/// Only a `GET` without a body is shared, keyed by its URL and headers (so two servers, or two
/// keys, never share); nothing is kept once the answer is in — a read after it asks again.
/// The request is cancelled when every reader waiting for it is (a screen closed mid-load).
public final class CoalescingTransport: HTTPTransport {
    private typealias Outcome = Result<TransportAnswer, TransportFailure>
    private struct Shared {
        let task: Task<Outcome, Never>
        var readers: Int
    }

    private let base: any HTTPTransport
    private let inFlight = Mutex<[String: Shared]>([:])
    private let readers = Atomic<Int>(0)

    /// Shares the reads sent through `base`.
    public init(_ base: any HTTPTransport) {
        self.base = base
    }

    /// Sends `request`, or waits for the identical read already on its way.
    public func send(_ request: TransportRequest) async throws(TransportFailure) -> TransportAnswer {
        guard request.method == .GET, request.body == nil else { return try await base.send(request) }
        let key = Self.key(of: request)
        let task = inFlight.withLock { running in
            if var shared = running[key] {
                shared.readers += 1
                running[key] = shared
                return shared.task
            }
            let started = Task { [base] () -> Outcome in
                let outcome: Outcome
                do throws(TransportFailure) {
                    outcome = .success(try await base.send(request))
                } catch {
                    outcome = .failure(error)
                }
                self.finished(key)
                return outcome
            }
            running[key] = Shared(task: started, readers: 1)
            return started
        }
        readers.add(1, ordering: .relaxed)
        defer { readers.subtract(1, ordering: .relaxed) }
        return try await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            self.leave(key, task)
        }.get()
    }

    /// How many reads wait for an answer now, shared ones counted each (for tests and diagnostics).
    package var waitingReaders: Int { readers.load(ordering: .relaxed) }

    /// A reader of `key` was cancelled: the request is too once nobody waits for it.
    private func leave(_ key: String, _ task: Task<Outcome, Never>) {
        let abandoned = inFlight.withLock { running -> Bool in
            guard var shared = running[key], shared.task == task else { return false }
            shared.readers -= 1
            running[key] = shared
            return shared.readers == 0
        }
        if abandoned { task.cancel() }
    }

    /// Forgets the read under `key`: the next identical one goes to the server.
    private func finished(_ key: String) {
        inFlight.withLock { _ = $0.removeValue(forKey: key) }
    }

    private static func key(of request: TransportRequest) -> String {
        var key = request.url
        for header in request.headers {
            key += "\n\(header.name.lowercased()):\(header.value)"
        }
        return key
    }
}
