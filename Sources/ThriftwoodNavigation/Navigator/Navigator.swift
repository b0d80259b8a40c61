import Foundation
import Observation

/// The one authority over a ``NavigationState``: it applies commands, runs guards and emits events.
///
/// Commands are processed one at a time, in the order they were sent, even while a guard
/// is suspended. Nothing else may change the state.
@MainActor
@Observable
public final class Navigator<Route: Hashable & Sendable> {
    /// The current navigation state.
    public private(set) var state: NavigationState<Route>
    /// The most recent events, oldest first.
    public private(set) var history: NavigationHistory<Route>
    /// Commands deferred by a guard, waiting for their condition.
    public private(set) var deferred: [DeferredIntent<Route>] = []
    /// The child flow this navigator hosts, if any.
    public internal(set) var activeChild: ChildFlow?

    /// The maximum depth of any stack.
    public let depthLimit: Int

    @ObservationIgnored private var guards: [NavigationGuard<Route>] = []
    @ObservationIgnored private var observers: [UUID: @MainActor (NavigationEvent<Route>) -> Void] = [:]
    @ObservationIgnored private let clock: @Sendable () -> Date
    @ObservationIgnored private var tail: Task<Void, Never>?
    @ObservationIgnored private var inFlight = 0
    @ObservationIgnored var completionHandler: (@MainActor () async -> Void)?

    /// Creates a navigator starting at `initial`, keeping `historyCapacity` events.
    ///
    /// - Parameter clock: the source of event timestamps; inject a fixed clock in tests.
    public init(
        initial: NavigationState<Route> = NavigationState(),
        historyCapacity: Int = 100,
        depthLimit: Int = NavigationReducer.defaultDepthLimit,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.state = initial
        self.history = NavigationHistory(capacity: historyCapacity)
        self.depthLimit = depthLimit
        self.clock = clock
    }

    // MARK: Guards and observers

    /// Adds a guard; guards run in the order they were added.
    public func addGuard(_ navigationGuard: NavigationGuard<Route>) {
        guards.append(navigationGuard)
    }

    /// Calls `observer` with every event from now on; keep the token to stop observing.
    @discardableResult
    public func observe(
        _ observer: @escaping @MainActor (NavigationEvent<Route>) -> Void
    )
        -> NavigationObservation
    {
        let id = UUID()
        observers[id] = observer
        return NavigationObservation(id: id)
    }

    /// Stops calling the observer behind `token`.
    public func removeObserver(_ token: NavigationObservation) {
        observers[token.id] = nil
    }

    // MARK: Sending commands

    /// Sends a command through the guards and applies it, returning what happened.
    @discardableResult
    public func send(
        _ command: NavigationCommand<Route>, from source: NavigationSource = .program
    )
        async -> NavigationOutcome<Route>
    {
        inFlight += 1
        return await enqueue(command, source: source)
    }

    /// Queues a command behind the earlier ones; the caller has counted it in `inFlight`.
    private func enqueue(
        _ command: NavigationCommand<Route>, source: NavigationSource
    ) async -> NavigationOutcome<Route> {
        let previous = tail
        let work = Task { @MainActor in
            await previous?.value
            return await self.process(command, source: source)
        }
        tail = Task { @MainActor in _ = await work.value }
        let outcome = await work.value
        inFlight -= 1
        return outcome
    }

    /// Sends a command without waiting: applied at once when no guard or earlier command is
    /// pending, otherwise queued behind them.
    public func dispatch(_ command: NavigationCommand<Route>, from source: NavigationSource = .user) {
        if guards.isEmpty && inFlight == 0 {
            applyWithoutGuards(command, source: source)
        } else if inFlight == 0, guards.allSatisfy({ $0.decideNow != nil }) {
            processNow(command, source: source)
        } else {
            inFlight += 1
            Task { await self.enqueue(command, source: source) }
        }
    }

