import Foundation
import ThriftwoodCore

/// What was watched, newest first; `/` searches, `t` narrows to movies or episodes, `]` reads
/// further back.
@MainActor
final class PlaysScreen: Screen {
    let model: PlaysViewModel
    private var cursor = ListCursor()

    init(model: PlaysViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        [KeyHint("/", "search"), KeyHint("t", "movies/episodes"), KeyHint("]", "more"), KeyHint("r", "refresh")]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        canvas.put(TextLayout.fit(model.header, area.width - 2), x: area.x + 1, y: area.y, style: .accent)
        var y = area.y + 1
        if let error = model.playsState.error {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let plays = model.lines
        let titleWidth = max(12, area.width - 50)
        let rows = plays.map { play in
            let started = play.started.map { Format.dateTime($0, use24Hour: context.use24HourTime) } ?? "–"
            return " " + TextLayout.pad(started, 17) + " " + TextLayout.pad(play.user, 8) + " "
                + TextLayout.pad(play.title, titleWidth) + " " + TextLayout.pad(play.progress, 5) + " "
                + TextLayout.fit(play.decision, 13)
        }
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: max(1, area.maxY - y)),
            canvas: &canvas, styles: plays.map { $0.transcoded ? .warning : .plain },
            empty: model.emptyMessage)
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if cursor.handle(key, count: (model.playsState.count ?? 0), page: 10) { return true }
        switch key {
        case .character("/"):
            context.prompt("Search plays", initial: model.search, onChange: nil) { [model] text in
                context.run { await model.setSearch(text) }
            }
            cursor = ListCursor()
        case .character("t"):
            cursor = ListCursor()
            context.run { [model] in await model.cycleType() }
        case .character("]"): context.run { [model] in await model.loadMore() }
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}
