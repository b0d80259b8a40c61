import Foundation
import ThriftwoodCore

/// The library's series: progress, network, status and next airing per row.
@MainActor
final class SeriesListScreen: Screen {
    let model: SeriesListViewModel
    /// The cursor, the poster grid and the keys every library list shares.
    private let keys = LibraryListKeys()

    init(model: SeriesListViewModel) {
        self.model = model
    }

    var helpHints: [KeyHint] { keys.helpHints(model) }

    var keyHints: [KeyHint] { keys.hints(model) }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        let count = model.visibleCount
        let search =
            (model.markedSummary.map { " · \($0)" } ?? "")
            + (model.searchText.isEmpty ? "" : " · “\(model.searchText)”")
        let freshness = model.freshness(now: context.now)
        canvas.put(
            TextLayout.fit(
                "\(count) series · \(model.filter.rawValue) · by \(model.sort.label)\(search)",
                area.width - 3 - freshness.count), x: area.x + 1, y: y, style: .muted)
        canvas.put(freshness, x: area.x + area.width - 1 - freshness.count, y: y, style: .muted)
        y += 1
        y += ConditionLine.draw(
            text: model.conditionText, error: model.conditionError, x: area.x + 1, y: y, width: area.width - 2,
            canvas: &canvas)
        if let message = model.bulk.message {
            canvas.put(TextLayout.fit("✓ \(message)", area.width - 2), x: area.x + 1, y: y, style: .success)
            y += 1
        }
        if let error = model.bulk.error ?? model.notices.first {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        if !model.seriesState.hasValue, model.seriesState.isLoading {
            canvas.put("\(Blocks.spinner(context.now.timeIntervalSince1970)) Loading…", x: area.x + 2, y: y + 1)
            return
        }
        if keys.showsGrid(model, context), let posters = model.posters {
            keys.cursor.clamp(count: count)
            keys.gridColumns = PosterGrid.columns(width: area.width)
            let marked = model.marked
            let wanted = keys.grid.draw(
                (0..<count).compactMap { model.row(at: $0) }.map { row in
                    (id: row.id, title: (marked.contains(row.id) ? "✓ " : "") + row.name)
                }, selected: keys.cursor.selected, posters: posters,
                in: Rect(x: area.x, y: y + 1, width: area.width, height: area.maxY - y - 1), canvas: &canvas)
            if !wanted.isEmpty { context.run { await posters.load(wanted) } }
            if count == 0, model.seriesState.hasValue {
                canvas.put("No series match.", x: area.x + 2, y: y + 1, style: .muted)
            }
            return
        }
        let width = area.width - 2
        let extras = SeriesColumns.extras(width: width, sort: model.sort)
        let titleWidth = max(12, width - SeriesColumns.fixedWidth - extras.saturatingSum { $0.width + 1 })
        let header =
            "  " + TextLayout.pad("Title", titleWidth - 1) + " " + TextLayout.pad("Episodes", 9) + " "
            + TextLayout.pad("Network", 12) + " " + TextLayout.pad("Status", 11) + " " + TextLayout.pad("Next", 10)
            + extras.map { " " + TextLayout.pad($0.header, $0.width, right: true) }.joined()
        y += 1
        canvas.put(TextLayout.fit(header, width), x: area.x + 1, y: y, style: .muted)
        let marked = model.marked
        ListView.draw(
            count: count,
            row: { index in
                guard let row = model.row(at: index) else { return ("", .plain) }
                let mark = marked.contains(row.id) ? "✓" : " "
                let fixed: String =
                    "\(mark) \(TextLayout.pad(row.title, titleWidth - 1)) \(TextLayout.pad(row.progress.text, 9)) "
                    + "\(TextLayout.pad(row.network, 12)) \(TextLayout.pad(row.status.text, 11)) "
                    + TextLayout.pad(row.nextAiring, 10)
                let more: String = extras.map { " " + TextLayout.pad($0.value(row), $0.width, right: true) }.joined()
                return (fixed + more, .tone(row.progress.tone))
            }, cursor: &keys.cursor, in: Rect(x: area.x + 1, y: y + 1, width: width, height: area.maxY - y - 1),
            canvas: &canvas, empty: !model.seriesState.hasValue ? "" : "No series match.")
    }

    var dialog: Dialog? {
        MarkKeys.dialog(for: model)
            ?? SavedFilterKeys.dialog(model.savedFilters, current: { [model] in model.conditionExpression }) {
                [weak self] expression, context in
                guard let self else { return }
                self.keys.cursor = ListCursor()
                context.run { [model = self.model] in await model.setCondition(expression.description) }
            }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        keys.handle(key, list: model, context: context)
    }
}

/// One series: overview, network, status, runtime, genres, rating, path, size; its seasons.
@MainActor
final class SeriesDetailScreen: Screen {
    let model: SeriesDetailViewModel
    private var cursor = ListCursor()

