import ThriftwoodCore

/// The profile's services, one row each with its state in its colour; Enter opens one.
@MainActor
final class ServicesScreen: Screen {
    let model: ServicesViewModel
    private var cursor = ListCursor()

    init(model: ServicesViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        [
            KeyHint("↑↓/jk", "move"), KeyHint("Enter", "open"), KeyHint("r", "check again"),
            KeyHint("D", "diagnose"), KeyHint("v", "show key"),
        ]
    }

    /// The selected server's diagnosis, step by step, until a key closes it.
    var dialog: Dialog? {
        guard let diagnosis = model.diagnosis else { return nil }
        let lines = model.diagnosisLines(diagnosis).map { line in
            (line.step.verdict == .ok ? "✓ " : line.step.verdict == .warning ? "! " : "✗ ") + line.text
        }
        return Dialog(
            title: "\(diagnosis.server) (\(diagnosis.kind) · \(diagnosis.address))", lines: lines,
            hint: "any key closes"
        ) { [model] _, _ in model.closeDiagnosis() }
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        canvas.put("The profile's services", x: area.x + 2, y: area.y + 1, style: .muted)
        let rows = model.rows.map { row in
            let address = row.server?.displayName ?? row.kind.manages
            return "  \(TextLayout.pad(row.name, 12)) \(TextLayout.pad(address, 28)) \(row.state.label.text)"
        }
        ListView.draw(
            rows, cursor: &cursor,
            in: Rect(x: area.x + 1, y: area.y + 3, width: area.width - 2, height: area.maxY - area.y - 3),
            canvas: &canvas, styles: model.rows.map { .tone($0.state.label.tone) })
        if let server = model.diagnosing {
            canvas.put("Diagnosing \(server)…", x: area.x + 2, y: area.y + 2, style: .accent)
        }
        // The selected service's own calendar feed, to paste into a calendar app.
        if model.rows.indices.contains(cursor.selected), let feed = model.feedLine(for: model.rows[cursor.selected]) {
            for (offset, line) in TextLayout.wrap(feed, area.width - 4).prefix(2).enumerated() {
                canvas.put(line, x: area.x + 2, y: area.maxY - 2 + offset, style: .muted)
            }
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if cursor.handle(key, count: model.rows.count, page: 5) { return true }
        if key == .character("D"), model.rows.indices.contains(cursor.selected) {
            let row = model.rows[cursor.selected]
            context.run { [model] in await model.diagnose(row) }
            return true
        }
        if key == .character("v") {
            model.toggleFeedKey()
            return true
        }
        if key == .character("r") {
            context.run { [model] in await model.load() }
            return true
        }
        if key == .enter || key == .right || key == .character("l"), model.rows.indices.contains(cursor.selected) {
            model.open(model.rows[cursor.selected])
            return true
        }
        return false
    }
}
