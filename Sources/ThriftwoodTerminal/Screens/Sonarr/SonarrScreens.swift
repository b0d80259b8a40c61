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
        case .queue(let queue): ArrQueueScreen(model: queue, columns: .episodes)
        case .history(let history): ReleaseHistoryScreen(model: history)
        case .calendar(let calendar): ArrCalendarScreen(model: calendar, columns: .episodes)
        case .wanted(let wanted): ArrWantedScreen(model: wanted, columns: .episodes)
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
