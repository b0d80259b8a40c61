import ThriftwoodCore

/// The command palette drawn over everything (Ctrl-P): the box, the ranked items, and the
/// keys that move through them; typing goes to the query.
@MainActor
final class PaletteOverlay {
    let model: CommandPaletteViewModel
    private var selected = 0

    init(model: CommandPaletteViewModel) {
        self.model = model
    }

    /// The palette's items for the visible screen's keys (those a single key presses), shown with
    /// the person's keys and run by the default key the screen knows.
    static func actions(from hints: [KeyHint], remap: KeyRemap) -> [PaletteItem] {
        // An action whose key another action took still runs from here; it shows no key.
        hints.filter { $0.key.count == 1 }.map {
            PaletteItem(
                kind: .action, title: $0.action,
                detail: remap.displacement(of: $0) == nil ? remap.display($0).key : "—", target: .key($0.key))
        }
    }

    /// Draws the palette in the upper middle of the screen.
    func draw(into canvas: inout Canvas) {
        let width = min(canvas.width - 2, 72)
        let rows = min(model.results.count, max(1, canvas.height - 8))
        let area = Rect(x: max(0, (canvas.width - width) / 2), y: 2, width: width, height: rows + 4)
        Blocks.frame(area, style: .accent, canvas: &canvas)
        canvas.put(" Go to… ", x: area.x + 2, y: area.y, style: .accent)
        canvas.put(TextLayout.fit("› " + model.query + "▏", width - 4), x: area.x + 2, y: area.y + 1, style: .strong)
        if model.results.isEmpty {
            canvas.put(model.problem ?? "Nothing matches.", x: area.x + 2, y: area.y + 2, style: .muted)
        }
        selected = min(selected, max(0, model.results.count - 1))
        for (row, item) in model.results.prefix(rows).enumerated() {
            // One space of margin inside the frame, as the query line has.
            let line =
                " " + TextLayout.pad(item.kind.label, 8) + " " + TextLayout.pad(item.title, width - 26) + " "
                + TextLayout.fit(item.detail, 10)
            canvas.put(
                TextLayout.pad(line, width - 2), x: area.x + 1, y: area.y + 2 + row,
                style: row == selected ? .selected : (item.kind == .action ? .accent : .plain))
        }
    }

    /// Handles a key; returns false once the palette is closed.
    func handle(_ key: Key) -> Bool {
        switch key {
        case .escape, .control("p"): return false
        case .up: selected = max(0, selected - 1)
        case .down: selected = min(max(0, model.results.count - 1), selected + 1)
        case .enter:
            if model.results.indices.contains(selected) { model.choose(model.results[selected]) }
            return false
        case .backspace:
            if !model.query.isEmpty { model.query.removeLast() }
            selected = 0
        case .character(let character):
            model.query.append(character)
            selected = 0
        default: break
        }
        return true
    }
}
