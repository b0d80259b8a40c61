import ArrKit
import Foundation
import SonarrAPI
import ThriftwoodCore

/// Sonarr's screens.
@MainActor
enum SonarrScreens {
    static func make(_ model: SonarrScreenModel) -> any Screen {
        switch model {
        case .home(let home): SonarrHomeScreen(model: home)
        case .seriesList(let list): SeriesListScreen(model: list)
        case .seriesDetail(let detail): SeriesDetailScreen(model: detail)
        case .season(let season): SeasonScreen(model: season)
        }
    }
}

/// Sonarr's home: the server, the library's size and what airs in the next week.
@MainActor
final class SonarrHomeScreen: Screen {
    let model: SonarrHomeViewModel

    init(model: SonarrHomeViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] { [KeyHint("Enter", "series"), KeyHint("r", "refresh")] }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        let x = area.x + 2
        let width = area.width - 4
        var y = area.y + 1
        for notice in [model.status.error, model.library.error, model.upcoming.error].compactMap({ $0 }).prefix(1) {
            y += Blocks.error(notice, in: Rect(x: x - 1, y: y, width: width, height: 4), canvas: &canvas) + 1
        }
        if let status = model.status.value {
            let name = status.instanceName ?? status.appName ?? "Sonarr"
            canvas.put(TextLayout.fit("\(name) \(status.version ?? "")", width), x: x, y: y, style: .muted)
            y += 1
        } else if model.status.isLoading {
            canvas.put("\(Blocks.spinner(context.now.timeIntervalSince1970)) Loading…", x: x, y: y, style: .muted)
            return
        }
        if let library = model.library.value {
            canvas.put(TextLayout.fit(library.text, width), x: x, y: y, style: .strong)
            y += 1
        }
        y += 1
        y = Blocks.section("Airing this week", x: x, y: y, canvas: &canvas)
        guard let upcoming = model.upcoming.value else { return }
        if upcoming.isEmpty {
            canvas.put("Nothing airs in the next seven days.", x: x, y: y, style: .muted)
            return
        }
        for episode in upcoming.prefix(max(0, area.maxY - y - 1)) {
            let when = episode.airDateUtc.map { Format.dateTime($0) } ?? "TBA"
            let line =
                "\(TextLayout.pad(when, 16)) \(TextLayout.pad(episode.series?.title ?? "", 28)) \(episode.code) \(episode.title ?? "")"
            canvas.put(TextLayout.fit(line, width), x: x, y: y, style: episode.hasFile ? .success : .plain)
            y += 1
        }
        y += 1
        if y < area.maxY {
            canvas.put(
                TextLayout.fit("Enter opens the series list.", width), x: x, y: y,
                style: .muted)
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        switch key {
        case .enter, .right, .character("l"): model.openSeries()
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}
