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
