import Foundation
import ThriftwoodCore

/// Sonarr's screens.
@MainActor
enum SonarrScreens {
    static func make(_ model: SonarrScreenModel) -> any Screen {
        switch model {
        case .home(let home): SonarrHomeScreen(model: home)
        case .seriesList(let list): SeriesListScreen(model: list)
        case .seriesDetail(let detail): SeriesDetailScreen(model: detail)
        case .editSeries(let edit): EditItemScreen(model: edit)
        case .season(let season): SeasonScreen(model: season)
        case .episode(let episode): EpisodeScreen(model: episode)
        case .releases(let releases): ReleasesScreen(model: releases)
        case .queue(let queue): SonarrQueueScreen(model: queue)
        case .history(let history): ReleaseHistoryScreen(model: history)
        case .calendar(let calendar): SonarrCalendarScreen(model: calendar)
        case .wanted(let wanted): WantedScreen(model: wanted)
        case .systemStatus(let status): SystemStatusScreen(model: status)
        case .addSeries(let add): AddItemScreen(model: add, noteCells: 30)
        }
    }
}

/// Sonarr's home: the server, the library's size and what airs in the next week.
@MainActor
final class SonarrHomeScreen: Screen {
    let model: SonarrHomeViewModel
    private var cursor = ListCursor()

    init(model: SonarrHomeViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] { [KeyHint("↑↓", "move"), KeyHint("Enter", "open"), KeyHint("r", "refresh")] }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        let entries = SonarrHomeViewModel.entries
        let menuWidth = 14
        ListView.draw(
            entries.map { " \($0.label)" }, cursor: &cursor,
            in: Rect(x: area.x + 1, y: area.y + 1, width: menuWidth, height: entries.count), canvas: &canvas)
        let x = area.x + menuWidth + 4
        let width = area.width - menuWidth - 5
        var y = area.y + 1
        for notice in [model.statusState.error, model.library.error, model.upcomingState.error].compactMap({ $0 })
            .prefix(1)
        {
            y += Blocks.error(notice, in: Rect(x: x - 1, y: y, width: width, height: 4), canvas: &canvas) + 1
        }
        if let server = model.serverLine {
            canvas.put(TextLayout.fit(server, width), x: x, y: y, style: .muted)
            y += 1
        } else if model.statusState.isLoading {
            canvas.put("\(Blocks.spinner(context.now.timeIntervalSince1970)) Loading…", x: x, y: y, style: .muted)
            return
        }
        if let library = model.library.value {
            canvas.put(TextLayout.fit(library.text, width), x: x, y: y, style: .strong)
            y += 1
        }
        y += 1
        y = Blocks.section("Airing this week", x: x, y: y, canvas: &canvas)
        guard let upcoming = model.airingLines else { return }
        if upcoming.isEmpty {
            canvas.put("Nothing airs in the next seven days.", x: x, y: y, style: .muted)
            return
        }
        for episode in upcoming.prefix(max(0, area.maxY - y - 1)) {
            let when = Format.dateTime(episode.airDate, use24Hour: context.use24HourTime)
            let line =
                "\(TextLayout.pad(when, 16)) \(TextLayout.pad(episode.series, 28)) \(episode.code) \(episode.title)"
            canvas.put(TextLayout.fit(line, width), x: x, y: y, style: episode.hasFile ? .success : .plain)
            y += 1
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let entries = SonarrHomeViewModel.entries
        if cursor.handle(key, count: entries.count, page: entries.count) { return true }
        switch key {
        case .enter, .right, .character("l"): model.open(entries[min(cursor.selected, entries.count - 1)].route)
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}

/// Sonarr's queue: one row per download (a season pack is one row), refreshed while open.
@MainActor
final class SonarrQueueScreen: Screen {
    let model: SonarrQueueViewModel
    private var cursor = ListCursor()

    init(model: SonarrQueueViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        let lines = model.lines
        let waiting = lines.indices.contains(cursor.selected) && lines[cursor.selected].needsManualImport
        return [KeyHint("Enter", "open series")] + (waiting ? [KeyHint("m", "manual import")] : [])
            + [KeyHint("d", "remove"), KeyHint("r", "refresh")]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        if let error = model.downloadsState.error ?? model.actionError {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let lines = model.lines
        // The status column is as wide as its longest label, so no state is cut to letters.
        let statusWidth = min(20, max(6, lines.map { CharacterWidth.of($0.status.text) }.max() ?? 6))
        let titleWidth = max(10, area.width - 55 - statusWidth)
        let rows = lines.map { line in
            " " + Blocks.bar(line.progress, width: 12) + " " + TextLayout.pad(line.percent, 4, right: true) + "  "
                + TextLayout.pad(line.series, titleWidth) + " " + TextLayout.pad(line.episodes, 17) + " "
                + TextLayout.pad(line.size, 7, right: true) + " " + TextLayout.pad(line.timeLeft, 6) + " "
                + TextLayout.fit(line.status.text, statusWidth)
        }
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: max(1, area.maxY - y - 3)),
            canvas: &canvas, styles: lines.map { .tone($0.status.tone) },
            empty: model.downloadsState.emptyMessage("Nothing in the queue."))
        if lines.indices.contains(cursor.selected), let detail = lines[cursor.selected].source {
            canvas.put(TextLayout.fit(detail, area.width - 2), x: area.x + 1, y: area.maxY - 2, style: .muted)
        }
    }

    var dialog: Dialog? {
        guard let choice = model.pendingRemove else { return nil }
        return .removeDownload(choice, change: { [model] in model.pendingRemove = $0 }) { [model] in
            await model.confirmRemove()
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let lines = model.lines
        if cursor.handle(key, count: lines.count, page: 10) { return true }
        let selected = lines.indices.contains(cursor.selected) ? lines[cursor.selected] : nil
        switch key {
        case .enter, .right, .character("l"):
            if let selected { model.select(id: selected.id) }
        case .character("d"):
            if let selected { model.requestRemove(id: selected.id) }
        case .character("m"):
            guard let selected, selected.needsManualImport else { return false }
            model.manualImport(id: selected.id)
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}
