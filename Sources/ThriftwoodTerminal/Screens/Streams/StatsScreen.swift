import Foundation
import ThriftwoodCore

/// Tautulli's statistics (`d` changes the days counted), what was added lately, the
/// libraries and the users.
@MainActor
final class StatsScreen: Screen {
    let model: StatsViewModel
    private var cursor = ListCursor()

    init(model: StatsViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] { [KeyHint("d", "days"), KeyHint("r", "refresh")] }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        if let error = model.error {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let lines = model.lines(now: context.now)
        ListView.draw(
            lines.map { " " + $0.text }, cursor: &cursor,
            in: Rect(x: area.x, y: y, width: area.width, height: max(1, area.maxY - y)), canvas: &canvas,
            styles: lines.map { $0.heading ? .accent : .plain },
            empty: model.statsState.emptyMessage("Nothing watched in the last \(model.days) days."))
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if cursor.handle(key, count: model.lines(now: context.now).count, page: 10) { return true }
        switch key {
        case .character("d"): context.run { [model] in await model.cycleDays() }
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}
