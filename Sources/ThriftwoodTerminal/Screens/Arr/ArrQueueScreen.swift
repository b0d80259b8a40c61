import Foundation
import ThriftwoodCore

/// An *arr's download queue with progress bars and removal choices; refreshes itself while open.
@MainActor
final class ArrQueueScreen: Screen {
    /// The widths, in cells, of the columns beside the title: what one kind's downloads need.
    struct Columns {
        /// The part of its subject a download brings ("S02 · 13 episodes"); 0 leaves the column out.
        var part: Int
        /// The size.
        var size: Int
        /// The time left.
        var timeLeft: Int
        /// Cells the title leaves to everything but the status.
        var reserved: Int

        /// A film's download is the whole film.
        static let films = Columns(part: 0, size: 8, timeLeft: 8, reserved: 41)
        /// An episodes' download names its episodes or its season pack.
        static let episodes = Columns(part: 17, size: 7, timeLeft: 6, reserved: 55)
    }

    let model: ArrQueueViewModel
    private let columns: Columns
    private var cursor = ListCursor()

    init(model: ArrQueueViewModel, columns: Columns) {
        self.model = model
        self.columns = columns
    }

    var keyHints: [KeyHint] {
        let waiting = selected?.needsManualImport == true
        return [KeyHint("Enter", model.openWords)] + (waiting ? [KeyHint("m", "manual import")] : [])
            + [KeyHint("d", "remove"), KeyHint("r", "refresh")]
    }

    private var selected: ArrQueueLine? {
        let lines = model.lines
        return lines.indices.contains(cursor.selected) ? lines[cursor.selected] : nil
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        if let error = model.downloadsState.error ?? model.actionError {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let lines = model.lines
        // The status column is as wide as its longest label, so no state is cut to letters.
        let statusWidth = min(20, max(6, lines.map { CharacterWidth.of($0.status.text) }.max() ?? 6))
        let titleWidth = max(10, area.width - columns.reserved - statusWidth)
        let rows = lines.map { line in
            " " + Blocks.bar(line.progress, width: 12) + " " + TextLayout.pad(line.percent, 4, right: true) + "  "
                + TextLayout.pad(line.title, titleWidth) + " "
                + (columns.part > 0 ? TextLayout.pad(line.part, columns.part) + " " : "")
                + TextLayout.pad(line.size, columns.size, right: true) + " "
                + TextLayout.pad(line.timeLeft, columns.timeLeft)
                + " " + TextLayout.fit(line.status.text, statusWidth)
        }
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: max(1, area.maxY - y - 3)),
            canvas: &canvas, styles: lines.map { $0.warns ? .warning : .tone($0.status.tone) },
            empty: model.downloadsState.emptyMessage("Nothing in the queue."))
        guard let line = selected else { return }
        if let source = line.source {
            canvas.put(TextLayout.fit(source, area.width - 2), x: area.x + 1, y: area.maxY - 2, style: .muted)
        }
        if let message = line.message {
            canvas.put(TextLayout.fit(message, area.width - 2), x: area.x + 1, y: area.maxY - 1, style: .warning)
        }
    }

    var dialog: Dialog? {
        guard let choice = model.pendingRemove else { return nil }
        return .removeDownload(choice, change: { [model] in model.pendingRemove = $0 }) { [model] in
            await model.confirmRemove()
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if cursor.handle(key, count: model.lines.count, page: 10) { return true }
        let selected = selected
        switch key {
        case .enter, .right, .character("l"):
            if let selected { model.select(id: selected.id) }
        case .character("d"):
            if let selected { context.run { [model] in await model.requestRemove(id: selected.id) } }
        case .character("m"):
            guard let selected, selected.needsManualImport else { return false }
            model.manualImport(id: selected.id)
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}
