import Synchronization

/// A flag a demo server changes while it runs (deluge-web's connected-to-a-daemon).
final class DemoFlag: Sendable {
    private let state: Mutex<Bool>

    /// A flag starting at `value`.
    init(_ value: Bool) { state = Mutex(value) }

    /// The flag now.
    var value: Bool {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }
}
