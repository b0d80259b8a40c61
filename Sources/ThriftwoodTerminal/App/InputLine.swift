/// A line being typed in the footer: a search, a form field, or a `:` command.
@MainActor
struct InputLine {
    var label: String
    var text: String
    var onChange: (@MainActor (String) -> Void)?
    var onSubmit: @MainActor (String) -> Void

    /// Edits the text; returns true when the line is finished (submitted or cancelled).
    mutating func handle(_ key: Key) -> (finished: Bool, submitted: Bool) {
        switch key {
        case .enter: return (true, true)
        case .escape: return (true, false)
        case .backspace, .delete:
            if !text.isEmpty { text.removeLast() }
        case .control("u"): text = ""
        case .character(let character): text.append(character)
        default: return (false, false)
        }
        onChange?(text)
        return (false, false)
    }
}
