import Foundation
import ThriftwoodCore

/// The library: offline-first list with sort, filter and search-as-you-type.
@MainActor
final class MoviesListScreen: Screen {
    let model: MoviesListViewModel
    /// The cursor, the poster grid and the keys every library list shares.
    private let keys = LibraryListKeys()

    init(model: MoviesListViewModel) {
        self.model = model
    }

    var helpHints: [KeyHint] { keys.helpHints(model, own: [KeyHint("o", "order", secondary: true)]) }

    var keyHints: [KeyHint] { keys.hints(model, own: [KeyHint("o", "order", secondary: true)]) }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        let options = model.options
        let search = model.searchText.isEmpty ? "" : "  search: \"\(model.searchText)\""
        let marks = model.markedSummary.map { " · \($0)" } ?? ""
        let summary =
            "\(model.visible.count) of \(model.index.count)\(marks) · \(options.filter.label) · "
            + "\(options.sort.label) \(options.ascending ? "↑" : "↓")\(search)"
        canvas.put(TextLayout.fit(summary, area.width - 2), x: area.x + 1, y: area.y, style: .accent)
        let freshness =
            (model.isRefreshing ? Blocks.spinner(context.now.timeIntervalSince1970) + " " : "")
            + model.freshness(now: context.now) + (model.bulk.message.map { " · ✓ \($0)" } ?? "")
        canvas.put(TextLayout.fit(freshness, area.width - 2), x: area.x + 1, y: area.y + 1, style: .muted)
        var y = area.y + 2
        y += ConditionLine.draw(
            text: model.conditionText, error: model.conditionError, x: area.x + 1, y: y, width: area.width - 2,
            canvas: &canvas)
        for notice in [model.bulk.error].compactMap({ $0 }) + model.notices {
            y += Blocks.error(notice, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        if keys.showsGrid(model, context), let posters = model.posters {
            let visible = model.visible
            keys.cursor.clamp(count: visible.count)
            guard !visible.isEmpty else {
                canvas.put(model.hasLoaded ? "No movies match." : "Loading…", x: area.x + 2, y: y + 1, style: .muted)
                return
            }
            let marked = model.marked
            keys.gridColumns = PosterGrid.columns(width: area.width)
            let wanted = keys.grid.draw(
                visible.map { (id: $0.id, title: (marked.contains($0.id) ? "✓ " : "") + $0.title) },
                selected: keys.cursor.selected, posters: posters,
                in: Rect(x: area.x, y: y + 1, width: area.width, height: area.maxY - y - 1), canvas: &canvas)
            if !wanted.isEmpty { context.run { await posters.load(wanted) } }
            return
        }
        let extras = Self.extraColumns(width: area.width, sort: options.sort)
        let extraWidth = extras.saturatingSum { $0.width + 1 }
        let titleWidth = max(10, area.width - 41 - extraWidth)
        let header =
            "  " + TextLayout.pad("Title", titleWidth) + " " + TextLayout.pad("Year", 4) + "  "
            + TextLayout.pad("Status", 15) + " " + TextLayout.pad("Size", 8, right: true) + "  " + "Mon"
            + extras.map { " " + TextLayout.pad($0.header, $0.width, right: true) }.joined()
        canvas.put(TextLayout.fit(header, area.width), x: area.x, y: y, style: .muted)
        y += 1
        let visible = model.visible
        let marked = model.marked
        let empty = model.hasLoaded ? "No movies match." : "Loading…"
        ListView.draw(
            count: visible.count,
            row: { index in
                let movie = visible[index]
                let status = model.status(of: movie)
                let text =
                    (marked.contains(movie.id) ? "✓ " : "  ") + TextLayout.pad(movie.title, titleWidth) + " "
                    + TextLayout.pad(movie.year > 0 ? String(movie.year) : "", 4) + "  "
                    + TextLayout.pad(status.text, 15) + " "
                    + TextLayout.pad(Format.sizeOnDisk(movie.sizeOnDisk), 8, right: true)
                    + "  " + (movie.monitored ? " ●" : " ○")
                    + extras.map { " " + TextLayout.pad($0.value(movie), $0.width, right: true) }.joined()
                return (text, .tone(status.tone))
            }, cursor: &keys.cursor, in: Rect(x: area.x, y: y, width: area.width, height: area.maxY - y),
            canvas: &canvas,
            empty: empty)
    }

    /// A column shown only when the window has room for it.
    private struct Column {
        let header: String
        let width: Int
        let value: (MovieSummary) -> String
    }

    /// The extra columns a wide window shows: the sort key's column first (when it is not
    /// already shown), then rating, date added and quality, as many as fit beside a
    /// 40-cell title.
    private static func extraColumns(width: Int, sort: MovieSortKey) -> [Column] {
        let rating = Column(header: "Rating", width: 6) { $0.rating > 0 ? String(format: "%.1f", $0.rating) : "–" }
        let added = Column(header: "Added", width: 10) { Format.day($0.added) }
        let quality = Column(header: "Quality", width: 14) { TextLayout.fit($0.quality ?? "–", 14) }
        let released = Column(header: "Released", width: 10) { Format.day($0.releaseDate) }
        let runtime = Column(header: "Runtime", width: 7) { Format.runtime($0.runtime) }
        var candidates: [Column] =
            switch sort {
            case .releaseDate: [released, rating, added, quality]
            case .runtime: [runtime, rating, added, quality]
            case .added: [added, rating, quality]
            default: [rating, added, quality]
            }
        var chosen: [Column] = []
        var room = width - 41 - 40
        while let next = candidates.first, next.width + 1 <= room {
            chosen.append(next)
            room -= next.width + 1
            candidates.removeFirst()
        }
        return chosen
    }

    var dialog: Dialog? {
        MarkKeys.dialog(for: model)
            ?? SavedFilterKeys.dialog(model.savedFilters, current: { [model] in model.conditionExpression }) {
                [weak self] expression, _ in
                self?.model.setCondition(expression.description)
                self?.keys.cursor = ListCursor()
            }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if key == .character("o") {
            model.options.ascending.toggle()
            return true
        }
        return keys.handle(key, list: model, context: context)
    }
}
