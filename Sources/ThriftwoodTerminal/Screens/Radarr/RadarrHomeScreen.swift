import ArrKit
import Foundation
import RadarrAPI
import ThriftwoodCore

/// Radarr's home: counts, downloads, this week, health, disks, and the entry menu.
@MainActor
final class RadarrHomeScreen: Screen {
    let model: RadarrHomeViewModel
    private var cursor = ListCursor()

    init(model: RadarrHomeViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] { [KeyHint("↑↓", "move"), KeyHint("Enter", "open"), KeyHint("r", "refresh")] }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        let entries = RadarrHomeViewModel.Entry.allCases
        let menuWidth = 20
        ListView.draw(
            entries.map { " \($0.label)" }, cursor: &cursor,
            in: Rect(x: area.x + 1, y: area.y + 1, width: menuWidth, height: entries.count), canvas: &canvas)
        let x = area.x + menuWidth + 4
        let width = area.width - menuWidth - 5
        var y = area.y + 1
        if let error = model.summary.error {
            y += Blocks.error(error, in: Rect(x: x - 1, y: y, width: width, height: 4), canvas: &canvas) + 1
        }
        guard let summary = model.summary.value else {
            if model.summary.isLoading {
                canvas.put("\(Blocks.spinner(context.now.timeIntervalSince1970)) Loading…", x: x, y: y, style: .muted)
            }
            return
        }
        func failed(_ notice: ErrorNotice?) -> Bool {
            guard let notice else { return false }
            canvas.put(TextLayout.fit("! \(notice.message)", width), x: x, y: y, style: .error)
            y += 1
            return true
        }
        if let server = summary.server.value {
            canvas.put(TextLayout.fit(server, width), x: x, y: y, style: .muted)
            y += 1
        }
        if let counts = summary.counts.value {
            let cached = counts.cachedAt.map { " (as of \(Format.ago($0, now: context.now)))" } ?? ""
            canvas.put(
                TextLayout.fit(
                    "\(Format.plural(counts.total, "movie")) · \(counts.monitored) monitored · "
                        + "\(counts.downloaded) downloaded · \(counts.missing) missing\(cached)", width), x: x, y: y,
                style: .strong)
            y += 1
        } else {
            _ = failed(summary.counts.failure)
        }
        y += 1
        let queue = summary.queue.value
        y = Blocks.section(summary.downloadingHeading, x: x, y: y, canvas: &canvas)
        if !failed(summary.queue.failure), let queue {
            for item in queue.records.prefix(RadarrHomeViewModel.downloadsShown) where y < area.maxY {
                let bar = Blocks.bar(item.progress, width: 10)
                canvas.put(
                    TextLayout.fit("\(bar) \(Format.percent(item.progress))  \(item.title ?? "?")", width), x: x, y: y)
                y += 1
            }
            if queue.records.isEmpty { canvas.put("Nothing downloading.", x: x, y: y, style: .muted); y += 1 }
        }
        y += 1
        y = Blocks.section("This week", x: x, y: y, canvas: &canvas)
        if !failed(summary.thisWeek.failure), let week = summary.thisWeek.value {
            for entry in week.prefix(4) where y < area.maxY {
                canvas.put(
                    TextLayout.fit(
                        "\(Format.day(entry.date))  \(TextLayout.pad(entry.kind.label, 10)) \(entry.movie.title)", width
                    ),
                    x: x, y: y)
                y += 1
            }
            if week.isEmpty { canvas.put("No releases in the next 7 days.", x: x, y: y, style: .muted); y += 1 }
        }
        y += 1
        if y < area.maxY { y = Blocks.section("Health", x: x, y: y, canvas: &canvas) }
        if !failed(summary.health.failure), let health = summary.health.value {
            for check in health.prefix(3) where y < area.maxY {
                let level = RadarrLabels.health(check.type)
                canvas.put(TextLayout.fit("• \(check.message ?? "")", width), x: x, y: y, style: .tone(level.tone))
                y += 1
            }
            if health.isEmpty && y < area.maxY { canvas.put("All good.", x: x, y: y, style: .success); y += 1 }
        }
        for disk in (summary.disks.value ?? []).prefix(2) where y + 1 < area.maxY {
            y += 1
            let used = Blocks.bar(disk.usedFraction, width: 10)
            canvas.put(TextLayout.fit("\(used) \(RadarrLabels.disk(disk))", width), x: x, y: y, style: .muted)
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let entries = RadarrHomeViewModel.Entry.allCases
        if cursor.handle(key, count: entries.count, page: 4) { return true }
        switch key {
        case .enter, .right, .character("l"): model.open(entries[cursor.selected])
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}
