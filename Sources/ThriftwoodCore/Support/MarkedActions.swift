import Foundation
import Observation

/// How one service changes many of its items at once — each action one request to its
/// editor endpoint (or command) — built in the service's folder.
public struct BulkActions: Sendable {
    /// "3 movies", "1 series".
    public let noun: @Sendable (Int) -> String
    /// What a bulk edit can choose from.
    public let choices: @Sendable () async throws -> BulkChoices
    /// Monitors or unmonitors the items.
    public let setMonitored: @Sendable (_ ids: [Int], _ monitored: Bool) async throws -> Void
    /// Applies an edit to the items.
    public let apply: @Sendable (_ ids: [Int], _ edit: BulkEdit) async throws -> Void
    /// Starts an automatic search for the items.
    public let search: @Sendable (_ ids: [Int]) async throws -> Void
    /// Deletes the items.
    public let delete: @Sendable (_ ids: [Int], _ choice: LibraryDeleteChoice) async throws -> Void

    /// Creates a service's actions.
    public init(
        noun: @escaping @Sendable (Int) -> String, choices: @escaping @Sendable () async throws -> BulkChoices,
        setMonitored: @escaping @Sendable ([Int], Bool) async throws -> Void,
        apply: @escaping @Sendable ([Int], BulkEdit) async throws -> Void,
        search: @escaping @Sendable ([Int]) async throws -> Void,
        delete: @escaping @Sendable ([Int], LibraryDeleteChoice) async throws -> Void
    ) {
        self.noun = noun
        self.choices = choices
        self.setMonitored = setMonitored
        self.apply = apply
        self.search = search
        self.delete = delete
    }
}

/// The state of acting on a list's marked items: the edit being chosen, a delete waiting
/// for its confirmation, and how the last action went. One for every markable list.
@MainActor
@Observable
public final class MarkedActions {
    /// How the last action went ("3 movies no longer monitored"), once the list shows it.
    public private(set) var message: String?
    /// Why the last action failed.
    public private(set) var error: ErrorNotice?
    /// The edit being chosen (the dialog is open while this is set).
    public var edit: BulkEdit?
    /// What the edit can choose from.
    public private(set) var choices = BulkChoices()
    /// A delete of the marked items waiting for its confirmation.
    public var pendingDelete: LibraryDeleteChoice?
    /// A monitor, unmonitor or search of the marked items waiting for its confirmation.
    public var pendingIntent: BulkIntent?
    /// How far the confirmation's list of titles is scrolled.
    public var reviewOffset = 0

    let actions: BulkActions

    /// Creates the state over a service's actions.
    public init(actions: BulkActions) {
        self.actions = actions
    }

    /// "3 movies".
    public func noun(_ count: Int) -> String { actions.noun(count) }

    /// Runs `work` on `ids`, then `reload`, then says `done` (so the message never runs
    /// ahead of the rows); a failure is kept and shown instead.
    func run(
        _ ids: Set<Int>, done: (String) -> String, reload: () async -> Void,
        _ work: @escaping @Sendable ([Int]) async throws -> Void
    ) async -> Bool {
        let sorted = ids.sorted()
        guard !sorted.isEmpty else { return false }
        message = nil
        error = nil
        switch await capture({ try await work(sorted) }) {
        case .success:
            await reload()
            message = done(actions.noun(sorted.count))
            return true
        case .failure(let failure):
            error = ErrorNotice(failure)
            return false
        }
    }

    /// Opens the edit dialog with the server's choices.
    func begin() async {
        let actions = actions
        switch await capture({ try await actions.choices() }) {
        case .success(let loaded):
            choices = loaded
            error = nil
            edit = BulkEdit()
        case .failure(let failure): error = ErrorNotice(failure)
        }
    }
}
