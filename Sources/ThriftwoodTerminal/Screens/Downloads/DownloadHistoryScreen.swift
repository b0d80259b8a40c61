import Foundation
import ThriftwoodCore

/// A download client's history: what finished or failed, newest first, the selected one's
/// reason and stage log below; failures alone on `f`, retry and remove.
@MainActor
final class DownloadHistoryScreen: Screen {
    let model: DownloadsViewModel
    private var cursor = ListCursor()

    init(model: DownloadsViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        [
            KeyHint("f", model.failedOnly ? "show all" : "failed only"), KeyHint("R", "retry"), KeyHint("d", "remove"),
            KeyHint("r", "refresh"),
        ]
    }

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

    var dialog: Dialog? {
        guard let pending = model.pendingRemove else { return nil }
        return .confirm(
            pending.question(on: model.server.name), lines: pending.entryNames.map { "  \($0)" },
            yes: { [model] in await model.confirmRemove() }, no: { [model] in model.pendingRemove = nil })
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if cursor.handle(key, count: entries.count, page: 10) { return true }
        let selected = entries.indices.contains(cursor.selected) ? entries[cursor.selected].id : nil
        switch key {
        case .character("f"):
            cursor = ListCursor()
            context.run { [model] in await model.toggleFailedOnly() }
        case .character("R"):
            if let selected { context.run { [model] in await model.retry(historyEntry: selected) } }
        case .character("d"):
            if let selected { context.run { [model] in await model.requestRemove(historyEntry: selected) } }
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}
