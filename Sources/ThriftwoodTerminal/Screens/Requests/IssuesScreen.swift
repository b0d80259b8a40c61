import Foundation
import ThriftwoodCore

/// Seerr's issues, open first: kind, title, where in it, who and when; what was written below;
/// `c` comments, `v` resolves or reopens, `A` shows resolved ones too.
@MainActor
final class IssuesScreen: Screen {
    let model: IssuesViewModel
    private var cursor = ListCursor()
    /// The issues' actions on keys.
    private let actionKeys = ScreenActionKeys()

    init(model: IssuesViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] { actionKeys.hints(model) + [KeyHint("r", "refresh", secondary: true)] }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        if let header = model.header { canvas.put(header, x: area.x + 1, y: y, style: .accent) }
        y += 1
        if let error = model.listState.error ?? model.actionError {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let issues = model.lines
        let rows = issues.map { " " + TextLayout.pad($0.state.text, 9) + " " + $0.summary }
        let detailHeight = 5
        ListView.draw(
            rows, cursor: &cursor,
            in: Rect(x: area.x, y: y, width: area.width, height: max(1, area.maxY - y - detailHeight)),
            canvas: &canvas, styles: issues.map { .tone($0.state.tone) }, empty: model.emptyMessage)
        if issues.indices.contains(cursor.selected) {
            // The line holds its last three comments, as many as the detail's rows show.
            for (offset, comment) in issues[cursor.selected].comments.suffix(detailHeight - 2).enumerated() {
                canvas.put(
                    TextLayout.fit(comment, area.width - 2), x: area.x + 1, y: area.maxY - detailHeight + 1 + offset,
                    style: .muted)
            }
        }
        if let message = model.message {
            canvas.put(TextLayout.fit(message, area.width - 2), x: area.x + 1, y: area.maxY - 1, style: .success)
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let issues = model.lines
        if cursor.handle(key, count: issues.count, page: 10) { return true }
        switch key {
        case .character("r"): context.run { [model] in await model.load() }
        default:
            if key == .character("A") { cursor = ListCursor() }
            let issue = issues.indices.contains(cursor.selected) ? [String(issues[cursor.selected].id)] : []
            return actionKeys.handle(key, screen: model, targets: issue, context: context)
        }
        return true
    }
}
