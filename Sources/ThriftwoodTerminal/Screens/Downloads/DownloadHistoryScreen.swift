import Foundation
import ThriftwoodCore

/// A download client's history: what finished or failed, newest first, the selected one's
/// reason and stage log below; failures alone on `f`, retry and remove.
@MainActor
final class DownloadHistoryScreen: Screen {
    let model: DownloadsViewModel
    private var cursor = ListCursor()
    /// The history's actions on keys, and their questions.
    private let actionKeys = ScreenActionKeys()

    init(model: DownloadsViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] { actionKeys.hints(model) + [KeyHint("r", "refresh")] }

    private var entries: [DownloadHistoryLine] { model.historyLines }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        canvas.put(
            "\(Format.plural(entries.count, "download")) · \(model.failedOnly ? "failed only" : "all outcomes")",
            x: area.x + 1, y: area.y, style: .accent)
        var y = area.y + 1
        if let error = model.historyState.error ?? model.actionError {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let rows = entries.map { entry in
            " "
                + TextLayout.pad(
                    entry.completed.map { Format.dateTime($0, use24Hour: context.use24HourTime) } ?? "–", 18)
                + " " + TextLayout.pad(entry.outcome, 10) + " " + TextLayout.pad(entry.size, 8, right: true)
                + "  " + entry.name
        }
        let detailHeight = 4
        ListView.draw(
            rows, cursor: &cursor,
            in: Rect(x: area.x, y: y, width: area.width, height: max(1, area.maxY - y - detailHeight)),
            canvas: &canvas, styles: entries.map { .tone($0.tone) }, empty: model.emptyMessage)
        guard entries.indices.contains(cursor.selected) else { return }
        let entry = entries[cursor.selected]
        var lines = entry.failMessage.map { [$0] } ?? []
        lines += entry.stageLog
        for (offset, line) in lines.prefix(detailHeight - 1).enumerated() {
            canvas.put(
                TextLayout.fit(line, area.width - 2), x: area.x + 1, y: area.maxY - detailHeight + 1 + offset,
                style: offset == 0 && entry.failMessage != nil ? .warning : .muted)
        }
    }

    var dialog: Dialog? { actionKeys.dialog(model) }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if cursor.handle(key, count: entries.count, page: 10) { return true }
        if key == .character("r") {
            context.run { [model] in await model.load() }
            return true
        }
        if key == .character("f") { cursor = ListCursor() }
        let selected = entries.indices.contains(cursor.selected) ? [entries[cursor.selected].id] : []
        return actionKeys.handle(key, screen: model, targets: selected, context: context)
    }
}