    /// Pushes `route` (see ``dispatch(_:from:)``).
    public func navigate(to route: Route) { dispatch(.navigate(to: route)) }
    /// Pops the top route (see ``dispatch(_:from:)``).
    public func navigateBack() { dispatch(.navigateBack) }
    /// Returns to the root screen (see ``dispatch(_:from:)``).
    public func popToRoot() { dispatch(.popToRoot) }
    /// Replaces the top route (see ``dispatch(_:from:)``).
    public func replace(with route: Route) { dispatch(.replace(with: route)) }
    /// Replaces the active stack (see ``dispatch(_:from:)``).
    public func setPath(_ path: [Route]) { dispatch(.setPath(path)) }
    /// Presents a sheet with its own stack (see ``dispatch(_:from:)``).
    public func present(_ root: Route, path: [Route] = []) {
        dispatch(.present(PresentedSheet(root: root, path: path)))
    }
    /// Dismisses the sheet (see ``dispatch(_:from:)``).
    public func dismiss() { dispatch(.dismiss) }
    /// Selects a tab (see ``dispatch(_:from:)``).
    public func selectTab(_ tab: TabID) { dispatch(.selectTab(tab)) }

    // MARK: Deferred intents

    /// Replays, in order, every deferred command whose condition now holds.
    ///
    /// Replayed commands go through the guards again, so they may be deferred anew.
    public func resumeDeferred() async {
        let ready = deferred.filter { $0.condition.isSatisfied }
        guard !ready.isEmpty else { return }
        let readyIDs = Set(ready.map(\.id))
        deferred.removeAll { readyIDs.contains($0.id) }
        for intent in ready {
            await send(intent.command, from: intent.source)
        }
    }

    /// Waits until every command sent or dispatched so far has been processed.
    public func idle() async {
        while inFlight > 0 {
            await tail?.value
            await Task.yield()
        }
    }

    /// Drops every deferred command without applying it.
    public func discardDeferred() { deferred.removeAll() }

    // MARK: Replay

    /// Applies a recorded command with its recorded outcome, without asking the guards (their
    /// answers depended on servers and settings at the time): an applied command is reduced
    /// again, a redirect applies the path it led to, and a refusal, cancellation or deferral
    /// leaves the state as it is. The event is recorded and observed like any other, under the
    /// recorded source; the result is the replay's outcome (a refusal if the command no longer
    /// applies).
    @discardableResult
    public func replay(
        _ command: NavigationCommand<Route>, from source: NavigationSource, recorded outcome: NavigationOutcome<Route>
    ) -> NavigationOutcome<Route> {
        let before = state
        let applied: NavigationCommand<Route>
        switch outcome {
        case .applied: applied = command
        case .redirected(_, let path): applied = .setPath(path)
        case .refused, .cancelled, .deferred:
            return record(command, source: source, before: before, after: before, outcome)
        }
        switch NavigationReducer.reduce(before, applied, depthLimit: depthLimit) {
        case .failure(let refusal):
            return record(command, source: source, before: before, after: before, .refused(refusal))
        case .success(let next):
            state = next
            return record(command, source: source, before: before, after: next, outcome)
        }
    }

    // MARK: Processing

    private func process(
        _ command: NavigationCommand<Route>, source: NavigationSource
    ) async
        -> NavigationOutcome<Route>
    {
        let request: NavigationRequest<Route>
        switch propose(command, source: source) {
        case .refused(let outcome): return outcome
        case .ask(let proposed): request = proposed
        }
        for navigationGuard in guards {
            let decision = await navigationGuard.decide(request)
            if let ended = conclude(decision, of: navigationGuard, command: command, source: source) { return ended }
        }
        return applyAllowed(command, source: source)
    }

    /// ``process(_:source:)`` for guards that decide without suspending: applied at once.
    @discardableResult
    private func processNow(_ command: NavigationCommand<Route>, source: NavigationSource) -> NavigationOutcome<Route> {
        let request: NavigationRequest<Route>
        switch propose(command, source: source) {
        case .refused(let outcome): return outcome
        case .ask(let proposed): request = proposed
        }
        for navigationGuard in guards {
            guard let decideNow = navigationGuard.decideNow else { continue }
            if let ended = conclude(decideNow(request), of: navigationGuard, command: command, source: source) {
                return ended
            }
        }
        return applyAllowed(command, source: source)
    }

