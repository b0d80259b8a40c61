/// What a demo sends on its own while it runs (its webhooks): the push loop asks whether
/// anyone listens, moves the demo's time on, then sends what is waiting.
public protocol DemoPushing: Sendable {
    /// Whether anything would hear a push (the loop runs only then).
    var hasConnections: Bool { get }
    /// Sends what is waiting; returns how many went out.
    @discardableResult
    func flush() async -> Int
}
