import Foundation
import ThriftwoodCore

/// One episode: when it airs, its overview, its file and its history.
@MainActor
final class EpisodeScreen: Screen {
    let model: EpisodeViewModel

    init(model: EpisodeViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        [
            KeyHint("m", "monitor"), KeyHint("s", "search"), KeyHint("i", "releases"), KeyHint("d", "delete file"),
            KeyHint("o", "open series"), KeyHint("r", "refresh"),
        ] + SubtitlesLine.hint(model.subtitles)
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        let x = area.x + 2
        let width = area.width - 4
        var y = area.y + 1
        for notice in [model.episodeState.error, model.actionError].compactMap({ $0 }).prefix(1) {
            y += Blocks.error(notice, in: Rect(x: x - 1, y: y, width: width, height: 4), canvas: &canvas)
        }
        guard let title = model.loadedTitle, let facts = model.factLine else {
            if model.episodeState.isLoading {
                canvas.put("\(Blocks.spinner(context.now.timeIntervalSince1970)) Loading…", x: x, y: y, style: .muted)
            }
            return
        }
        canvas.put(TextLayout.fit(title, width), x: x, y: y, style: .accent)
        y += 1
        if let state = model.state {
            canvas.put(TextLayout.fit(state.text, 12), x: x, y: y, style: .tone(state.tone))
            canvas.put(TextLayout.fit(facts, width - 13), x: x + 13, y: y)
            y += 2
        }
        let subtitles = SubtitlesLine.lines(model.subtitles)
        for (line, style) in subtitles {
            canvas.put(TextLayout.fit(line, width), x: x, y: y, style: style)
            y += 1
        }
        if !subtitles.isEmpty { y += 1 }
        for line in TextLayout.wrap(model.overview.isEmpty ? "No overview." : model.overview, width).prefix(4) {
            canvas.put(line, x: x, y: y, style: .muted)
            y += 1
        }
        y += 1
        y = Blocks.section("File", x: x, y: y, canvas: &canvas)
        if let pairs = model.fileFacts {
            y += Blocks.pairs(pairs.map { ($0.label, $0.value) }, at: x, y: y, width: width, canvas: &canvas) + 1
        } else {
            canvas.put("No file.", x: x, y: y, style: .muted)
            y += 2
        }
        guard y < area.maxY - 2 else { return }
        y = Blocks.section("History", x: x, y: y, canvas: &canvas)
        switch model.historyLines {
        case .failed(let notice)?:
            canvas.put(
                TextLayout.fit("History could not be read: \(notice.message)", width), x: x, y: y, style: .warning)
        case .loaded(let lines)? where lines.isEmpty:
            canvas.put("Nothing has happened to this episode yet.", x: x, y: y, style: .muted)
        case .loaded(let lines)?:
            for line in lines.prefix(max(0, area.maxY - y - 1)) {
                canvas.put(TextLayout.pad(line.date, 17), x: x, y: y, style: .muted)
                canvas.put(TextLayout.pad(line.event.text, 20), x: x + 17, y: y, style: .tone(line.event.tone))
                canvas.put(TextLayout.fit(line.source, max(0, width - 38)), x: x + 38, y: y)
                y += 1
            }
        case nil: break
        }
        if let message = model.message {
            canvas.put(TextLayout.fit(message, width), x: x, y: area.maxY - 1, style: .muted)
        }
    }

    var dialog: Dialog? {
        guard model.confirmingDelete else { return nil }
        let path = model.fileName ?? "the file"
        return Dialog(
            title: "Delete this episode's file?", lines: [path, "", "The file is removed from disk."],
            hint: "y delete · n cancel"
        ) { [model] key, context in
            switch key {
            case .character("y"): context.run { await model.confirmDeleteFile() }
            case .character("n"), .escape, .enter: model.cancelDelete()
            default: break
            }
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        switch key {
        case _ where SubtitlesLine.handle(key, model.subtitles, context: context): break
        case .character("m"): context.run { [model] in await model.toggleMonitoring() }
        case .character("s"): context.run { [model] in await model.search() }
        case .character("i"): model.openReleases()
        case .character("d"): model.requestDeleteFile()
        case .character("o"): model.openSeries()
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}
