import ThriftwoodCore

/// A screen's actions as the browser draws them: a button each, a small form for one with an
/// input, a button in a list's bar for one on the checked rows. Which to draw comes from the
/// actions themselves (their target, input and place), never from their names.
extension PageContext {
    /// The buttons and forms of `screen`'s screen actions, the lesser ones or the others.
    func screenActions(of screen: any ActionableScreen, secondary: Bool = false) -> HTML {
        let actions = screen.actions.filter { $0.target == .screen && $0.isSecondary == secondary && mayRun($0.id) }
        let buttons = actions.filter { $0.input == nil }.map(button)
        let forms = actions.filter { $0.input != nil }.map { form($0, value: screen.prefill($0, targets: [])) }
        return Self.actionBlock(buttons, forms)
    }

    /// The buttons and forms of `screen`'s actions on the one row `row` (an open download, a
    /// history entry), the lesser ones or the others.
    func rowActions(of screen: any ActionableScreen, row: String, secondary: Bool? = nil) -> HTML {
        let actions = screen.actions.filter {
            $0.target != .screen && (secondary == nil || $0.isSecondary == secondary)
                && screen.offers($0, on: row) && mayRun($0.id)
        }
        let buttons = actions.filter { $0.input == nil }.map { button($0, fields: ["id": row]) }
        let forms = actions.filter { $0.input != nil }.map {
            form($0, value: screen.prefill($0, targets: [row]), fields: ["id": row])
        }
        return Self.actionBlock(buttons, forms)
    }

    /// The submit buttons (and a text field for one with an input) of `screen`'s actions on the
    /// checked rows, for inside the list's form.
    func checkedRowsActions(of screen: any ActionableScreen) -> HTML {
        HTML.join(
            screen.actions.filter { $0.target == .rows && mayRun($0.id) }.map { action in
                let submit: HTML = """
                    <button type="submit" name="action" value="\(action.id)"\
                    \(action.isDestructive ? HTML(" class=\"danger\"") : .empty)>\(action.label)</button>
                    """
                guard let input = action.input else { return submit }
                return """
                    <label><span class="hidden">\(input.prompt)</span><input type="text" name="\(input.field)" \
                    placeholder="\(input.placeholder)" autocomplete="off"></label>\(submit)
                    """
            })
    }

    /// The buttons of `screen`'s one-row actions on `row` for inside a list's form (a failed
    /// request's Retry), each sending its action and the row in its name and value.
    func rowButtons(of screen: any ActionableScreen, row: String) -> HTML {
        HTML.join(
            screen.actions.filter {
                $0.target == .row && $0.input == nil && mayRun($0.id) && screen.offers($0, on: row)
            }
            .map { action in
                """
                <button type="submit" name="\(FormPost.rowButtonPrefix)\(action.id)" value="\(row)"\
                \(action.isDestructive ? HTML(" class=\"danger\"") : .empty)>\(action.label)</button>
                """
            })
    }

    /// Buttons in a row of actions, then the forms under it.
    private static func actionBlock(_ buttons: [HTML], _ forms: [HTML]) -> HTML {
        let row: HTML = buttons.isEmpty ? .empty : "<div class=\"actions\">\(HTML.join(buttons))</div>"
        return "\(row)\(HTML.join(forms))"
    }

    private func button(_ action: ScreenAction) -> HTML { button(action, fields: [:]) }

    private func button(_ action: ScreenAction, fields: [String: String]) -> HTML {
        actionButton(
            action.id, label: action.label, fields: fields, style: action.isDestructive ? "danger" : "",
            key: action.keyName)
    }

    private func form(_ action: ScreenAction, value: String, fields: [String: String] = [:]) -> HTML {
        guard let input = action.input else { return .empty }
        if input.choices.isEmpty {
            return textAction(
                action.id, field: input.field, label: input.prompt, button: action.label, value: value,
                placeholder: input.placeholder, fields: fields)
        }
        guard mayRun(action.id) else { return .empty }
        return choiceAction(
            action.id, field: input.field, label: input.prompt, button: action.label,
            choices: input.choices, chosen: value, fields: fields)
    }
}
