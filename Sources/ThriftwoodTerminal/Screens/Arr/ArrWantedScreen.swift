import Foundation
import ThriftwoodCore

/// An *arr's wanted items (missing or below their cutoff), paged, with "search all".
@MainActor
final class ArrWantedScreen: Screen {
    /// How one kind's wanted items are laid out in cells.
    enum Columns {
        /// A film and its release day.
        case films
        /// An episode: its series (a third of the width), code, air day and title.
        case episodes
    }

    let model: ArrWantedViewModel
    private let columns: Columns
    private var cursor = ListCursor()

    init(model: ArrWantedViewModel, columns: Columns) {
        self.model = model
        self.columns = columns
    }

    var keyHints: [KeyHint] {
        [
            KeyHint("Enter", "open"), KeyHint("c", "missing/cutoff"), KeyHint("S", "search all"),
            KeyHint("]/[", "page"), KeyHint("r", "reload"),
        ]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        canvas.put(TextLayout.fit(model.summary, area.width - 2), x: area.x + 1, y: area.y, style: .accent)
        var y = area.y + 1
        if let activity = model.activity {
            canvas.put("\(Blocks.spinner(context.now.timeIntervalSince1970)) \(activity)", x: area.x + 1, y: y)
            y += 1
        } else if let message = model.message {
            canvas.put(TextLayout.fit("✓ \(message)", area.width - 2), x: area.x + 1, y: y, style: .success)
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
        let rows: [String]
        switch columns {
        case .films: rows = model.lines.map { " \($0.title)  · \($0.day)" }
        case .episodes:
            let seriesWidth = max(12, min(30, area.width / 3))
            rows = model.lines.map { line in
                " " + TextLayout.pad(line.title, seriesWidth) + " " + TextLayout.pad(line.part, 7) + " "
                    + TextLayout.pad(line.day, 11) + " " + line.name
            }
        }
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: area.maxY - y),
            canvas: &canvas, empty: model.emptyWords)
    }

    var dialog: Dialog? { .searchAll(model) }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if cursor.handle(key, count: model.lines.count, page: 10) { return true }
        switch key {
        case .enter: model.select(at: cursor.selected)
        case .character("c"):
            cursor = ListCursor()
            context.run { [model] in await model.toggleKind() }
        case .character("S"): model.requestSearchAll()
        case .character("r"): context.run { [model] in await model.load() }
        case .character("]"): context.run { [model] in await model.nextPage() }
        case .character("["): context.run { [model] in await model.previousPage() }
        default: return false
        }
        return true
    }
}
