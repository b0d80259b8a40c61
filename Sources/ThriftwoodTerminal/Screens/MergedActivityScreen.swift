import Foundation
import ThriftwoodCore

/// The views across services — downloads, history, calendar, wanted — drawn alike: a
/// header, what could not be read, and rows that each name their service.
@MainActor
final class MergedActivityScreen: Screen {
    let model: ActivityScreenModel
    private var cursor = ListCursor()

    init(model: ActivityScreenModel) {
        self.model = model
    }

    private var base: any MergedActivityModel { model.viewModel }

    var keyHints: [KeyHint] {
        let own: [KeyHint] =
            switch model {
            case .queue:
                [
                    KeyHint("d", "remove"), KeyHint("p", "pause/resume in client"), KeyHint("o", "order"),
                    KeyHint("s", "seeding shown/hidden"),
                ]
            case .history: [KeyHint("f", "event"), KeyHint("]", "older")]
            case .calendar: [KeyHint("w", "week/agenda"), KeyHint("m", "monitored"), KeyHint("]/[", "move")]
            case .wanted: [KeyHint("c", "missing/cutoff"), KeyHint("S", "search all")]
            case .notifications: [KeyHint("f", "event")]
            }
        return [KeyHint("Enter", "open")] + own + [KeyHint("v", "service"), KeyHint("r", "refresh")]
    }

    /// One line of the list: its text and style, and the row it shows (nil for a day heading).
    private struct Line {
        let text: String
        let style: CellStyle
        let row: ActivityRow?
    }

    /// One line per row (the calendar adds a heading per day).
    private var lines: [Line] {
        switch model {
        case .calendar(let calendar):
            var lines: [Line] = []
            for day in calendar.days {
                let heading = Format.dayHeading(day.date) + (day.rows.isEmpty ? " · nothing" : "")
                lines.append(Line(text: " " + heading, style: .accent, row: nil))
                for row in day.rows {
                    let time = String(Format.dateTime(row.date).split(separator: " ").last ?? "")
                    lines.append(Line(text: line(row, lead: time, width: 5), style: .tone(row.label.tone), row: row))
                }
            }
            return lines
        case .queue(let queue):
            return queue.visibleRows.map { row in
                var progress = Blocks.bar(row.progress ?? 0, width: 10) + " "
                progress += TextLayout.pad(Format.percent(row.progress ?? 0), 4, right: true) + " "
                progress += TextLayout.pad(Format.duration(row.secondsLeft), 6)
                return Line(
                    text: line(
                        row, lead: progress, width: 22,
                        detail: row.queueDetail),
                    style: .tone(row.label.tone), row: row)
            }
        case .history(let history):
            return history.visibleRows.map { row in
                Line(
                    text: line(row, lead: Format.dateTime(row.date), width: 16), style: .tone(row.label.tone), row: row)
            }
        case .wanted(let wanted):
            return wanted.visibleRows.map { row in
                Line(text: line(row, lead: Format.day(row.date), width: 10), style: .tone(row.label.tone), row: row)
            }
        case .notifications(let events):
            // The sentence whole: it names the title, the server and what happened.
            return events.visibleRows.map { row in
                Line(
                    text: "  " + TextLayout.pad(row.source.name, serverWidth) + " "
                        + TextLayout.pad(Format.dateTime(row.date), 16) + " " + TextLayout.pad(row.label.text, 16) + " "
                        + row.title,
                    style: .tone(row.label.tone), row: row)
            }
        }
    }

    /// The width of the server column: its longest name ("Radarr 4K"), at least 6.
    private var serverWidth: Int {
        max(6, base.services.map { CharacterWidth.of($0.name) }.max() ?? 6)
    }

    /// Whether the last frame was narrower than 80 columns: the title then comes before the
    /// bar, the time and the state, so a narrow terminal cuts those first, never the title.
    private var narrow = false

