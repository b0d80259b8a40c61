import ThriftwoodCore

/// A posted form read as a screen action's request, and a screen's question as the browser's
/// question page: how a button on any page reaches the one `perform` in the core.
@MainActor
enum ScreenActionRequests {
    /// The request a form posts for `action` on `screen`: its checked rows (`pick-ID`) or its one
    /// `id`, what was typed in the action's field (or its question's note), and the question's
    /// ticked options.
    static func request(
        _ action: ScreenAction, fields: [String: String], on screen: any ActionableScreen
    ) -> ActionRequest {
        var targets = fields.keys.filter { $0.hasPrefix("pick-") }.map { String($0.dropFirst(5)) }.sorted()
        if let id = fields["id"], !id.isEmpty {
            targets = action.target == .row ? [id] : targets.contains(id) ? targets : targets + [id]
        }
        let options = Set(fields.filter { !$0.key.hasPrefix("pick-") && $0.value == "on" }.keys)
        var request = ActionRequest(
            action.id, targets: targets, input: action.input.flatMap { fields[$0.field] }, options: options)
        if action.input == nil, let note = screen.question(for: request)?.note { request.input = fields[note.field] }
        return request
    }

    /// The question page's words for `question`: the detail under the question, the items only
    /// when there are several (one is named in the question), the options as ticks.
    static func webQuestion(_ question: ActionQuestion) -> WebQuestion {
        WebQuestion(
            ([question.text] + (question.detail.map { [$0] } ?? [])).joined(separator: "\n"),
            confirm: question.confirm,
            choices: question.options.map { .init(field: $0.field, label: $0.label) },
            items: question.items.count > 1 ? question.items : [],
            texts: question.note.map { [.init(field: $0.field, label: "\($0.label) (optional)")] } ?? [],
            destructive: question.isDestructive)
    }

    /// What a core result is on a page.
    static func outcome(_ result: ActionResult) -> ActionOutcome {
        switch result {
        case .done(let message): .done(message)
        case .refused(let reason): .refused(reason)
        }
    }
}
