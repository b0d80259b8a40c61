import Foundation
import ThriftwoodCore

/// An album's releases on every indexer; Enter grabs one after a question naming it.
@MainActor
final class AlbumReleasesScreen: Screen {
    let model: AlbumReleasesViewModel
    private var cursor = ListCursor()

    init(model: AlbumReleasesViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] { [KeyHint("Enter", "grab"), KeyHint("r", "search again")] }

    var dialog: Dialog? {
        guard let question = model.grabQuestion else { return nil }
        return Dialog(title: question, lines: model.grabRefusal.map { [$0] } ?? [], hint: "y grab · n cancel") {
            [model] key, context in
            switch key {
            case .character("y"), .enter: context.run { await model.confirmGrab() }
            case .character("n"), .escape: model.cancelGrab()
            default: break
            }
        }
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        let rows = model.rows
        let header =
            model.releasesState.isLoading
            ? "\(Blocks.spinner(context.now.timeIntervalSince1970)) Searching the indexers…"
            : Format.plural(rows.count, "release")
        canvas.put(TextLayout.fit(header, area.width - 2), x: area.x + 1, y: y, style: .accent)
        y += 1
        if let message = model.message {
            canvas.put(TextLayout.fit(message, area.width - 2), x: area.x + 1, y: y, style: .success)
            y += 1
        }
        if let warning = model.indexerWarning {
            canvas.put(TextLayout.fit(warning, area.width - 2), x: area.x + 1, y: y, style: .warning)
            y += 1
        }
        if let error = model.releasesState.error {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        // The guid and indexer are for the CLI's grab; the screen grabs the row.
        // Lidarr's reasons show in the question; the table says only whether it would take it.
        let approvals = model.approvals
        let cells = zip(rows, approvals).map { row, approved in
            Array(row.dropFirst(2).dropLast()) + [approved ? "OK" : "refused"]
        }
        let table = CellRows.lay(
            headers: Array(MusicText.releaseHeaders.dropFirst(2)), rows: cells, width: area.width, flexible: 0)
        canvas.put(table.header, x: area.x, y: y, style: .muted)
        y += 1
        ListView.draw(
            table.lines, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: max(1, area.maxY - y)),
            canvas: &canvas, styles: approvals.map { $0 ? .plain : .muted },
            empty: model.releasesState.emptyMessage("No indexer has a release of this album."))
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let rows = model.rows
        if cursor.handle(key, count: rows.count, page: 10) { return true }
        switch key {
        case .enter:
            if rows.indices.contains(cursor.selected), let guid = rows[cursor.selected].first {
                model.requestGrab(guid: guid)
            }
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}
