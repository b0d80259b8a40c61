/// A named condition a deferred command waits for, checked on the main actor.
public struct NavigationCondition: Sendable, CustomStringConvertible {
    /// A short name for logs and events, e.g. `onboardingCompleted`.
    public let name: String
    private let check: @MainActor @Sendable () -> Bool

    /// Creates a condition from a name and a check.
    public init(_ name: String, isSatisfied check: @escaping @MainActor @Sendable () -> Bool) {
        self.name = name
        self.check = check
    }

    /// Whether the condition holds now.
    @MainActor public var isSatisfied: Bool { check() }

    /// The condition's name.
    public var description: String { name }
}
