import ArrKit
import Foundation
import Observation

/// The saved-filters chooser of a list: the server's filters for it, which one is selected,
/// saving the list's condition under a name, and deleting one after a confirmation.
@MainActor
@Observable
public final class SavedFilterPicker {
    /// This list's saved filters, as last read.
    public private(set) var filters: [SavedFilter] = []
    /// Whether the chooser shows.
    public private(set) var isOpen = false
    /// The selected row.
    public private(set) var selected = 0
    /// Whether the filters are being read.
    public private(set) var isLoading = false
    /// Why reading, saving or deleting failed.
    public private(set) var error: ErrorNotice?
    /// How the last save or delete went ("Saved “Recent” on Radarr").
    public private(set) var message: String?
    /// A delete waiting for its confirmation.
    public private(set) var pendingDelete: SavedFilter?
    /// A save over an existing filter of the same name, waiting for its confirmation.
    public private(set) var pendingReplace: (name: String, condition: FilterExpression)?

    let actions: SavedFilterActions

    /// Creates the chooser over a service's saved filters.
    public init(actions: SavedFilterActions) {
        self.actions = actions
    }

    /// "Saved filters on Radarr".
    public var title: String {
        if let pendingDelete { return "Delete the saved filter “\(pendingDelete.name)” from \(service)?" }
        if let pendingReplace {
            return "Replace “\(pendingReplace.name)” on \(service)? Its web interface uses it too."
        }
        return "Saved filters on \(service)"
    }

    /// The keys the chooser answers, in its own words.
    public var hint: String {
        if pendingReplace != nil { return "y replace · n keep the saved one" }
        return pendingDelete == nil
            ? "Enter use · s save the current condition as… · x delete · Esc close"
            : "y delete · n keep (it also disappears from \(service)'s web interface)"
    }

    /// What the chooser says when there is nothing to choose.
    public var emptyLine: String {
        if isLoading { return "Reading \(service)'s saved filters…" }
        if error != nil { return "" }
        return "None yet: type a condition with F, then save it here with s."
    }

    private var service: String { actions.vocabulary.service }

    /// The selected filter.
    public var chosen: SavedFilter? { filters.indices.contains(selected) ? filters[selected] : nil }

    /// Opens the chooser and reads the server's filters.
    public func open() async {
        isOpen = true
        message = nil
        await reload()
    }

    /// Closes the chooser (and forgets a pending delete).
    public func close() {
        isOpen = false
        pendingDelete = nil
        pendingReplace = nil
    }

    /// Moves the selection by `offset`, staying on the list.
    public func move(by offset: Int) {
        guard !filters.isEmpty else { return }
        selected = min(max(0, selected + offset), filters.count - 1)
    }

    /// The chosen filter's expression to use as the list's condition, closing the chooser;
    /// nil (with the reason kept) for one Thriftwood cannot read.
    public func use() -> FilterExpression? {
        guard let chosen else { return nil }
        guard let expression = chosen.expression else {
            error = ErrorNotice(
                message: "“\(chosen.name)” cannot be used here: \(chosen.reason)",
                suggestion: "Edit it in \(service)'s web interface, or save a new one from Thriftwood.")
            return nil
        }
        close()
        message = "Using the saved filter “\(chosen.name)”"
        return expression
    }

    /// Saves `condition` under `name` on the server; false (with why) when it cannot be. A
    /// name the server already has (in any case) asks first: the web interface shares it.
    public func save(name: String, condition: FilterExpression?, replacing: Bool = false) async -> Bool {
        let name = name.trimmingCharacters(in: .whitespaces)
        guard let condition else {
            error = ErrorNotice(
                message: "There is no condition to save.", suggestion: "Type one with F first, then save it here.")
            return false
        }
        guard !name.isEmpty else {
            error = ErrorNotice(message: "A saved filter needs a name.", suggestion: "Type a name, then Enter.")
            return false
        }
        if !replacing, let existing = filters.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) {
            pendingReplace = (existing.name, condition)
            return false
        }
        let actions = actions
        switch await capture({ try await actions.save(name: name, expression: condition) }) {
        case .success(let saved):
            message = "Saved “\(saved.label)” on \(service); its web interface shows it too"
            error = nil
            await reload()
            selected = filters.firstIndex { $0.id == saved.id } ?? selected
            return true
        case .failure(let failure as ServerFilterProblem):
            error = ErrorNotice(message: failure.message, suggestion: "Nothing was saved.")
            return false
        case .failure(let failure):
            error = ErrorNotice(failure)
            return false
        }
    }

    /// Answers the pending replacement: `confirmed` saves over the server's filter.
    public func answerReplace(_ confirmed: Bool) async {
        guard let pending = pendingReplace else { return }
        pendingReplace = nil
        guard confirmed else {
            message = "Kept “\(pending.name)” as it was; nothing was saved"
            return
        }
        _ = await save(name: pending.name, condition: pending.condition, replacing: true)
    }

    /// Asks to delete the selected filter.
    public func askToDelete() {
        pendingDelete = chosen
    }

    /// Answers the pending delete: `confirmed` deletes it on the server.
    public func answerDelete(_ confirmed: Bool) async {
        guard let filter = pendingDelete else { return }
        pendingDelete = nil
        guard confirmed else { return }
        let actions = actions
        switch await capture({ try await actions.delete(id: filter.id) }) {
        case .success:
            message = "Deleted “\(filter.name)” from \(service)"
            error = nil
            await reload()
        case .failure(let failure): error = ErrorNotice(failure)
        }
    }

    private func reload() async {
        isLoading = true
        defer { isLoading = false }
        let actions = actions
        switch await capture({ try await actions.load() }) {
        case .success(let loaded):
            filters = loaded
            selected = min(selected, max(0, loaded.count - 1))
            error = nil
        case .failure(let failure): error = ErrorNotice(failure)
        }
    }
}
