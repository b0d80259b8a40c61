import Foundation
import ThriftwoodCore

/// One movie: facts, files, history, and its actions.
@MainActor
final class MovieDetailScreen: Screen {
    let model: MovieDetailViewModel
    private var scroll = 0

    init(model: MovieDetailViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        guard model.canAct else { return model.detail.isLoading ? [] : [KeyHint("r", "reload")] }
        return [
            KeyHint("m", "monitor"), KeyHint("s", "search"), KeyHint("i", "releases"), KeyHint("e", "edit"),
            KeyHint("r", "refresh"), KeyHint("d", "delete"),
        ] + SubtitlesLine.hint(model.subtitles)
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        let x = area.x + 2
        if let activity = model.activity {
            canvas.put("\(Blocks.spinner(context.now.timeIntervalSince1970)) \(activity)", x: x, y: y, style: .accent)
            y += 1
        } else if let message = model.message {
            canvas.put("✓ \(message)", x: x, y: y, style: .success)
            y += 1
        }
        for notice in [model.actionError, model.detail.error].compactMap({ $0 }) {
            y += Blocks.error(notice, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        guard let detail = model.detail.value else {
            if model.detail.isLoading { canvas.put("Loading…", x: x, y: y + 1, style: .muted) }
            return
        }
        // The poster on the right, beside the facts, when the screen is wide enough.
        let textWidth =
            PosterView.besideContent(
                model.poster, in: Rect(x: area.x, y: y, width: area.width, height: area.maxY - y), canvas: &canvas,
                context: context
            ).width - 4
        var lines: [(String, CellStyle)] = []
        lines.append((detail.title, .accent))
        lines.append((detail.status.text, .tone(detail.status.tone)))
        lines.append(("", .plain))
        for fact in detail.facts { lines.append((TextLayout.pad(fact.label, 17) + fact.value, .plain)) }
        lines += SubtitlesLine.lines(model.subtitles)
        lines.append(("", .plain))
        for line in TextLayout.wrap(detail.overview, textWidth) { lines.append((line, .plain)) }
        lines.append(("", .plain))
        lines.append(("Files (\(detail.files.count))", .accent))
        for file in detail.files {
            lines.append((file.name, .plain))
            lines.append(("  " + file.details, .muted))
        }
        if detail.files.isEmpty { lines.append(("No files.", .muted)) }
        lines.append(("", .plain))
        lines.append(("History (\(detail.history.count))", .accent))
        for event in detail.history.prefix(20) {
            let when = Format.dateTime(event.date, use24Hour: context.use24HourTime)
            lines.append(
                (
                    TextLayout.pad(when, 18) + TextLayout.pad(event.label.text, 21) + event.sourceTitle,
                    .tone(event.label.tone)
                ))
        }
        scroll = max(0, min(scroll, max(0, lines.count - (area.maxY - y))))
        for (line, style) in lines.dropFirst(scroll) where y < area.maxY {
            canvas.put(TextLayout.fit(line, textWidth), x: x, y: y, style: style)
            y += 1
        }
    }

    var dialog: Dialog? {
        guard let choice = model.pendingDelete else { return nil }
        return .deleteFromLibrary(
            model.detail.value?.name ?? "movie \(model.movieId)", choice: choice,
            change: { [model] in model.pendingDelete = $0 }, confirm: { [model] in await model.confirmDelete() })
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        guard model.canAct else {
            if key == .character("r") {
                context.run { [model] in await model.load() }
                return true
            }
            return false
        }
        switch key {
        case .down, .character("j"): scroll += 1
        case .up, .character("k"): scroll = max(0, scroll - 1)
        case .pageDown: scroll += 10
        case .pageUp: scroll = max(0, scroll - 10)
        case _ where SubtitlesLine.handle(key, model.subtitles, context: context): break
        case .character("m"): context.run { [model] in await model.toggleMonitored() }
        case .character("s"): context.run { [model] in await model.automaticSearch() }
        case .character("r"): context.run { [model] in await model.refresh() }
        case .character("i"): model.showReleases()
        case .character("e"): model.edit()
        case .character("d"): context.run { [model] in await model.requestDelete() }
        default: return false
        }
        return true
    }
}
