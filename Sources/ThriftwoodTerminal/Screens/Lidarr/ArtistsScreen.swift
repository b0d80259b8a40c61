import Foundation
import ThriftwoodCore

/// Lidarr's artists; `s` sorts, `f` filters, `/` searches, Enter opens one, Space marks
/// (then `m`/`u`/`e`/`S`/`d` act on the marked artists).
@MainActor
final class ArtistsScreen: Screen {
    let model: ArtistsViewModel
    /// The cursor and the keys every library list shares.
    private let keys = LibraryListKeys()

    init(model: ArtistsViewModel) {
        self.model = model
    }

    var helpHints: [KeyHint] { keys.helpHints(model, own: [KeyHint("Q", "queue", secondary: true)]) }

    var keyHints: [KeyHint] { keys.hints(model, own: [KeyHint("Q", "queue", secondary: true)]) }

    var dialog: Dialog? {
        MarkKeys.dialog(for: model)
            ?? SavedFilterKeys.dialog(model.savedFilters, current: { [model] in model.conditionExpression }) {
                [weak self] expression, context in
                guard let self else { return }
                self.keys.cursor = ListCursor()
                context.run { [model = self.model] in await model.setCondition(expression.description) }
            }
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        let header = model.header + (model.markedSummary.map { " · \($0)" } ?? "")
        let freshness = model.freshness(now: context.now)
        canvas.put(TextLayout.fit(header, area.width - 4 - freshness.count), x: area.x + 1, y: area.y, style: .accent)
        canvas.put(freshness, x: area.x + area.width - 1 - freshness.count, y: area.y, style: .muted)
        var y = area.y + 1
        y += ConditionLine.draw(
            text: model.conditionText, error: model.conditionError, x: area.x + 1, y: y, width: area.width - 2,
            canvas: &canvas)
        if let message = model.bulk.message {
            canvas.put(TextLayout.fit("✓ \(message)", area.width - 2), x: area.x + 1, y: y, style: .success)
            y += 1
        }
        if let error = model.bulk.error ?? model.notices.first {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let artists = model.visibleRows
        let table = CellRows.lay(
            headers: [" "] + MusicText.artistHeaders,
            rows: artists.map { [$0.marked ? "✓" : " "] + $0.cells },
            width: area.width, flexible: 2)
        canvas.put(table.header, x: area.x, y: y, style: .muted)
        y += 1
        ListView.draw(
            table.lines, cursor: &keys.cursor,
            in: Rect(x: area.x, y: y, width: area.width, height: max(1, area.maxY - y)),
            canvas: &canvas, styles: artists.map { $0.monitored ? .plain : .muted }, empty: model.emptyMessage)
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if key == .character("Q") {
            model.openQueue()
            return true
        }
        return keys.handle(key, list: model, context: context)
    }
}
