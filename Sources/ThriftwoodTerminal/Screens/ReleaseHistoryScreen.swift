import ThriftwoodCore

/// A server's history (Radarr's, Sonarr's): date, event, what it is about, release name;
/// paged, filtered by event, a grabbed or imported release marked failed after a question.
@MainActor
final class ReleaseHistoryScreen: Screen {
    let model: any ReleaseHistoryList
    private var cursor = ListCursor()
    private var pendingFail: FailingRelease?

    init(model: any ReleaseHistoryList) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        let lines = model.lines
        let failable = lines.indices.contains(cursor.selected) && lines[cursor.selected].canMarkFailed
        return [KeyHint("Enter", "open \(model.opensNoun)")] + (failable ? [KeyHint("F", "mark failed")] : [])
            + [KeyHint("f", "filter"), KeyHint("]/[", "page"), KeyHint("r", "refresh")]
    }

    var dialog: Dialog? {
        guard let failing = pendingFail else { return nil }
        return .confirm(
            failing.question,
            yes: { [weak self, model] in
                self?.pendingFail = nil
                await model.markFailed(failing)
            }, no: { [weak self] in self?.pendingFail = nil })
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        canvas.put(model.headerLine, x: area.x + 1, y: area.y, style: .accent)
        var y = area.y + 1
        if let message = model.message {
            canvas.put(TextLayout.fit("✓ \(message)", area.width - 2), x: area.x + 1, y: y, style: .success)
            y += 1
        }
        if let error = model.actionError ?? model.listError {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let lines = model.lines
        // A film's history gives the event one more cell; a series' names the episode in its own column.
        let subjectWidth = model.linesNameSubjects ? max(12, min(34, area.width / 3)) : 0
        let rows = lines.map { line in
            " " + TextLayout.pad(Format.dateTime(line.date, use24Hour: context.use24HourTime), 18) + " "
                + (subjectWidth > 0
                    ? TextLayout.pad(line.event.text, 20) + " " + TextLayout.pad(line.subject, subjectWidth) + " "
                    : TextLayout.pad(line.event.text, 21) + " ") + line.source
        }
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: area.maxY - y),
            canvas: &canvas, styles: lines.map { .tone($0.event.tone) }, empty: model.emptyHistoryWords)
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if cursor.handle(key, count: model.lines.count, page: 10) { return true }
        switch key {
        case .enter: model.select(at: cursor.selected)
        case .character("]"), .character("n"): context.run { [model] in await model.move(by: 1) }
        case .character("["), .character("p"): context.run { [model] in await model.move(by: -1) }
        case .character("f"):
            cursor = ListCursor()
            context.run { [model] in await model.nextFilter() }
        case .character("F"):
            guard let failing = model.failing(at: cursor.selected) else { return false }
            pendingFail = failing
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}
