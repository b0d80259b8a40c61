import Foundation
import ThriftwoodCore

/// An add form (a film, a series, an artist): type a term, pick a result, adjust the options
/// with their keys, add — the words, options and keys from the core's ``LookupAddForm``.
@MainActor
final class AddItemScreen: Screen {
    let model: any LookupAddForm
    /// The cells a result's note takes beside its title (a film's is shorter than an artist's).
    private let noteCells: Int
    private var cursor = ListCursor()

    init(model: any LookupAddForm, noteCells: Int) {
        self.model = model
        self.noteCells = noteCells
    }

    var keyHints: [KeyHint] {
        [KeyHint("/", "search"), KeyHint("Enter", "add")] + model.addOptions.map { KeyHint(String($0.key), $0.hint) }
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        let x = area.x + 1
        canvas.put(
            TextLayout.fit(
                "Search: \(model.term.isEmpty ? "(press / and type \(model.lookupPrompt))" : model.term)",
                area.width - 2),
            x: x, y: area.y, style: .accent)
        canvas.put(TextLayout.fit(model.optionsLine, area.width - 2), x: x, y: area.y + 1, style: .muted)
        var y = area.y + 2
        if model.isAdding {
            canvas.put("\(Blocks.spinner(context.now.timeIntervalSince1970)) Adding…", x: x, y: y)
            y += 1
        }
        for notice in [model.addError ?? model.choicesError, model.resultsState.error].compactMap({ $0 }) {
            y += Blocks.error(notice, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        LookupList.draw(
            model.resultLines, titleWidth: max(10, area.width - noteCells), results: model.resultsState,
            term: model.term, nothingFound: model.nothingFound, cursor: &cursor, from: y, in: area, canvas: &canvas)
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
        guard case .character(let pressed) = key, let option = model.addOptions.first(where: { $0.key == pressed })
        else { return false }
        model.change(option: option.name)
        return true
    }
}
