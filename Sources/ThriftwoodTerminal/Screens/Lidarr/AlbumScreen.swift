import Foundation
import ThriftwoodCore

/// One album: where it stands and its tracks.
@MainActor
final class AlbumScreen: Screen {
    let model: AlbumViewModel
    private var cursor = ListCursor()

    init(model: AlbumViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        [
            KeyHint("m", "monitor"), KeyHint("s", "search"), KeyHint("R", "releases"), KeyHint("d", "delete files"),
            KeyHint("r", "refresh", secondary: true),
        ]
    }

    var dialog: Dialog? {
        guard let question = model.deleteFilesQuestion else { return nil }
        let lines = model.pendingFileNames.map { "  " + $0 }
        return Dialog(title: question, lines: [], items: lines, hint: "y delete · n keep") { [model] key, context in
            switch key {
            case .character("y"): context.run { await model.confirmDeleteFiles() }
            case .character("n"), .escape: model.cancelFileDeletion()
            default: break
            }
        }
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        // The poster (the album's cover) on the right, beside the rest, when the screen is wide enough.
        let area = PosterView.besideContent(model.poster, in: area, canvas: &canvas, context: context)
        var y = area.y
        let width = area.width - 2
        canvas.put(TextLayout.fit(model.heading, width), x: area.x + 1, y: y, style: .accent)
        canvas.put(TextLayout.fit(model.summary, width), x: area.x + 1, y: y + 1, style: .muted)
        y += 2
        if let message = model.message {
            canvas.put(TextLayout.fit(message, width), x: area.x + 1, y: y, style: .success)
            y += 1
        }
        for error in [model.albumState.error, model.tracksState.error].compactMap({ $0 }) {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        y += 1
        let table = CellRows.lay(headers: MusicText.trackHeaders, rows: model.rows, width: area.width, flexible: 1)
        canvas.put(table.header, x: area.x, y: y, style: .muted)
        y += 1
        ListView.draw(
            table.lines, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: max(1, area.maxY - y)),
            canvas: &canvas, styles: model.tracksOnDisk.map { $0 ? .plain : .warning },
            empty: model.tracksState.emptyMessage("No tracks yet: Lidarr lists them once the album is out."))
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if cursor.handle(key, count: (model.tracksState.count ?? 0), page: 10) { return true }
        switch key {
        case .character("m"): context.run { [model] in await model.toggleMonitored() }
        case .character("s"): context.run { [model] in await model.search() }
        case .character("d"): model.requestDeleteFiles()
        case .character("r"): context.run { [model] in await model.load() }
        case .character("R"): model.openReleases()
        default: return false
        }
        return true
    }
}
