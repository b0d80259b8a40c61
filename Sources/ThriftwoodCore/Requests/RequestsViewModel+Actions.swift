import SeerrKit

/// The requests list's actions, by id.
enum RequestListAction: String {
    case approve, decline, delete, retry, filter
}

extension RequestsViewModel: ActionableScreen {
    /// Approve, decline and delete on the marked or checked requests and retry on a failed one
    /// (when the key's Seerr user may manage requests), and the filter (anyone's).
    public var actions: [ScreenAction] {
        var actions: [ScreenAction] = []
        if mayManage {
            actions += [
                ScreenAction(
                    id: RequestListAction.approve.rawValue, label: "Approve", key: "a", hint: .init("a", "approve"),
                    target: .rows),
                ScreenAction(
                    id: RequestListAction.decline.rawValue, label: "Decline…", key: "x", hint: .init("x", "decline"),
                    target: .rows, isDestructive: true),
                ScreenAction(
                    id: RequestListAction.delete.rawValue, label: "Delete…", key: "d", hint: .init("d", "delete"),
                    keyName: "delete", target: .rows, isDestructive: true),
                ScreenAction(
                    id: RequestListAction.retry.rawValue, label: "Retry", key: "R", hint: .init("R", "retry"),
                    target: .row),
            ]
        }
        actions.append(
            ScreenAction(
                id: RequestListAction.filter.rawValue, label: "Show", key: "f", hint: .init("f", "filter"),
                role: .household,
                input: ActionInput(field: "filter", prompt: "Show", choices: filterChoices, cycles: true)))
        return actions
    }

    /// A decision asks (naming the requests) unless it approves one waiting request.
    public func question(for request: ActionRequest) -> ActionQuestion? {
        guard let decision = RequestDecision.Action(rawValue: request.action),
            let question = question(decision, ids: Set(request.targets.compactMap { Int($0) }))
        else { return nil }
        return ActionQuestion(
            question.text, items: question.items, confirm: question.verb,
            note: question.takesReason ? RequestDecision.reasonNote : nil, isDestructive: decision != .approve)
    }

    /// The filter shown.
    public func prefill(_ action: ScreenAction, targets: [String]) -> String {
        action.id == RequestListAction.filter.rawValue ? filterName : ""
    }

    /// Retry is for a failed request.
    public func offers(_ action: ScreenAction, on row: String) -> Bool {
        guard action.id == RequestListAction.retry.rawValue else { return true }
        return requests.first { String($0.id) == row }?.status == .failed
    }

    /// Does `request` on Seerr, saying what it did or why not.
    public func perform(_ request: ActionRequest) async -> ActionResult {
        guard let offered = action(request.action), let kind = RequestListAction(rawValue: offered.id) else {
            return .refused("This screen cannot “\(request.action)”.")
        }
        let ids = request.targets.compactMap { Int($0) }
        if offered.target != .screen && ids.isEmpty { return .refused("Check one or more requests first.") }
        switch kind {
        case .approve, .decline, .delete:
            guard let decision = RequestDecision.Action(rawValue: kind.rawValue) else { break }
            await decide(decision, ids: Set(ids), reason: request.input ?? "")
        case .retry: if let id = ids.first { await retry(id: id) }
        case .filter: await show(filter: request.input ?? "")
        }
        return actionError.map { .refused($0.message) } ?? .done(message)
    }
}

extension RequestDecision {
    /// The reason a decline may carry, kept in the app log and said in the message.
    static let reasonNote = ActionNote(
        field: "reason", label: "Reason", prompt: "Reason for declining",
        none: "none (r gives one; it goes to the app log)", key: "r")
}