    /// A command about to meet the guards: what they are asked, or its refusal (recorded)
    /// when it cannot apply at all.
    private enum Proposal {
        case refused(NavigationOutcome<Route>)
        case ask(NavigationRequest<Route>)
    }

    private func propose(_ command: NavigationCommand<Route>, source: NavigationSource) -> Proposal {
        let before = state
        switch NavigationReducer.reduce(before, command, depthLimit: depthLimit) {
        case .failure(let refusal):
            return .refused(record(command, source: source, before: before, after: before, .refused(refusal)))
        case .success(let next):
            return .ask(NavigationRequest(command: command, source: source, current: before, proposed: next))
        }
    }

    /// The outcome when `decision` ends the command (cancelled, redirected, deferred); nil to go on.
    private func conclude(
        _ decision: GuardDecision<Route>, of navigationGuard: NavigationGuard<Route>,
        command: NavigationCommand<Route>, source: NavigationSource
    ) -> NavigationOutcome<Route>? {
        switch decision {
        case .allow:
            return nil
        case .cancel(let reason):
            let outcome = NavigationOutcome<Route>.cancelled(guardName: navigationGuard.name, reason: reason)
            return record(command, source: source, before: state, after: state, outcome)
        case .redirect(let path):
            let current = state
            switch NavigationReducer.reduce(current, .setPath(path), depthLimit: depthLimit) {
            case .failure(let refusal):
                return record(command, source: source, before: current, after: current, .refused(refusal))
            case .success(let redirected):
                state = redirected
                let outcome = NavigationOutcome<Route>.redirected(guardName: navigationGuard.name, to: path)
                return record(command, source: source, before: current, after: redirected, outcome)
            }
        case .defer(let condition):
            deferred.append(DeferredIntent(command: command, source: source, condition: condition))
            let outcome = NavigationOutcome<Route>.deferred(guardName: navigationGuard.name, condition: condition.name)
            return record(command, source: source, before: state, after: state, outcome)
        }
    }

    /// Applies a command every guard allowed. A guard may have suspended while an unguarded
    /// dispatch changed the state, so it is reduced again on the state now.
    private func applyAllowed(
        _ command: NavigationCommand<Route>, source: NavigationSource
    ) -> NavigationOutcome<Route> {
        let current = state
        switch NavigationReducer.reduce(current, command, depthLimit: depthLimit) {
        case .failure(let refusal):
            return record(command, source: source, before: current, after: current, .refused(refusal))
        case .success(let next):
            state = next
            return record(command, source: source, before: current, after: next, .applied)
        }
    }

    @discardableResult
    private func applyWithoutGuards(
        _ command: NavigationCommand<Route>, source: NavigationSource
    )
        -> NavigationOutcome<Route>
    {
        let before = state
        switch NavigationReducer.reduce(before, command, depthLimit: depthLimit) {
        case .failure(let refusal):
            return record(command, source: source, before: before, after: before, .refused(refusal))
        case .success(let next):
            state = next
            return record(command, source: source, before: before, after: next, .applied)
        }
    }

    @discardableResult
    private func record(
        _ command: NavigationCommand<Route>, source: NavigationSource,
        before: NavigationState<Route>, after: NavigationState<Route>,
        _ outcome: NavigationOutcome<Route>
    ) -> NavigationOutcome<Route> {
        let event = NavigationEvent(
            source: source, command: command, before: before, after: after, outcome: outcome,
            timestamp: clock())
        history.record(event)
        for observer in observers.values { observer(event) }
        return outcome
    }
}

/// A token returned by ``Navigator/observe(_:)``; pass it to ``Navigator/removeObserver(_:)``.
public struct NavigationObservation: Hashable, Sendable {
    let id: UUID
}

/// A command a guard deferred, with where it came from and what it waits for.
public struct DeferredIntent<Route: Hashable & Sendable>: Sendable, Identifiable {
    /// A unique identity for this deferral.
    public let id = UUID()
    /// The deferred command.
    public let command: NavigationCommand<Route>
    /// Where the command came from; the replay keeps it.
    public let source: NavigationSource
    /// What the command waits for.
    public let condition: NavigationCondition
}
