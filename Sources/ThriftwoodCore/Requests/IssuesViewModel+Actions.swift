/// The issues screen's actions, by id.
enum IssueAction: String {
    case comment, resolve, reopen, showResolved
}

extension IssuesViewModel: ActionableScreen {
    /// A comment on an issue, resolve an open one or reopen a resolved one (one key for both),
    /// and resolved ones shown or not (anyone's).
    public var actions: [ScreenAction] {
        [
            ScreenAction(
                id: IssueAction.comment.rawValue, label: "Send", key: "c", hint: .init("c", "comment"), target: .row,
                input: ActionInput(field: "comment", prompt: "Comment")),
            ScreenAction(
                id: IssueAction.resolve.rawValue, label: "Resolve", key: "v", hint: .init("v", "resolve/reopen"),
                target: .row),
            ScreenAction(id: IssueAction.reopen.rawValue, label: "Reopen", key: "v", target: .row),
            ScreenAction(
                id: IssueAction.showResolved.rawValue, label: showsResolved ? "Open issues only" : "Show resolved too",
                key: "A", hint: .init("A", showsResolved ? "open only" : "show resolved"), role: .household),
        ]
    }

    /// Nothing here asks first: a comment is what was typed, a resolution is undone by a reopen.
    public func question(for request: ActionRequest) -> ActionQuestion? { nil }

    /// Resolve is for an open issue, reopen for a resolved one.
    public func offers(_ action: ScreenAction, on row: String) -> Bool {
        guard let issue = lines.first(where: { String($0.id) == row }) else { return false }
        switch IssueAction(rawValue: action.id) {
        case .resolve: return issue.isOpen
        case .reopen: return !issue.isOpen
        default: return true
        }
    }

    /// Does `request` on Seerr, saying what it did or why not.
    public func perform(_ request: ActionRequest) async -> ActionResult {
        guard let offered = action(request.action), let kind = IssueAction(rawValue: offered.id) else {
            return .refused("This screen cannot “\(request.action)”.")
        }
        let id = request.targets.first.flatMap { Int($0) }
        if offered.target == .row {
            guard let id, offers(offered, on: String(id)) else {
                return .refused(
                    "That issue is no longer in the list, or is already \(kind == .reopen ? "open" : "resolved").")
            }
        }
        switch kind {
        case .comment: if let id { await comment(request.input ?? "", onIssue: id) }
        case .resolve, .reopen: if let id { await toggleResolution(id: id) }
        case .showResolved: await toggleResolved()
        }
        return actionError.map { .refused($0.message) } ?? .done(message)
    }
}
