/// One row of a form: a label, its value, an error, and what Enter does.
@MainActor
struct FormField {
    /// What Enter (or Space) does on the row.
    enum Action {
        /// Prompts for text and hands it to the setter.
        case text(String, @MainActor (String) -> Void)
        /// Flips or cycles a choice.
        case toggle(@MainActor () -> Void)
        /// Runs an action.
        case button(@MainActor () -> Void)
        /// Opens what the row shows (a server of a list), drawn as a label and its value.
        case open(@MainActor () -> Void)
        /// A button whose action is async work, tracked by the app (quitting and tests wait for it).
        case running(@MainActor () async -> Void)
        /// A choice whose change is async work (saving a preference), tracked like `running`.
        case changing(@MainActor () async -> Void)
    }

    var label: String
    var value: String
    var error: String?
    var action: Action
}

/// Draws a form and turns keys into its fields' actions.
@MainActor
struct FormView {
    var cursor = ListCursor()
    /// The first field drawn: a form taller than its area scrolls so the cursor's field shows.
    private var top = 0

    /// Draws `fields` from the top of `area`, scrolled so the selected field (and its message)
    /// shows, with a mark where fields are above or below; returns rows used.
    @discardableResult
    mutating func draw(_ fields: [FormField], in area: Rect, canvas: inout Canvas) -> Int {
        cursor.clamp(count: fields.count)
        let labelWidth = min(22, (fields.map { CharacterWidth.of($0.label) }.max() ?? 0) + 2)
        let heights = fields.map { field in
            1 + (field.error.map { TextLayout.wrap("↳ \($0)", area.width - labelWidth - 4).count } ?? 0)
        }
        scroll(heights: heights, visible: area.height)
        var row = area.y
        for (index, field) in fields.enumerated() where index >= top && row < area.maxY {
            let selected = index == cursor.selected
            let marker = selected ? "›" : " "
            canvas.put(marker, x: area.x, y: row, style: .accent)
            switch field.action {
            case .button, .running:
                canvas.put("[ \(field.label) ]", x: area.x + 2, y: row, style: selected ? .selected : .accent)
            default:
                canvas.put(TextLayout.pad(field.label, labelWidth), x: area.x + 2, y: row, style: .muted)
                let valueWidth = area.width - labelWidth - 3
                canvas.put(
                    TextLayout.pad(field.value, max(1, valueWidth)), x: area.x + 2 + labelWidth, y: row,
                    style: selected ? .selected : .plain, maxX: area.x + area.width)
            }
            row += 1
            if let error = field.error {
                for line in TextLayout.wrap("↳ \(error)", area.width - labelWidth - 4) where row < area.maxY {
                    canvas.put(line, x: area.x + 4 + labelWidth, y: row, style: .error, maxX: area.x + area.width)
                    row += 1
                }
            }
        }
        if top > 0 { canvas.put("↑", x: area.x + area.width - 1, y: area.y, style: .muted) }
        if heights[top...].reduce(into: 0, { $0 += $1 }) > area.height {
            canvas.put("↓", x: area.x + area.width - 1, y: area.maxY - 1, style: .muted)
        }
        return row - area.y
    }

    /// Moves ``top`` so the selected field's rows fit in `visible` rows.
    private mutating func scroll(heights: [Int], visible: Int) {
        guard !heights.isEmpty else { return top = 0 }
        let selected = min(cursor.selected, heights.count - 1)
        top = min(top, selected)
        while top < selected, heights[top...selected].reduce(into: 0, { $0 += $1 }) > max(1, visible) { top += 1 }
    }

    /// Whether `key` leaves the form (Esc, Backspace, ←).
    static func isLeaveKey(_ key: Key) -> Bool {
        key == .escape || key == .backspace || key == .left
    }

    /// Moves between fields or runs the selected one's action.
    ///
    /// `q` never quits from a form: on a text field it starts typing with a q, elsewhere it does nothing.
    mutating func handle(_ key: Key, fields: [FormField], context: any ScreenContext) -> Bool {
        if key == .character("q") {
            if fields.indices.contains(cursor.selected),
                case .text(let current, let set) = fields[cursor.selected].action
            {
                context.prompt(fields[cursor.selected].label, initial: current + "q", onChange: nil, onSubmit: set)
            }
            return true
        }
        if key == .tab { return cursor.handle(.down, count: fields.count, page: 1) }
        if key == .backTab { return cursor.handle(.up, count: fields.count, page: 1) }
        if cursor.handle(key, count: fields.count, page: 5) { return true }
        guard key == .enter || key == .character(" "), fields.indices.contains(cursor.selected) else { return false }
        let field = fields[cursor.selected]
        switch field.action {
        case .text(let current, let set):
            context.prompt(field.label, initial: current, onChange: nil, onSubmit: set)
        case .toggle(let flip):
            flip()
        case .button(let run), .open(let run):
            run()
        case .running(let work), .changing(let work):
            context.run(work)
        }
        return true
    }
}

extension Dialog {
    /// "Discard your changes?": `y` leaves the form without saving, `n` or Esc goes back to it.
    static func discardChanges(
        discard: @escaping @MainActor () -> Void, keepEditing: @escaping @MainActor () -> Void
    ) -> Dialog {
        Dialog(
            title: "Discard your changes?", lines: ["The form has edits that are not saved."],
            hint: "y discard · n keep editing"
        ) { key, _ in
            switch key {
            case .character("y"): discard()
            case .character("n"), .escape, .enter: keepEditing()
            default: break
            }
        }
    }
}
