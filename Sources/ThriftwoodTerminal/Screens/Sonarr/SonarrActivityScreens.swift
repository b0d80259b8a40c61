import Foundation
import ThriftwoodCore

/// Episodes airing over two weeks, with their series, by air time.
@MainActor
final class SonarrCalendarScreen: Screen {
    let model: SonarrCalendarViewModel
    private var cursor = ListCursor()

    init(model: SonarrCalendarViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] { [KeyHint("Enter", "open"), KeyHint("]/[", "next/prev 14 days"), KeyHint("r", "reload")] }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        canvas.put(model.summary, x: area.x + 1, y: area.y, style: .accent)
        var y = area.y + 1
        if let error = model.episodesState.error {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let episodes = model.lines
        let seriesWidth = max(12, min(30, area.width / 3))
        let rows = episodes.map { episode in
            " " + TextLayout.pad(Format.dateTime(episode.airDate, use24Hour: context.use24HourTime), 18) + " "
                + TextLayout.pad(episode.series, seriesWidth) + " " + TextLayout.pad(episode.code, 7) + " "
                + episode.title
        }
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: area.maxY - y),
            canvas: &canvas, styles: episodes.map { $0.hasFile ? .success : $0.monitored ? .plain : .muted },
            empty: model.episodesState.emptyMessage("Nothing airs in this range."))
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
