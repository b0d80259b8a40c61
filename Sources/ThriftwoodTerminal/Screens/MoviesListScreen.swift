import Foundation
import ThriftwoodCore

/// The library: offline-first list with sort, filter and search-as-you-type.
@MainActor
final class MoviesListScreen: Screen {
    let model: MoviesListViewModel
    private var cursor = ListCursor()

    init(model: MoviesListViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        [
            KeyHint("Enter", "open"), KeyHint("/", "search"), KeyHint("s", "sort"), KeyHint("o", "order"),
            KeyHint("f", "filter"), KeyHint("a", "add"), KeyHint("r", "refresh"),
        ]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        let options = model.options
        let search = model.searchText.isEmpty ? "" : "  search: \"\(model.searchText)\""
        let summary =
            "\(model.visible.count) of \(model.index.count) · \(options.filter.label) · "
            + "\(options.sort.label) \(options.ascending ? "↑" : "↓")\(search)"
        canvas.put(TextLayout.fit(summary, area.width - 2), x: area.x + 1, y: area.y, style: .accent)
        let freshness =
            (model.isRefreshing ? Blocks.spinner(context.now.timeIntervalSince1970) + " " : "")
            + model.freshness(now: context.now)
        canvas.put(TextLayout.fit(freshness, area.width - 2), x: area.x + 1, y: area.y + 1, style: .muted)
        var y = area.y + 2
        if let error = model.error {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let titleWidth = max(10, area.width - 37)
        let header =
            "  " + TextLayout.pad("Title", titleWidth) + " " + TextLayout.pad("Year", 4) + "  "
            + TextLayout.pad("Status", 11) + " " + TextLayout.pad("Size", 8, right: true) + "  " + "Mon"
        canvas.put(TextLayout.fit(header, area.width), x: area.x, y: y, style: .muted)
        y += 1
        let visible = model.visible
        let empty = model.hasLoaded ? "No movies match." : "Loading…"
        ListView.draw(
            count: visible.count,
            row: { index in
                let movie = visible[index]
                let status = movie.fileStatus
                let text =
                    "  " + TextLayout.pad(movie.title, titleWidth) + " " + TextLayout.pad(String(movie.year), 4) + "  "
                    + TextLayout.pad(status.text, 11) + " " + TextLayout.pad(Format.bytes(movie.sizeOnDisk), 8, right: true)
                    + "  " + (movie.monitored ? " ●" : " ○")
                return (text, .tone(status.tone))
            }, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: area.maxY - y), canvas: &canvas,
            empty: empty)
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if cursor.handle(key, count: model.visible.count, page: 10) { return true }
        switch key {
        case .enter, .right, .character("l"):
            if model.visible.indices.contains(cursor.selected) { model.select(model.visible[cursor.selected].id) }
        case .character("/"):
            context.prompt(
                "Search", initial: model.searchText,
                onChange: { [weak self] text in
                    self?.model.searchText = text
                    self?.cursor = ListCursor()
                }, onSubmit: { [weak self] text in self?.model.searchText = text })
        case .character("s"):
            let all = MovieSortKey.allCases
            model.options.sort = all[((all.firstIndex(of: model.options.sort) ?? 0) + 1) % all.count]
        case .character("o"): model.options.ascending.toggle()
        case .character("f"):
            let all = MovieFilter.allCases
            model.options.filter = all[((all.firstIndex(of: model.options.filter) ?? 0) + 1) % all.count]
            cursor = ListCursor()
        case .character("a"): model.addMovie()
        case .character("r"): context.run { [model] in await model.refresh() }
        default: return false
        }
        return true
    }
}