    init(model: SeriesDetailViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        guard model.canAct else { return model.seriesState.isLoading ? [] : [KeyHint("r", "reload")] }
        return [
            KeyHint("Enter", "season"), KeyHint("m", "monitor season"),
            KeyHint("M", "monitor series", secondary: true), KeyHint("s", "search season"),
            KeyHint("S", "search series", secondary: true), KeyHint("e", "edit"),
            KeyHint("h", "history"), KeyHint("r", "refresh"), KeyHint("d", "delete"),
        ]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        // The poster (the album's cover) on the right, beside the rest, when the screen is wide enough.
        let area = PosterView.besideContent(model.poster, in: area, canvas: &canvas, context: context)
        let x = area.x + 2
        let width = area.width - 4
        var y = area.y + 1
        for notice in [model.seriesState.error, model.actionError].compactMap({ $0 }).prefix(1) {
            y += Blocks.error(notice, in: Rect(x: x - 1, y: y, width: width, height: 4), canvas: &canvas)
        }
        guard let heading = model.heading, let factLine = model.factLine else {
            if model.seriesState.isLoading {
                canvas.put("\(Blocks.spinner(context.now.timeIntervalSince1970)) Loading…", x: x, y: y, style: .muted)
            }
            return
        }
        if let note = model.offlineNote {
            canvas.put(TextLayout.fit(note, width), x: x, y: y, style: .warning)
            y += 1
        }
        canvas.put(TextLayout.fit(heading, width), x: x, y: y, style: .accent)
        y += 1
        canvas.put(TextLayout.fit(factLine, width), x: x, y: y)
        y += 1
        let facts = model.facts.map { ($0.label, $0.value) }
        y += 1 + Blocks.pairs(facts, at: x, y: y + 1, width: width, canvas: &canvas)
        for line in TextLayout.wrap(model.overview, width).prefix(3) {
            canvas.put(line, x: x, y: y, style: .muted)
            y += 1
        }
        y += 1
        y = Blocks.section("Seasons", x: x, y: y, canvas: &canvas)
        let seasons = model.seasonRows
        ListView.draw(
            count: seasons.count,
            row: { index in
                let season = seasons[index]
                let line =
                    " \(TextLayout.pad(season.label, 12)) \(TextLayout.pad(season.progress.text, 9)) "
                    + "\(season.monitored ? "monitored" : "not monitored")"
                    + (season.queueNote.map { " · \($0)" } ?? "")
                return (line, season.queueNote == nil ? .tone(season.progress.tone) : .accent)
            }, cursor: &cursor, in: Rect(x: x - 1, y: y, width: width, height: area.maxY - y - 1), canvas: &canvas)
        if let message = model.message {
            canvas.put(TextLayout.fit(message, width), x: x, y: area.maxY - 1, style: .muted)
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let seasons = model.seasonRows
        if cursor.handle(key, count: seasons.count, page: 5) { return true }
        let selected = seasons.indices.contains(cursor.selected) ? seasons[cursor.selected].number : nil
        guard model.canAct else {
            guard key == .character("r") else { return false }
            context.run { [model] in await model.load() }
            return true
        }
        switch key {
        case .enter, .right, .character("l"):
            if let selected { model.open(season: selected) }
        case .character("m"):
            if let selected { context.run { [model] in await model.toggleMonitoring(season: selected) } }
        case .character("M"): context.run { [model] in await model.toggleMonitoring() }
        case .character("s"):
            if let selected { context.run { [model] in await model.search(season: selected) } }
        case .character("S"): context.run { [model] in await model.search() }
        case .character("e"): model.edit()
        case .character("h"): model.openHistory()
        case .character("d"): context.run { [model] in await model.requestDelete() }
        case .character("r"): context.run { [model] in await model.refresh() }
        default: return false
        }
        return true
    }

    var dialog: Dialog? {
        guard let choice = model.pendingDelete else { return nil }
        return .deleteFromLibrary(
            model.deleteName, choice: choice,
            change: { [model] in model.pendingDelete = $0 }, confirm: { [model] in await model.confirmDelete() })
    }
}

/// One season's episodes with their state; space toggles monitoring, `s` searches one.
@MainActor
final class SeasonScreen: Screen {
    let model: SeasonViewModel
    private var cursor = ListCursor()

    init(model: SeasonViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        [
            KeyHint("Enter", "episode"), KeyHint("Space", "monitor"), KeyHint("s", "search episode"),
            KeyHint("S", "search season"), KeyHint("i", "season releases"), KeyHint("r", "refresh"),
        ]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y + 1
        for notice in [model.episodesState.error, model.actionError].compactMap({ $0 }).prefix(1) {
            y += Blocks.error(notice, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        guard model.episodesState.hasValue else {
            if model.episodesState.isLoading {
                canvas.put("\(Blocks.spinner(context.now.timeIntervalSince1970)) Loading…", x: area.x + 2, y: y)
            }
            return
        }
        let width = area.width - 2
        if let summary = model.summary {
            canvas.put(TextLayout.fit(summary, width - 1), x: area.x + 2, y: y, style: .accent)
            y += 2
        }
        let episodes = model.rows
        ListView.draw(
            count: episodes.count,
            row: { index in
                let episode = episodes[index]
                let line =
                    " \(episode.monitored ? "●" : "○") \(TextLayout.pad("\(episode.number)", 3)) "
                    + "\(TextLayout.pad(episode.title, max(10, width - 38))) \(TextLayout.pad(episode.aired, 11)) "
                    + episode.state.text
                return (line, .tone(episode.state.tone))
            }, cursor: &cursor, in: Rect(x: area.x + 1, y: y, width: width, height: area.maxY - y - 1),
            canvas: &canvas, empty: "This season has no episodes yet.")
        if let message = model.message {
            canvas.put(TextLayout.fit(message, width), x: area.x + 2, y: area.maxY - 1, style: .muted)
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let rows = model.rows
        if cursor.handle(key, count: rows.count, page: 10) { return true }
        switch key {
        case .character("S"):
            context.run { [model] in await model.searchSeason() }
            return true
        case .character("i"):
            model.openReleases()
            return true
        case .character("r"):
            context.run { [model] in await model.load() }
            return true
        default: break
        }
        guard rows.indices.contains(cursor.selected) else { return key == .character(" ") }
        let number = rows[cursor.selected].number
        switch key {
        case .enter, .right, .character("l"): model.open(number: number)
        case .character(" "): context.run { [model] in await model.toggleMonitoring(number: number) }
        case .character("s"): context.run { [model] in await model.search(number: number) }
        default: return false
        }
        return true
    }
}
