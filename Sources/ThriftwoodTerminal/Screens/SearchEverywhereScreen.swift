import Foundation
import ThriftwoodCore

/// One search over every library as you type (`/` edits it); Enter on the text asks each
/// service for what it could add; Enter on a hit opens it.
@MainActor
final class SearchEverywhereScreen: Screen {
    let model: SearchEverywhereViewModel
    private var cursor = ListCursor()

    init(model: SearchEverywhereViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        [KeyHint("/", "search"), KeyHint("Enter", "open"), KeyHint("L", "look up on each service")]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        let query = model.query.isEmpty ? "Press / and type a title" : "“\(model.query)”"
        canvas.put(
            TextLayout.fit("Search every library: \(query)", area.width - 2), x: area.x + 1, y: area.y, style: .accent)
        var y = area.y + 1
        if let problem = model.cacheProblem {
            y += Blocks.error(problem, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        for failure in model.lookupFailures {
            canvas.put(
                TextLayout.fit(
                    "\(failure.server.name) could not look it up: \(failure.notice.message)", area.width - 2),
                x: area.x + 1, y: y, style: .warning)
            y += 1
        }
        let hits = model.hits
        let nameWidth = max(7, hits.map { CharacterWidth.of($0.source.name) }.max() ?? 7)
        let rows = hits.map { hit in
            " \(TextLayout.pad(hit.source.name, nameWidth)) \(TextLayout.pad(hit.title, max(10, area.width - 46))) "
                + TextLayout.fit(hit.label, 32)
        }
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y + 1, width: area.width, height: area.maxY - y - 1),
            canvas: &canvas, styles: hits.map { $0.inLibrary ? .plain : .muted },
            empty: model.emptyMessage + (model.canLookUpFurther ? " Press L to look it up on each service." : ""))
    }

    /// Opened with nothing to search for yet (`/` on Home), the cursor goes in the field.
    func opened(context: any ScreenContext) {
        if model.query.isEmpty { editQuery(context: context) }
    }

    /// Types the search in the footer, filtering as each letter comes; Enter looks it up.
    private func editQuery(context: any ScreenContext) {
        context.prompt(
            "Search", initial: model.query,
            onChange: { [weak self] text in
                self?.model.query = text
                self?.cursor = ListCursor()
            },
            onSubmit: { [weak self] text in
                guard let self else { return }
                self.model.query = text
                context.run { [model = self.model] in await model.lookUp() }
            })
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let hits = model.hits
        if cursor.handle(key, count: hits.count, page: 10) { return true }
        switch key {
        case .character("/"): editQuery(context: context)
        case .character("L"): context.run { [model] in await model.lookUp() }
        case .enter, .right, .character("l"):
            if hits.indices.contains(cursor.selected) { model.open(hits[cursor.selected]) }
        default: return false
        }
        return true
    }
}
