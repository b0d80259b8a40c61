import ThriftwoodCore

/// The typed condition of a list (`F`): "where monitored and year >= 2020", or why it could
/// not be used with a caret under the word.
@MainActor
enum ConditionLine {
    /// Draws the condition and its error from `y`; returns the rows used.
    static func draw(
        text: String, error: FilterError?, x: Int, y: Int, width: Int, canvas: inout Canvas
    ) -> Int {
        guard !text.isEmpty else { return 0 }
        let prefix = "where "
        guard let error else {
            canvas.put(TextLayout.fit(prefix + text, width), x: x, y: y, style: .accent)
            return 1
        }
        let shown = error.excerpt(of: text, width: width - prefix.count)
        canvas.put(TextLayout.fit(prefix + shown.text, width), x: x, y: y, style: .warning)
        let caret = String(repeating: " ", count: prefix.count + shown.caret) + "^"
        canvas.put(TextLayout.fit(caret, width), x: x, y: y + 1, style: .error)
        canvas.put(TextLayout.fit(error.description, width), x: x, y: y + 2, style: .error)
        return 3
    }

    /// Asks for a condition, starting from the current one; `apply` gets the text typed.
    static func prompt(current: String, context: any ScreenContext, apply: @escaping @MainActor (String) -> Void) {
        context.prompt("Where (e.g. monitored and year >= 2020; empty clears)", initial: current, onChange: nil) {
            apply($0)
        }
    }
}
