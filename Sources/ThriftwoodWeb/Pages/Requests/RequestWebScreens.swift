import ThriftwoodCore

/// Seerr's screens in the browser: the requests, a request, the issues and a new request.
@MainActor
enum RequestWebScreens: WebScreenFamily {
    static func body(for model: ScreenModel, context: PageContext) -> HTML? {
        guard case .requests(let screen) = model else { return nil }
        switch screen {
        case .list(let list): return RequestsPage.body(list, context: context)
        case .request(let request): return RequestPage.body(request, context: context)
        case .issues(let issues): return IssuesPage.body(issues, context: context)
        case .new(let new): return NewRequestPage.body(new, context: context)
        }
    }

    static func householdMay(_ action: String, on model: ScreenModel) -> Bool {
        switch (model, action) {
        case (.requests(.new), "request"): true
        default: false
        }
    }

    static func question(_ action: String, on model: ScreenModel, fields: [String: String]) async -> WebQuestion? {
        guard case .requests(let screen) = model else { return nil }
        switch (screen, action) {
        case (.request(let request), "edit"):
            return RequestPage.editQuestion(request)
        case (.request(let request), _):
            return decision(action).flatMap(request.question).map(webQuestion)
        default: return nil
        }
    }

    static func perform(_ action: String, on model: ScreenModel, fields: [String: String]) async -> ActionOutcome? {
        guard case .requests(let screen) = model else { return nil }
        switch screen {
        case .list: return nil  // its actions are values (RequestsViewModel: ActionableScreen)
        case .request(let request):
            let actions = request.actions
            switch action {
            case "edit":
                await request.approve(
                    server: fields["server"], profile: fields["profile"], folder: fields["folder"],
                    is4k: fields["is4k"] == "on")
            case "retry": await request.retry()
            default:
                guard let decision = decision(action) else { return nil }
                await request.decide(decision, reason: fields["reason"] ?? "")
            }
            return .after(actions.actionError, message: actions.message)
        case .issues: return nil  // its actions are values (IssuesViewModel: ActionableScreen)
        case .new(let new):
            guard action == "request" else { return nil }
            new.choose(seasons: fields["seasons"], is4k: fields["is4k"] == "on")
            await new.submit(askedBy: fields[WebActions.visitorField] ?? "someone")
            return .after(new.actionError, message: new.message)
        }
    }

    /// The decision an action names.
    private static func decision(_ action: String) -> RequestDecision.Action? {
        RequestDecision.Action(rawValue: action)
    }

    private static func webQuestion(_ question: RequestQuestion) -> WebQuestion {
        WebQuestion(
            question.text, confirm: question.verb, items: question.items,
            texts: question.takesReason ? [.init(field: "reason", label: "Reason (optional)")] : [],
            destructive: question.verb != "Approve")
    }
}
