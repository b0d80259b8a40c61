import Synchronization

/// Values gathered from tasks that run at once (every server read together), in no order.
final class Gathered<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    /// Adds `value`.
    func append(_ value: Value) { values.withLock { $0.append(value) } }

    /// Everything gathered so far.
    var all: [Value] { values.withLock { $0 } }
}
