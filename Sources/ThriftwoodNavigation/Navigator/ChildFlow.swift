/// A child flow hosted by a navigator: a navigator of another route type with its own stack.
@MainActor
public struct ChildFlow {
    /// The child flow's name, e.g. `onboarding`.
    public let name: String
    /// The child's navigator, type-erased; cast it to the route type you started it with.
    public let navigator: AnyObject
}

extension Navigator {
    /// Whether this navigator currently hosts a child flow.
    public var hasActiveChild: Bool { activeChild != nil }

    /// Hands control to `child` until it calls ``complete()``.
    ///
    /// Returns `false`, changing nothing, when a child flow is already active: a navigator
    /// hosts at most one. When the child completes, `onComplete` runs and deferred commands
    /// whose conditions now hold are replayed.
    @discardableResult
    public func startChild<ChildRoute>(
        _ child: Navigator<ChildRoute>, name: String,
        onComplete: @escaping @MainActor () async -> Void = {}
    ) -> Bool {
        guard activeChild == nil, child !== self else { return false }
        activeChild = ChildFlow(name: name, navigator: child)
        child.completionHandler = { [weak self, weak child] in
            child?.completionHandler = nil
            guard let self else { return }
            self.activeChild = nil
            await onComplete()
            await self.resumeDeferred()
        }
        return true
    }

    /// The active child navigator, if it has route type `ChildRoute`.
    public func child<ChildRoute>(as type: ChildRoute.Type) -> Navigator<ChildRoute>? {
        activeChild?.navigator as? Navigator<ChildRoute>
    }

    /// Ends this navigator's flow and hands control back to its parent.
    ///
    /// Does nothing when this navigator is not a child flow.
    public func complete() async {
        guard let handler = completionHandler else { return }
        await handler()
    }

    /// A condition that holds when no child flow is active; guards defer to it.
    public var noActiveChild: NavigationCondition {
        NavigationCondition("childFlowCompleted") { [weak self] in
            self?.activeChild == nil
        }
    }
}
