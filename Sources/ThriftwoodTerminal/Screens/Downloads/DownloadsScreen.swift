import Foundation
import ThriftwoodCore

/// A download client's queue, live while open: its header (speed, limit, paused, free disk),
/// one row per download with a progress bar, and the client's actions on the selected or
/// marked downloads.
@MainActor
final class DownloadsScreen: Screen {
    let model: DownloadsViewModel
    private var cursor = ListCursor()
    /// The timed-pause chooser is open.
    private var choosingPause = false

    init(model: DownloadsViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        let alternative =
            model.hasAlternativeSpeed ? [KeyHint("A", "alt speeds", secondary: true)] : []
        return [
            KeyHint("p", "pause/resume"), KeyHint("P", "pause all"), KeyHint("T", "pause for…"), KeyHint("d", "remove"),
            KeyHint("+/-", "priority"), KeyHint("t", "top"), KeyHint("L", "limit"), KeyHint("c", "category"),
            KeyHint("Enter", "open"), KeyHint("Space", "mark"), KeyHint("h", "history"),
            KeyHint("a", "add", secondary: true),
            KeyHint("r", "refresh", secondary: true),
        ] + alternative
    }

    private var selected: DownloadLine? {
        let lines = model.lines
        return lines.indices.contains(cursor.selected) ? lines[cursor.selected] : nil
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        let marks = model.marked.isEmpty ? "" : " · \(model.marked.count) marked"
        if let header = model.header {
            let paused = model.isClientPaused
            canvas.put(
                TextLayout.fit(header + marks, area.width - 2), x: area.x + 1, y: y, style: paused ? .warning : .accent)
        }
        y += 1
        if let error = model.queueState.error ?? model.actionError {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let lines = model.lines
        let nameWidth = max(10, area.width - 60)
        let rows = lines.map { line in
            (model.marked.contains(line.id) ? "●" : " ") + Blocks.bar(line.progress, width: 10) + " "
                + TextLayout.pad(line.percent, 4, right: true) + "  "
                + TextLayout.pad(line.name, nameWidth) + " "
                + TextLayout.pad(line.left, 7, right: true) + " "
                + TextLayout.pad(line.timeLeft, 7) + " "
                + TextLayout.pad(line.priority, 9) + " " + TextLayout.fit(line.state, 18)
        }
        let listHeight = max(1, area.maxY - y - 2)
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: listHeight), canvas: &canvas,
            styles: lines.map { .tone($0.tone) }, empty: model.emptyMessage)
        if let line = selected {
            canvas.put(TextLayout.fit(line.detail, area.width - 2), x: area.x + 1, y: area.maxY - 2, style: .muted)
        }
        if let message = model.message {
            canvas.put(TextLayout.fit(message, area.width - 2), x: area.x + 1, y: area.maxY - 1, style: .success)
        }
    }

    var dialog: Dialog? {
        if choosingPause {
            let lines = DownloadText.pauseChoices.enumerated().map { "\($0.offset + 1)  \($0.element.words)" }
            return Dialog(
                title: "Pause \(model.server.name) for how long?", lines: lines, hint: "1–3 choose · Esc cancel"
            ) { [weak self] key, context in
                guard let self else { return }
                if case .character(let typed) = key, let number = Int(String(typed)),
                    DownloadText.pauseChoices.indices.contains(number - 1)
                {
                    let minutes = DownloadText.pauseChoices[number - 1].minutes
                    choosingPause = false
                    context.run { [model] in await model.togglePauseAll(forMinutes: minutes) }
                } else if key == .escape {
                    choosingPause = false
                }
            }
        }
        return Dialog.removeFromClient(model)
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let count = model.lines.count
        if cursor.handle(key, count: count, page: 10) { return true }
        let selectedId = selected.flatMap { model.queuedIds(among: [$0.id]).first }
        let targets = model.targetIds(selectedId: selected?.id)
        switch key {
        case .character(" "):
            if let line = selected { model.toggleMark(line.id) }
            cursor.selected = min(cursor.selected + 1, max(0, count - 1))
        case .enter: if let id = selectedId { model.open(id: id) }
        case .character("*"): model.markAll()
        case .character("X"): model.clearMarks()
        case .character("p"): context.run { [model] in await model.togglePause(ids: targets) }
        case .character("P"): context.run { [model] in await model.togglePauseAll() }
        case .character("T"): choosingPause = true
        case .character("d"): context.run { [model] in await model.requestRemove(ids: targets) }
        case .character("+"): context.run { [model] in await model.shiftPriority(ids: targets, by: 1) }
        case .character("-"): context.run { [model] in await model.shiftPriority(ids: targets, by: -1) }
        case .character("t"):
            if let id = selectedId { context.run { [model] in await model.moveToTop(id: id) } }
        case .character("L"):
            context.prompt("Speed limit (5M, 500K, 50%, off)", initial: "", onChange: nil) { [model] typed in
                context.run { await model.setLimit(typed) }
            }
        case .character("c"):
            guard !targets.isEmpty else { return true }
            context.prompt("Category", initial: selected?.category ?? "", onChange: nil) { [model] typed in
                context.run { await model.setCategory(typed, ids: targets) }
            }
        case .character("A"): context.run { [model] in await model.toggleAlternativeSpeed() }
        case .character("h"): model.openHistory()
        case .character("a"):
            context.prompt(DownloadsViewModel.addPrompt, initial: "", onChange: nil) { [model] typed in
                context.run { await model.add(typed) }
            }
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}
