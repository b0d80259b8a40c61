import Foundation
import ThriftwoodCore

/// Add an artist: type a name, pick a result, adjust the options, add.
@MainActor
final class AddArtistScreen: Screen {
    let model: AddArtistViewModel
    private var cursor = ListCursor()

    init(model: AddArtistViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        [
            KeyHint("/", "search"), KeyHint("Enter", "add"), KeyHint("p", "quality"), KeyHint("e", "metadata"),
            KeyHint("t", "folder"), KeyHint("m", "monitor"), KeyHint("n", "new albums"), KeyHint("S", "search on add"),
        ]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        let x = area.x + 1
        canvas.put(
            TextLayout.fit(
                "Search: \(model.term.isEmpty ? "(press / and type a name or lidarr:MBID)" : model.term)",
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
        let lines = model.resultLines
        LookupList.draw(
            lines, titleWidth: max(10, area.width - 34), results: model.resultsState, term: model.term,
            nothingFound: "No artists found.", cursor: &cursor, from: y,
            in: area, canvas: &canvas)
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
        case .character("e"): model.cycleMetadataProfile()
        case .character("t"): model.cycleRootFolder()
        case .character("m"): model.cycleMonitor()
        case .character("n"): model.cycleMonitorNew()
        case .character("S"): model.choice.searchForMissing.toggle()
        default: return false
        }
        return true
    }
}
