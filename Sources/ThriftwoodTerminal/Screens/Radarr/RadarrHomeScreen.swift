import Foundation
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
        if let counts = summary.countsLine(now: context.now) {
            canvas.put(TextLayout.fit(counts, width), x: x, y: y, style: .strong)
            y += 1
        } else {
            _ = failed(summary.counts.failure)
        }
        y += 1
        y = Blocks.section(summary.downloadingHeading, x: x, y: y, canvas: &canvas)
        let downloads = summary.downloadLines
        if !failed(downloads.failure), let downloads = downloads.value {
            for item in downloads where y < area.maxY {
                let bar = Blocks.bar(item.progress, width: 10)
                canvas.put(TextLayout.fit("\(bar) \(item.percent)  \(item.title)", width), x: x, y: y)
                y += 1
            }
            if downloads.isEmpty { canvas.put("Nothing downloading.", x: x, y: y, style: .muted); y += 1 }
        }
        y += 1
        y = Blocks.section("This week", x: x, y: y, canvas: &canvas)
        let week = summary.weekLines
        if !failed(week.failure), let week = week.value {
            for entry in week.prefix(4) where y < area.maxY {
                canvas.put(
                    TextLayout.fit("\(entry.day)  \(TextLayout.pad(entry.kind, 10)) \(entry.title)", width), x: x, y: y)
                y += 1
            }
            if week.isEmpty { canvas.put("No releases in the next 7 days.", x: x, y: y, style: .muted); y += 1 }
        }
        y += 1
        if y < area.maxY { y = Blocks.section("Health", x: x, y: y, canvas: &canvas) }
        let health = summary.healthLines
        if !failed(health.failure), let health = health.value {
            for check in health.prefix(3) where y < area.maxY {
                canvas.put(TextLayout.fit("• \(check.text)", width), x: x, y: y, style: .tone(check.tone))
                y += 1
            }
            if health.isEmpty && y < area.maxY { canvas.put("All good.", x: x, y: y, style: .success); y += 1 }
        }
        for disk in summary.diskLines.prefix(2) where y + 1 < area.maxY {
            y += 1
            let used = Blocks.bar(disk.usedFraction, width: 10)
            canvas.put(TextLayout.fit("\(used) \(disk.text)", width), x: x, y: y, style: .muted)
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
