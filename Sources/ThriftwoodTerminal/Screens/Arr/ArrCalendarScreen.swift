import Foundation
import ThriftwoodCore

/// An *arr's calendar: what is released or airs over the days shown, by date.
@MainActor
final class ArrCalendarScreen: Screen {
    /// How one kind's entries are laid out in cells.
    enum Columns {
        /// A film's release: the day, which release, the film.
        case films
        /// An airing: the time, the series (a third of the width), code and title.
        case episodes
    }

    let model: ArrCalendarViewModel
    private let columns: Columns
    private var cursor = ListCursor()

    init(model: ArrCalendarViewModel, columns: Columns) {
        self.model = model
        self.columns = columns
    }

    var keyHints: [KeyHint] {
        [KeyHint("Enter", "open"), KeyHint("]/[", "next/prev \(model.days) days"), KeyHint("r", "reload")]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        canvas.put(model.summary, x: area.x + 1, y: area.y, style: .accent)
        var y = area.y + 1
        if let error = model.entriesState.error {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let lines = model.lines
        let rows: [String]
        var styles: [CellStyle]? = nil
        switch columns {
        case .films: rows = lines.map { " \($0.day)  \(TextLayout.pad($0.kind, 10)) \($0.title)" }
        case .episodes:
            let seriesWidth = max(12, min(30, area.width / 3))
            rows = lines.map { line in
                " " + TextLayout.pad(Format.dateTime(line.date, use24Hour: context.use24HourTime), 18) + " "
                    + TextLayout.pad(line.title, seriesWidth) + " " + TextLayout.pad(line.part, 7) + " " + line.name
            }
            styles = lines.map { $0.hasFile ? .success : $0.monitored ? .plain : .muted }
        }
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: area.maxY - y),
            canvas: &canvas, styles: styles, empty: model.emptyWords)
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