    private func line(_ row: ActivityRow, lead: String, width: Int, detail: String? = nil) -> String {
        let server = "  " + TextLayout.pad(row.source.name, serverWidth) + " "
        if narrow {
            return server + TextLayout.pad(row.title, 24) + " " + TextLayout.pad(lead, width) + " " + row.label.text
        }
        return server + TextLayout.pad(lead, width) + " " + TextLayout.pad(row.label.text, 16) + " "
            + TextLayout.pad(row.title, 34) + " " + (detail ?? row.detail)
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        narrow = area.width < 80
        canvas.put(TextLayout.fit(base.summary, area.width - 2), x: area.x + 1, y: area.y, style: .accent)
        var y = area.y + 1
        var notes = base.failures.map { ($0.message, CellStyle.error) }
        if let waiting = base.pending.message(now: context.now) {
            notes.append(("\(Blocks.spinner(context.now.timeIntervalSince1970)) \(waiting)", .muted))
        }
        switch model {
        case .queue(let queue): if let error = queue.actionError { notes.append((error.message, .error)) }
        case .wanted(let wanted):
            if let activity = wanted.activity {
                notes.append(("\(Blocks.spinner(context.now.timeIntervalSince1970)) \(activity)", .accent))
            }
            notes += wanted.messages.map { ($0, .success) }
        default: break
        }
        for (text, style) in notes.prefix(3) {
            canvas.put(TextLayout.fit(text, area.width - 2), x: area.x + 1, y: y, style: style)
            y += 1
        }
        let lines = lines
        ListView.draw(
            count: lines.count, row: { (lines[$0].text, lines[$0].style) }, cursor: &cursor,
            in: Rect(x: area.x, y: y, width: area.width, height: max(1, area.maxY - y - 2)), canvas: &canvas,
            empty: base.emptyMessage)
        // The selected row's detail under the list, whole: in the queue that is its client's
        // state first ("SABnzbd: downloading · 13 MB/s"), which a narrow window cuts from the row.
        if lines.indices.contains(cursor.selected), let row = lines[cursor.selected].row {
            let detail =
                switch model {
                case .queue: row.queueDetail
                case .notifications: row.title  // the sentence whole, which a narrow window cuts from the row
                default: row.detail
                }
            if !detail.isEmpty {
                canvas.put(TextLayout.fit(detail, area.width - 2), x: area.x + 1, y: area.maxY - 1, style: .muted)
            }
        }
    }

    var dialog: Dialog? {
        if case .wanted(let wanted) = model, let question = Dialog.searchAll(wanted) { return question }
        guard case .queue(let queue) = model, let pending = queue.pendingRemove else { return nil }
        return .removeDownload(
            pending.choice,
            change: { [queue] choice in
                if let choice { queue.pendingRemove?.choice = choice } else { queue.cancelRemove() }
            }
        ) { [queue] in await queue.confirmRemove() }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let lines = lines
        if cursor.handle(key, count: lines.count, page: 10) { return true }
        let selected = lines.indices.contains(cursor.selected) ? lines[cursor.selected].row : nil
        switch (key, model) {
        case (.enter, _), (.right, _): if let selected { base.open(selected) }
        case (.character("v"), _):
            base.cycleServiceFilter()
            cursor = ListCursor()
        case (.character("r"), _): context.run { [base] in await base.load() }
        case (.character("d"), .queue(let queue)):
            if let selected { context.run { await queue.requestRemove(selected) } }
        case (.character("o"), .queue(let queue)): queue.toggleOrder()
        case (.character("s"), .queue(let queue)): queue.toggleSeeding()
        case (.character("p"), .queue(let queue)):
            if let selected { context.run { await queue.togglePause(selected) } }
        case (.character("f"), .history(let history)): context.run { await history.cycleEvent() }
        case (.character("]"), .history(let history)): context.run { await history.loadMore() }
        case (.character("w"), .calendar(let calendar)):
            cursor = ListCursor()
            context.run { await calendar.toggleLayout() }
        case (.character("m"), .calendar(let calendar)): calendar.toggleMonitoredOnly()
        case (.character("]"), .calendar(let calendar)): context.run { await calendar.move(by: 1) }
        case (.character("["), .calendar(let calendar)): context.run { await calendar.move(by: -1) }
        case (.character("c"), .wanted(let wanted)):
            cursor = ListCursor()
            context.run { await wanted.toggleCutoff() }
        case (.character("S"), .wanted(let wanted)): wanted.requestSearchAll()
        case (.character("f"), .notifications(let events)): context.run { await events.cycleType() }
        default: return false
        }
        return true
    }
}
