import Foundation
import ThriftwoodCore

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
