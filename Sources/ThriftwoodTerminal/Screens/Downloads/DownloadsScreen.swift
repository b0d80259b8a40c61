import Foundation
import ThriftwoodCore

/// A download client's queue, live while open: its header (speed, limit, paused, free disk),
/// one row per download with a progress bar, and the client's actions on the selected or
/// marked downloads.
@MainActor
final class DownloadsScreen: Screen {
    let model: DownloadsViewModel
    private var cursor = ListCursor()
    /// The client's actions on keys, and their questions.
    private let actionKeys = ScreenActionKeys()

    init(model: DownloadsViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        let hints = actionKeys.hints(model)
        return hints.filter { !$0.secondary }
            + [KeyHint("Enter", "open"), KeyHint("Space", "mark"), KeyHint("h", "history")]
            + hints.filter(\.secondary) + [KeyHint("r", "refresh", secondary: true)]
    }

    private var selected: DownloadLine? {
        let lines = model.lines
        return lines.indices.contains(cursor.selected) ? lines[cursor.selected] : nil
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        let marks = model.marked.isEmpty ? "" : " · \(model.marked.count) marked"
        if let header = model.header {
            let paused = model.isClientPaused
            canvas.put(
                TextLayout.fit(header + marks, area.width - 2), x: area.x + 1, y: y, style: paused ? .warning : .accent)
        }
        y += 1
        if let error = model.queueState.error ?? model.actionError {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let lines = model.lines
        let nameWidth = max(10, area.width - 60)
        let rows = lines.map { line in
            (model.marked.contains(line.id) ? "●" : " ") + Blocks.bar(line.progress, width: 10) + " "
                + TextLayout.pad(line.percent, 4, right: true) + "  "
                + TextLayout.pad(line.name, nameWidth) + " "
                + TextLayout.pad(line.left, 7, right: true) + " "
                + TextLayout.pad(line.timeLeft, 7) + " "
                + TextLayout.pad(line.priority, 9) + " " + TextLayout.fit(line.state, 18)
        }
        let listHeight = max(1, area.maxY - y - 2)
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: listHeight), canvas: &canvas,
            styles: lines.map { .tone($0.tone) }, empty: model.emptyMessage)
        if let line = selected {
            canvas.put(TextLayout.fit(line.detail, area.width - 2), x: area.x + 1, y: area.maxY - 2, style: .muted)
        }
        if let message = model.message {
            canvas.put(TextLayout.fit(message, area.width - 2), x: area.x + 1, y: area.maxY - 1, style: .success)
        }
    }

    var dialog: Dialog? { actionKeys.dialog(model) }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let count = model.lines.count
        if cursor.handle(key, count: count, page: 10) { return true }
        let selectedId = selected.flatMap { model.queuedIds(among: [$0.id]).first }
        switch key {
        case .character(" "):
            if let line = selected { model.toggleMark(line.id) }
            cursor.selected = min(cursor.selected + 1, max(0, count - 1))
        case .enter: if let id = selectedId { model.open(id: id) }
        case .character("*"): model.markAll()
        case .character("X"): model.clearMarks()
        case .character("h"): model.openHistory()
        case .character("r"): context.run { [model] in await model.load() }
        default:
            return actionKeys.handle(
                key, screen: model, targets: model.targetIds(selectedId: selected?.id), context: context)
        }
        return true
    }
}
