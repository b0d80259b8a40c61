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
        case (.requests(.new), "request"), (.requests(.list), "filter"), (.requests(.issues), "showResolved"): true
        default: false
        }
    }

    static func question(_ action: String, on model: ScreenModel, fields: [String: String]) async -> WebQuestion? {
        guard case .requests(let screen) = model else { return nil }
        switch (screen, action) {
        case (.list(let list), _):
            return decision(action).flatMap { list.question($0, ids: picked(fields)) }.map(webQuestion)
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
        case .list(let list):
            if let id = fields["retry"].flatMap({ Int($0) }) {
                await list.retry(id: id)
            } else if action == "filter" {
                await list.show(filter: fields["filter"] ?? "")
            } else if let decision = decision(action) {
                let ids = picked(fields)
                guard !ids.isEmpty else { return .refused("Check one or more requests first.") }
                await list.decide(decision, ids: ids, reason: fields["reason"] ?? "")
            } else {
                return nil
            }
            return .after(list.actionError, message: list.message)
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
        case .issues(let issues):
            let id = fields["id"].flatMap { Int($0) } ?? -1
            switch action {
            case "resolve": await issues.toggleResolution(id: id)
            case "comment": await issues.comment(fields["comment"] ?? "", onIssue: id)
            case "showResolved": await issues.toggleResolved()
            default: return nil
            }
            return .after(issues.actionError, message: issues.message)
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

    /// The requests a form checked (`pick-ID`).
    private static func picked(_ fields: [String: String]) -> Set<Int> {
        Set(fields.keys.filter { $0.hasPrefix("pick-") }.compactMap { Int($0.dropFirst(5)) })
    }

    private static func webQuestion(_ question: RequestQuestion) -> WebQuestion {
        WebQuestion(
            question.text, confirm: question.verb, items: question.items,
            texts: question.takesReason ? [.init(field: "reason", label: "Reason (optional)")] : [],
            destructive: question.verb != "Approve")
    }
}
