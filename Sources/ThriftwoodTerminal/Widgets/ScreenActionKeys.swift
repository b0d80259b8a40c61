import Foundation
import ThriftwoodCore

/// A screen's actions in the terminal: their key hints, a key run as its action (asking for
/// its input, its choice or its question first), and the dialogs that ask. Which key does what
/// comes from the actions, so a screen that publishes them names none of them itself.
@MainActor
final class ScreenActionKeys {
    /// The question waiting for y or n, and the request it asks about.
    private var asking: (request: ActionRequest, question: ActionQuestion)?
    /// The action waiting for one of its choices, and what it acts on.
    private var choosing: (action: ScreenAction, targets: [String])?

    /// The hints of `screen`'s actions (those for `role` only, when given), in its order.
    func hints(_ screen: any ActionableScreen, role: ActionRole? = nil) -> [KeyHint] {
        screen.actions.filter { role == nil || $0.role == role }.compactMap { action in
            action.hint.map { KeyHint($0.keys, $0.words, secondary: action.isSecondary) }
        }
    }

    /// Runs the action `key` is for on `targets` (the marked or selected rows); false when no
    /// action has that key. A row action with no row does nothing.
    func handle(_ key: Key, screen: any ActionableScreen, targets: [String], context: any ScreenContext) -> Bool {
        // Two actions may share a key (resolve and reopen): the one offered on the row is run.
        guard case .character(let typed) = key,
            let action = screen.actions.first(where: { candidate in
                candidate.key == typed
                    && (candidate.target == .screen || targets.first.map { screen.offers(candidate, on: $0) } ?? true)
            })
        else {
            return false
        }
        let acted: [String] =
            switch action.target {
            case .screen: []
            case .row: Array(targets.prefix(1))
            case .rows: targets
            }
        if action.target != .screen && acted.isEmpty { return true }
        guard let input = action.input else {
            ask(ActionRequest(action.id, targets: acted), screen: screen, context: context)
            return true
        }
        if input.cycles, !input.choices.isEmpty {
            let now = input.choices.firstIndex { $0.value == screen.prefill(action, targets: acted) } ?? -1
            let next = input.choices[(now + 1) % input.choices.count].value
            ask(ActionRequest(action.id, targets: acted, input: next), screen: screen, context: context)
            return true
        }
        if !input.choices.isEmpty {
            choosing = (action, acted)
            return true
        }
        context.prompt(input.prompt, initial: screen.prefill(action, targets: acted), onChange: nil) {
            [weak self] typed in
            self?.ask(ActionRequest(action.id, targets: acted, input: typed), screen: screen, context: context)
        }
        return true
    }

    /// The dialog waiting on `screen`, if one is: a choice, or a question.
    func dialog(_ screen: any ActionableScreen) -> Dialog? {
        if let choosing { return choiceDialog(choosing.action, targets: choosing.targets, screen: screen) }
        guard let asking else { return nil }
        let (request, question) = asking
        let written = request.input ?? ""
        let note = question.note.map { ["\($0.label): \(written.isEmpty ? $0.none : written)"] }
        let options = question.options.map { option in
            "\(option.key)  \(option.label): \(request.options.contains(option.field) ? "yes" : "no")"
        }
        let hint =
            ["y \(question.confirm.lowercased())"] + question.options.map { "\($0.key) \($0.hint)" }
            + (question.note.map { ["\($0.key) \($0.label.lowercased())"] } ?? []) + ["n cancel"]
        return Dialog(
            title: question.text, lines: (question.detail.map { [$0] } ?? []) + (note ?? []) + options,
            items: question.items, hint: hint.joined(separator: " · ")
        ) { [weak self] key, context in
            self?.answer(key, question: question, screen: screen, context: context)
        }
    }

    /// Answers the question waiting: yes runs it, no forgets it, an option's key ticks it, the
    /// note's key asks for the note.
    private func answer(_ key: Key, question: ActionQuestion, screen: any ActionableScreen, context: any ScreenContext)
    {
        guard let request = asking?.request else { return }
        switch key {
        case .character("y"), .enter:
            asking = nil
            context.run { _ = await screen.perform(request) }
        case .character("n"), .escape: asking = nil
        case .character(let typed) where typed == question.note?.key:
            context.prompt(question.note?.prompt ?? "", initial: request.input ?? "", onChange: nil) {
                [weak self] typed in
                self?.asking?.request.input = typed.trimmingCharacters(in: .whitespaces)
            }
        case .character(let typed):
            guard let option = question.options.first(where: { $0.key == typed }) else { return }
            if asking?.request.options.remove(option.field) == nil { asking?.request.options.insert(option.field) }
        default: break
        }
    }

    private func choiceDialog(_ action: ScreenAction, targets: [String], screen: any ActionableScreen) -> Dialog? {
        guard let input = action.input else { return nil }
        let lines = input.choices.enumerated().map { "\($0.offset + 1)  \($0.element.label)" }
        return Dialog(title: input.prompt, lines: lines, hint: "1–\(input.choices.count) choose · Esc cancel") {
            [weak self] key, context in
            if case .character(let typed) = key, let number = Int(String(typed)),
                input.choices.indices.contains(number - 1)
            {
                self?.choosing = nil
                let request = ActionRequest(action.id, targets: targets, input: input.choices[number - 1].value)
                self?.ask(request, screen: screen, context: context)
            } else if key == .escape {
                self?.choosing = nil
            }
        }
    }

    /// Asks `request`'s question when it has one, else runs it.
    private func ask(_ request: ActionRequest, screen: any ActionableScreen, context: any ScreenContext) {
        if let question = screen.question(for: request) {
            asking = (request, question)
        } else {
            context.run { _ = await screen.perform(request) }
        }
    }
}
