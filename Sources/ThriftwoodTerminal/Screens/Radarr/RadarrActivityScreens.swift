import Foundation
import ThriftwoodCore

/// The download queue with progress bars and removal choices; refreshes itself while open.
@MainActor
final class QueueScreen: Screen {
    let model: QueueViewModel
    private var cursor = ListCursor()

    init(model: QueueViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        let lines = model.lines
        let waiting = lines.indices.contains(cursor.selected) && lines[cursor.selected].needsManualImport
        return [KeyHint("Enter", "open movie")] + (waiting ? [KeyHint("m", "manual import")] : [])
            + [KeyHint("d", "remove"), KeyHint("r", "refresh")]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        if let error = model.itemsState.error ?? model.actionError {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let lines = model.lines
        // The status column is as wide as its longest label, so no state is cut to letters.
        let statusWidth = min(20, max(6, lines.map { CharacterWidth.of($0.status.text) }.max() ?? 6))
        let titleWidth = max(10, area.width - 41 - statusWidth)
        let rows = lines.map { line in
            " " + Blocks.bar(line.progress, width: 12) + " " + TextLayout.pad(line.percent, 4, right: true) + "  "
                + TextLayout.pad(line.title, titleWidth) + " " + TextLayout.pad(line.size, 8, right: true) + " "
                + TextLayout.pad(line.timeLeft, 8) + " " + TextLayout.fit(line.status.text, statusWidth)
        }
        let styles = lines.map { line -> CellStyle in line.warns ? .warning : .tone(line.status.tone) }
        let listHeight = max(1, area.maxY - y - 3)
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: listHeight), canvas: &canvas,
            styles: styles, empty: model.itemsState.emptyMessage("Nothing in the queue."))
        if lines.indices.contains(cursor.selected) {
            let line = lines[cursor.selected]
            canvas.put(TextLayout.fit(line.source, area.width - 2), x: area.x + 1, y: area.maxY - 2, style: .muted)
            if let first = line.message {
                canvas.put(TextLayout.fit(first, area.width - 2), x: area.x + 1, y: area.maxY - 1, style: .warning)
            }
        }
    }

    var dialog: Dialog? {
        guard let choice = model.pendingRemove else { return nil }
        return .removeDownload(choice, change: { [model] in model.pendingRemove = $0 }) { [model] in
            await model.confirmRemove()
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let lines = model.lines
        if cursor.handle(key, count: lines.count, page: 10) { return true }
        switch key {
        case .enter:
            if lines.indices.contains(cursor.selected), let movieId = lines[cursor.selected].movieId {
                model.select(movieId)
            }
        case .character("d"):
            if lines.indices.contains(cursor.selected) {
                let id = lines[cursor.selected].id
                context.run { [model] in await model.requestRemove(id) }
            }
        case .character("m"):
            guard lines.indices.contains(cursor.selected), lines[cursor.selected].needsManualImport else {
                return false
            }
            model.manualImport(id: lines[cursor.selected].id)
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}

/// Upcoming releases by date.
@MainActor
final class CalendarScreen: Screen {
    let model: CalendarViewModel
    private var cursor = ListCursor()

    init(model: CalendarViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] { [KeyHint("Enter", "open"), KeyHint("]/[", "next/prev 30 days"), KeyHint("r", "reload")] }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        canvas.put(model.headerLine, x: area.x + 1, y: area.y, style: .accent)
        var y = area.y + 1
        if let error = model.entries.error {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let rows = model.lines.map { " \($0.day)  \(TextLayout.pad($0.kind, 10)) \($0.title)" }
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: area.maxY - y),
            canvas: &canvas, empty: model.entries.emptyMessage("No releases in this range."))
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if cursor.handle(key, count: model.lines.count, page: 10) { return true }
        switch key {
        case .enter: model.select(at: cursor.selected)
        case .character("]"): context.run { [model] in await model.shift(by: model.days) }
        case .character("["): context.run { [model] in await model.shift(by: -model.days) }
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}

/// Missing movies, paged, with "search all missing".
@MainActor
final class MissingScreen: Screen {
    let model: MissingViewModel
    private var cursor = ListCursor()

    init(model: MissingViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        [KeyHint("Enter", "open"), KeyHint("S", "search all"), KeyHint("]/[", "page"), KeyHint("r", "reload")]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        canvas.put(model.headerLine, x: area.x + 1, y: area.y, style: .accent)
        var y = area.y + 1
        if let activity = model.activity {
            canvas.put("\(Blocks.spinner(context.now.timeIntervalSince1970)) \(activity)", x: area.x + 1, y: y)
            y += 1
        } else if let message = model.message {
            canvas.put("✓ \(message)", x: area.x + 1, y: y, style: .success)
            y += 1
        }
        if let error = model.pageState.error ?? model.actionError {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        if let note = model.fallbackNote {
            for line in TextLayout.wrap(note, area.width - 2).prefix(2) {
                canvas.put(line, x: area.x + 1, y: y, style: .muted)
                y += 1
            }
        }
        let rows = model.lines.map { " \($0.title)  · \($0.day)" }
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: area.maxY - y),
            canvas: &canvas, empty: model.pageState.emptyMessage("Nothing is missing."))
    }

    var dialog: Dialog? { .searchAll(model) }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if cursor.handle(key, count: model.lines.count, page: 10) { return true }
        switch key {
        case .enter: model.select(at: cursor.selected)
        case .character("S"): model.requestSearchAll()
        case .character("r"): context.run { [model] in await model.load() }
        case .character("]"): context.run { [model] in await model.nextPage() }
        case .character("["): context.run { [model] in await model.previousPage() }
        default: return false
        }
        return true
    }
}
