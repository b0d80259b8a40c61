import Foundation
import ThriftwoodCore

/// Add a movie: type a term, pick a result, adjust options, add.
@MainActor
final class AddMovieScreen: Screen {
    let model: AddMovieViewModel
    private var cursor = ListCursor()

    init(model: AddMovieViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        [
            KeyHint("/", "search"), KeyHint("Enter", "add"), KeyHint("p", "profile"), KeyHint("t", "folder"),
            KeyHint("m", "monitor"), KeyHint("v", "availability"), KeyHint("S", "search on add"),
        ]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        let x = area.x + 1
        canvas.put(
            "Search: \(model.term.isEmpty ? "(press / and type a title, tmdb:ID or imdb:ttID)" : model.term)", x: x,
            y: area.y, style: .accent)
        canvas.put(TextLayout.fit(model.optionsLine, area.width - 2), x: x, y: area.y + 1, style: .muted)
        var y = area.y + 2
        if model.isAdding {
            canvas.put("\(Blocks.spinner(context.now.timeIntervalSince1970)) Adding…", x: x, y: y); y += 1
        }
        for notice in [model.addError ?? model.choicesError, model.results.error].compactMap({ $0 }) {
            y += Blocks.error(notice, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        LookupList.draw(
            model.resultLines, titleWidth: max(10, area.width - 18), results: model.resultsState, term: model.term,
            nothingFound: "No films found.", cursor: &cursor, from: y, in: area, canvas: &canvas)
    }

    func opened(context: any ScreenContext) {
        LookupList.opened(form: model, context: context, onNewTerm: { [weak self] in self?.cursor = ListCursor() })
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if LookupList.handle(
            key, form: model, cursor: &cursor, context: context,
            onNewTerm: { [weak self] in self?.cursor = ListCursor() })
        {
            return true
        }
        switch key {
        case .character("p"): model.cycleQualityProfile()
        case .character("t"): model.cycleRootFolder()
        case .character("m"): model.options.monitored.toggle()
        case .character("S"): model.options.searchOnAdd.toggle()
        case .character("v"): model.cycleAvailability()
        default: return false
        }
        return true
    }
}
