import ArrKit
import Foundation
import RadarrAPI
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
        let options = model.options
        let profile = model.choices.qualityProfiles.first { $0.id == options.qualityProfileId }?.name ?? "–"
        let line =
            "Profile: \(profile) · Folder: \(options.rootFolderPath ?? "–") · \(options.monitored ? "Monitored" : "Unmonitored")"
            + " · Min: \(options.minimumAvailability) · Search on add: \(options.searchOnAdd ? "yes" : "no")"
        canvas.put(TextLayout.fit(line, area.width - 2), x: x, y: area.y + 1, style: .muted)
        var y = area.y + 2
        if model.isAdding {
            canvas.put("\(Blocks.spinner(context.now.timeIntervalSince1970)) Adding…", x: x, y: y); y += 1
        }
        for notice in [model.addError ?? model.choicesError, model.results.error].compactMap({ $0 }) {
            y += Blocks.error(notice, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let results = model.results.value ?? []
        let rows = results.map { result in
            let mark = result.libraryId != nil ? "✓ in library" : ""
            return
                " \(TextLayout.pad(RadarrLabels.title(result.movie.title, year: result.movie.year), max(10, area.width - 18))) \(mark)"
        }
        let styles = results.map { $0.libraryId != nil ? CellStyle.muted : .plain }
        LookupList.draw(
            rows, styles: styles, overviews: results.map(\.movie.overview), results: model.results, term: model.term,
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
        case .character("p"):
            if let next = model.choices.qualityProfiles.cycled(after: { $0.id == model.options.qualityProfileId }) {
                model.options.qualityProfileId = next.id
            }
        case .character("t"):
            if let next = model.choices.rootFolders.cycled(after: { $0.path == model.options.rootFolderPath }) {
                model.options.rootFolderPath = next.path
            }
        case .character("m"): model.options.monitored.toggle()
        case .character("S"): model.options.searchOnAdd.toggle()
        case .character("v"):
            let all = ["announced", "inCinemas", "released"]
            let index = all.firstIndex(of: model.options.minimumAvailability) ?? -1
            model.options.minimumAvailability = all[(index + 1) % all.count]
        default: return false
        }
        return true
    }
}
