import Foundation
import ThriftwoodCore

/// One artist and their albums; Enter opens an album, `m` turns Lidarr's watch for it on or off.
@MainActor
final class ArtistScreen: Screen {
    let model: ArtistViewModel
    private var cursor = ListCursor()

    init(model: ArtistViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        [
            KeyHint("Enter", "open album"), KeyHint("m", "monitor"), KeyHint("s", "search album"),
            KeyHint("S", "search all"), KeyHint("e", "edit"), KeyHint("d", "remove"), KeyHint("r", "refresh"),
        ]
    }

    var dialog: Dialog? {
        if let edit = model.pendingEdit {
            return Dialog(
                title: "Edit \(model.name ?? "the artist")", lines: edit.lines,
                hint: "y save · m p e n change · Esc cancel"
            ) { [model] key, context in
                switch key {
                case .character("y"), .enter: context.run { await model.confirmEdit() }
                case .character("m"): model.pendingEdit?.monitored.toggle()
                case .character("p"): model.pendingEdit?.cycleQualityProfile()
                case .character("e"): model.pendingEdit?.cycleMetadataProfile()
                case .character("n"): model.pendingEdit?.cycleMonitorNew()
                case .escape: model.pendingEdit = nil
                default: break
                }
            }
        }
        guard let question = model.deleteQuestion, let pending = model.pendingDelete else { return nil }
        return Dialog(
            title: question,
            lines: [
                "f  delete their files too: \(pending.deleteFiles ? "yes" : "no")",
                "x  keep import lists from adding them again: \(pending.exclude ? "yes" : "no")",
            ], hint: "y remove · f files · x exclude · n cancel"
        ) { [model] key, context in
            switch key {
            case .character("y"), .enter: context.run { await model.confirmDelete() }
            case .character("f"): model.pendingDelete?.deleteFiles.toggle()
            case .character("x"): model.pendingDelete?.exclude.toggle()
            case .character("n"), .escape: model.pendingDelete = nil
            default: break
            }
        }
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        // The poster (the album's cover) on the right, beside the rest, when the screen is wide enough.
        let area = PosterView.besideContent(model.poster, in: area, canvas: &canvas, context: context)
        var y = area.y
        let width = area.width - 2
        if let name = model.name {
            canvas.put(TextLayout.fit(name, width), x: area.x + 1, y: y, style: .accent)
            canvas.put(TextLayout.fit(model.summary, width), x: area.x + 1, y: y + 1, style: .muted)
            y += 2
            for line in TextLayout.wrap(model.overview, width).prefix(2) {
                canvas.put(line, x: area.x + 1, y: y)
                y += 1
            }
            if let path = model.path {
                canvas.put(TextLayout.fit("Path: \(path)", width), x: area.x + 1, y: y, style: .muted)
                y += 1
            }
        }
        for error in [model.artistState.error, model.albumsState.error].compactMap({ $0 }) {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        if let message = model.message {
            canvas.put(TextLayout.fit(message, width), x: area.x + 1, y: y, style: .success)
            y += 1
        }
        y += 1
        let table = CellRows.lay(headers: MusicText.albumHeaders, rows: model.rows, width: area.width, flexible: 1)
        canvas.put(table.header, x: area.x, y: y, style: .muted)
        y += 1
        ListView.draw(
            table.lines, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: max(1, area.maxY - y)),
            canvas: &canvas, styles: model.albumsMonitored.map { $0 ? .plain : .muted },
            empty: model.albumsState.emptyMessage("No albums."))
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let albums = model.albumIds
        if cursor.handle(key, count: albums.count, page: 10) { return true }
        let album = albums.indices.contains(cursor.selected) ? albums[cursor.selected] : nil
        switch key {
        case .enter:
            if let album { model.open(albumId: album) }
        case .character("m"):
            guard let album else { return true }
            context.run { [model] in await model.toggleMonitored(albumId: album) }
        case .character("s"):
            guard let album else { return true }
            context.run { [model] in await model.search(albumId: album) }
        case .character("S"): context.run { [model] in await model.searchArtist() }
        case .character("d"): model.requestDelete()
        case .character("e"): context.run { [model] in await model.requestEdit() }
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}
