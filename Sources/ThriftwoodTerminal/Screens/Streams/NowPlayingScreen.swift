import Foundation
import ThriftwoodCore

/// Who is watching what, live: the totals, one row per stream with a progress bar, how it
/// streams and where; the selected stream's details below; Enter shows them all, `k` stops one
/// after a question naming the viewer and the title (`m` gives them a message).
@MainActor
final class NowPlayingScreen: Screen {
    let model: NowPlayingViewModel
    private var cursor = ListCursor()
    private var showingDetails = false
    /// Stopping a stream on its key, and its question.
    private let actionKeys = ScreenActionKeys()

    init(model: NowPlayingViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        [KeyHint("Enter", "details")] + actionKeys.hints(model)
            + [KeyHint("h", "plays"), KeyHint("S", "statistics"), KeyHint("r", "refresh", secondary: true)]
    }

    private var selected: SessionLine? {
        let lines = model.sessionLines
        return lines.indices.contains(cursor.selected) ? lines[cursor.selected] : nil
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        if let header = model.header {
            canvas.put(TextLayout.fit(header, area.width - 2), x: area.x + 1, y: y, style: .accent)
        }
        y += 1
        if let error = model.activityState.error ?? model.actionError {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let sessions = model.sessionLines
        // Narrow windows give the title the room: a shorter bar and decision.
        let (barWidth, decisionWidth) = area.width < 100 ? (6, 14) : (10, 22)
        let titleWidth = max(12, area.width - 32 - barWidth - decisionWidth)
        let rows = sessions.map { session in
            " " + TextLayout.pad(session.user, 8) + " " + TextLayout.pad(session.title, titleWidth) + " "
                + TextLayout.pad(session.state, 9) + " " + Blocks.bar(session.progress, width: barWidth) + " "
                + TextLayout.pad(session.decision, decisionWidth) + " " + TextLayout.fit(session.bandwidth, 9)
        }
        let detailHeight = 3
        ListView.draw(
            rows, cursor: &cursor,
            in: Rect(x: area.x, y: y, width: area.width, height: max(1, area.maxY - y - detailHeight - 1)),
            canvas: &canvas, styles: sessions.map { .tone($0.tone) }, empty: model.emptyMessage)
        if let session = selected {
            for (offset, line) in session.summary.enumerated() {
                canvas.put(
                    TextLayout.fit(line, area.width - 2), x: area.x + 1, y: area.maxY - detailHeight - 1 + offset,
                    style: .muted)
            }
        }
        if let message = model.message {
            canvas.put(TextLayout.fit(message, area.width - 2), x: area.x + 1, y: area.maxY - 1, style: .success)
        }
    }

    var dialog: Dialog? {
        if let asking = actionKeys.dialog(model) { return asking }
        guard showingDetails, let session = selected else { return nil }
        return Dialog(
            title: "\(session.user) · \(session.title)", lines: session.details, hint: "Esc close"
        ) { [weak self] key, _ in
            if key == .escape || key == .enter { self?.showingDetails = false }
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        // `k` stops here (before the list takes it as "up"; the arrows still move).
        if key == .character("k") {
            let stream = selected.map { [$0.id] } ?? []
            return actionKeys.handle(key, screen: model, targets: stream, context: context)
        }
        if cursor.handle(key, count: model.sessionLines.count, page: 10) { return true }
        switch key {
        case .enter: showingDetails = selected != nil
        case .character("h"): model.openHistory()
        case .character("S"): model.openStats()
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}
