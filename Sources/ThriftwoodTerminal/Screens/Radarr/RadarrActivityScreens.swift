import ArrKit
import Foundation
import RadarrAPI
import ThriftwoodCore

/// The download queue with progress bars and removal choices; refreshes itself while open.
@MainActor
final class QueueScreen: Screen {
    let model: QueueViewModel
    private var cursor = ListCursor()

    init(model: QueueViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        let items = model.items.value ?? []
        let waiting =
            items.indices.contains(cursor.selected) && QueueViewModel.needsManualImport(items[cursor.selected])
        return [KeyHint("Enter", "open movie")] + (waiting ? [KeyHint("m", "manual import")] : [])
            + [KeyHint("d", "remove"), KeyHint("r", "refresh")]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        if let error = model.items.error ?? model.actionError {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let items = model.items.value ?? []
        // The status column is as wide as its longest label, so no state is cut to letters.
        let labels = items.map(RadarrLabels.queueStatus)
        let statusWidth = min(20, max(6, labels.map { CharacterWidth.of($0.text) }.max() ?? 6))
        let titleWidth = max(10, area.width - 41 - statusWidth)
        let rows = zip(items, labels).map { item, label in
            " " + Blocks.bar(item.progress, width: 12) + " "
                + TextLayout.pad(Format.percent(item.progress), 4, right: true)
                + "  " + TextLayout.pad(item.title ?? "?", titleWidth) + " "
                + TextLayout.pad(Format.bytes(item.size ?? 0), 8, right: true) + " "
                + TextLayout.pad(Format.duration(item.timeleft?.seconds), 8) + " "
                + TextLayout.fit(label.text, statusWidth)
        }
        let styles = zip(items, labels).map { item, label -> CellStyle in
            item.errorMessage != nil && label.tone == .neutral ? .warning : .tone(label.tone)
        }
        let listHeight = max(1, area.maxY - y - 3)
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: listHeight), canvas: &canvas,
            styles: styles, empty: model.items.emptyMessage("Nothing in the queue."))
        if items.indices.contains(cursor.selected) {
            let item = items[cursor.selected]
            let messages =
                (item.statusMessages ?? []).flatMap { $0.messages ?? [] } + [item.errorMessage].compactMap { $0 }
            let detail = "\(item.indexer ?? "?") · \(item.downloadClient ?? "?") · \(item.quality?.name ?? "?")"
            canvas.put(TextLayout.fit(detail, area.width - 2), x: area.x + 1, y: area.maxY - 2, style: .muted)
            if let first = messages.first {
                canvas.put(TextLayout.fit(first, area.width - 2), x: area.x + 1, y: area.maxY - 1, style: .warning)
            }
        }
    }

    var dialog: Dialog? {
        guard let choice = model.pendingRemove else { return nil }
        return .removeDownload(choice, change: { [model] in model.pendingRemove = $0 }) { [model] in
            await model.confirmRemove()
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let items = model.items.value ?? []
        if cursor.handle(key, count: items.count, page: 10) { return true }
        switch key {
        case .enter:
            if items.indices.contains(cursor.selected), let movieId = items[cursor.selected].movieId {
                model.select(movieId)
            }
        case .character("d"):
            if items.indices.contains(cursor.selected) {
                let id = items[cursor.selected].id
                context.run { [model] in await model.requestRemove(id) }
            }
        case .character("m"):
            guard items.indices.contains(cursor.selected), QueueViewModel.needsManualImport(items[cursor.selected])
            else { return false }
            model.manualImport(items[cursor.selected])
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}

/// History, paged and filtered by event type.
@MainActor
final class HistoryScreen: Screen {
    let model: HistoryViewModel
    private var cursor = ListCursor()
    private var pendingFail: HistoryRecord?

    init(model: HistoryViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        let records = model.page.value?.records ?? []
        let failable =
            records.indices.contains(cursor.selected) && HistoryViewModel.canMarkFailed(records[cursor.selected])
        return [KeyHint("Enter", "open movie")] + (failable ? [KeyHint("F", "mark failed")] : [])
            + [KeyHint("f", "filter"), KeyHint("]/[", "page"), KeyHint("r", "refresh")]
    }

    var dialog: Dialog? {
        guard let record = pendingFail else { return nil }
        return .confirm(
            HistoryViewModel.markFailedQuestion(record),
            yes: { [weak self, model] in
                self?.pendingFail = nil
                await model.markFailed(record)
            }, no: { [weak self] in self?.pendingFail = nil })
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        let page = model.page.value
        let filter = model.eventType.map { RadarrLabels.event($0).text } ?? "all events"
        canvas.put(
            "Page \(model.pageNumber) of \(max(1, page?.pageCount ?? 1)) · "
                + "\(Format.plural(page?.totalRecords ?? 0, "record")) · \(filter)",
            x: area.x + 1, y: area.y, style: .accent)
        var y = area.y + 1
        if let message = model.message {
            canvas.put(TextLayout.fit("✓ \(message)", area.width - 2), x: area.x + 1, y: y, style: .success)
            y += 1
        }
        if let error = model.actionError ?? model.page.error {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let records = page?.records ?? []
        let rows = records.map { record in
            " " + TextLayout.pad(Format.dateTime(record.date, use24Hour: context.use24HourTime), 18) + " "
                + TextLayout.pad(RadarrLabels.event(record.eventType).text, 21) + " " + (record.sourceTitle ?? "")
        }
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: area.maxY - y),
            canvas: &canvas, styles: records.map { .tone(RadarrLabels.event($0.eventType).tone) },
            empty: model.page.emptyMessage("No history."))
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let records = model.page.value?.records ?? []
        if cursor.handle(key, count: records.count, page: 10) { return true }
        switch key {
        case .enter:
            if records.indices.contains(cursor.selected), let movieId = records[cursor.selected].movieId {
                model.select(movieId)
            }
        case .character("]"), .character("n"): context.run { [model] in await model.nextPage() }
        case .character("["), .character("p"): context.run { [model] in await model.previousPage() }
        case .character("f"):
            let filters = HistoryViewModel.filters
            let index = filters.firstIndex(of: model.eventType) ?? 0
            let next = filters[(index + 1) % filters.count]
            cursor = ListCursor()
            context.run { [model] in await model.filter(next) }
        case .character("F"):
            guard records.indices.contains(cursor.selected), HistoryViewModel.canMarkFailed(records[cursor.selected])
            else { return false }
            pendingFail = records[cursor.selected]
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}

/// Upcoming releases by date.
@MainActor
final class CalendarScreen: Screen {
    let model: CalendarViewModel
    private var cursor = ListCursor()

    init(model: CalendarViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] { [KeyHint("Enter", "open"), KeyHint("]/[", "next/prev 30 days"), KeyHint("r", "reload")] }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        canvas.put("From \(Format.day(model.start)) for \(model.days) days", x: area.x + 1, y: area.y, style: .accent)
        var y = area.y + 1
        if let error = model.entries.error {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let rows = (model.entries.value ?? []).map {
            " \(Format.day($0.date))  \(TextLayout.pad($0.kind.label, 10)) \(RadarrLabels.title($0.movie.title, year: $0.movie.year))"
        }
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: area.maxY - y),
            canvas: &canvas, empty: model.entries.emptyMessage("No releases in this range."))
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let entries = model.entries.value ?? []
        if cursor.handle(key, count: entries.count, page: 10) { return true }
        switch key {
        case .enter:
            if entries.indices.contains(cursor.selected), let id = entries[cursor.selected].movie.id {
                model.select(id)
            }
        case .character("]"): context.run { [model] in await model.shift(by: model.days) }
        case .character("["): context.run { [model] in await model.shift(by: -model.days) }
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}

/// Missing movies, paged, with "search all missing".
@MainActor
final class MissingScreen: Screen {
    let model: MissingViewModel
    private var cursor = ListCursor()

    init(model: MissingViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        [KeyHint("Enter", "open"), KeyHint("S", "search all"), KeyHint("]/[", "page"), KeyHint("r", "reload")]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        let page = model.page.value
        canvas.put(
            "\(page?.totalRecords ?? 0) missing · page \(model.pageNumber) of \(page?.pageCount ?? 1)", x: area.x + 1,
            y: area.y, style: .accent)
        var y = area.y + 1
        if let activity = model.activity {
            canvas.put("\(Blocks.spinner(context.now.timeIntervalSince1970)) \(activity)", x: area.x + 1, y: y)
            y += 1
        } else if let message = model.message {
            canvas.put("✓ \(message)", x: area.x + 1, y: y, style: .success)
            y += 1
        }
        if let error = model.page.error ?? model.actionError {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        if let note = model.fallbackNote {
            for line in TextLayout.wrap(note, area.width - 2).prefix(2) {
                canvas.put(line, x: area.x + 1, y: y, style: .muted)
                y += 1
            }
        }
        let rows = (page?.records ?? []).map {
            " \(RadarrLabels.title($0.title, year: $0.year))  · \(Format.day($0.bestReleaseDate))"
        }
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: area.maxY - y),
            canvas: &canvas, empty: model.page.emptyMessage("Nothing is missing."))
    }

    var dialog: Dialog? { .searchAll(model) }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let records = model.page.value?.records ?? []
        if cursor.handle(key, count: records.count, page: 10) { return true }
        switch key {
        case .enter:
            if records.indices.contains(cursor.selected), let id = records[cursor.selected].id { model.select(id) }
        case .character("S"): model.requestSearchAll()
        case .character("r"): context.run { [model] in await model.load() }
        case .character("]"): context.run { [model] in await model.nextPage() }
        case .character("["): context.run { [model] in await model.previousPage() }
        default: return false
        }
        return true
    }
}
