import Synchronization

/// Whether something a live page shows has changed since it was last drawn: raised by the
/// observation of what the drawing read, lowered by the stream that draws it again. Raised at
/// first, so a new stream draws once.
final class ChangeFlag: Sendable {
    private let raised = Atomic<Bool>(true)

    /// Something changed.
    func raise() { raised.store(true, ordering: .releasing) }

    /// Whether something changed since the last call, lowering the flag.
    func lower() -> Bool { raised.exchange(false, ordering: .acquiringAndReleasing) }
}
