import ThriftwoodCore

/// The saved-filters chooser of a list (`W`): the server's filters for it, Enter uses one as
/// the list's condition, `s` saves the current condition under a name, `x` deletes one after
/// a confirmation.
@MainActor
enum SavedFilterKeys {
    /// The footer entry.
    static let hint = KeyHint("W", "saved filters")

    /// Opens the chooser on `W`; false for any other key.
    static func handle(_ key: Key, picker: SavedFilterPicker, context: any ScreenContext) -> Bool {
        guard key == .character("W") else { return false }
        context.run { await picker.open() }
        return true
    }

    /// The chooser while it is open; `use` applies a chosen filter's expression to the list,
    /// `current` is the list's condition in force (what `s` saves).
    static func dialog(
        _ picker: SavedFilterPicker, current: @escaping @MainActor () -> FilterExpression?,
        use: @escaping @MainActor (FilterExpression, any ScreenContext) -> Void
    ) -> Dialog? {
        guard picker.isOpen else { return nil }
        var lines = picker.filters.enumerated().map { index, filter in
            (index == picker.selected ? "› " : "  ") + filter.line
        }
        if lines.isEmpty { lines = [picker.emptyLine] }
        if let message = picker.message { lines += ["", "✓ " + message] }
        if let error = picker.error { lines += ["", "✗ " + error.message, "  " + error.suggestion] }
        if picker.pendingReplace != nil {
            return Dialog(title: picker.title, lines: lines, hint: picker.hint) { key, context in
                switch key {
                case .character("y"): context.run { await picker.answerReplace(true) }
                case .character("n"), .escape: context.run { await picker.answerReplace(false) }
                default: break
                }
            }
        }
        if picker.pendingDelete != nil {
            return Dialog(title: picker.title, lines: lines, hint: picker.hint) { key, context in
                switch key {
                case .character("y"): context.run { await picker.answerDelete(true) }
                case .character("n"), .escape: context.run { await picker.answerDelete(false) }
                default: break
                }
            }
        }
        return Dialog(title: picker.title, lines: lines, hint: picker.hint) { key, context in
            switch key {
            case .up, .character("k"): picker.move(by: -1)
            case .down, .character("j"): picker.move(by: 1)
            case .enter: if let expression = picker.use() { use(expression, context) }
            case .character("s"):
                // An empty name to start: saving over a filter the web interface shares is asked about.
                context.prompt("Save the current condition as", initial: "", onChange: nil) {
                    name in
                    let condition = current()
                    context.run { _ = await picker.save(name: name, condition: condition) }
                }
            case .character("x"): picker.askToDelete()
            case .escape, .character("q"): picker.close()
            default: break
            }
        }
    }
}
