import Foundation
import ThriftwoodCore

/// The app's root: the menu on the left; each service's state, what downloads now and what
/// comes in the next seven days on the right. Tab moves between the menu and the items.
@MainActor
final class DashboardScreen: Screen {
    let model: AppHomeViewModel
    private var menu = ListCursor()
    private var items = ListCursor()
    private var onItems = false
    /// The items the last render showed, in order (what Tab and Enter move over).
    private var shown: [DashboardItem] = []

    init(model: AppHomeViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        [
            KeyHint("↑↓", "move"), KeyHint("Enter", "open"), KeyHint("Tab", onItems ? "menu" : "items"),
            KeyHint("r", "refresh"),
        ]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        let profileLine = "Profile: \(model.profileName)"
        canvas.put(TextLayout.fit(profileLine, area.width - 3), x: area.x + 2, y: area.y + 1, style: .muted)
        let entries = model.entries
        let menuWidth = 14
        menu.clamp(count: entries.count)
        for (index, entry) in entries.enumerated() {
            let selected = !onItems && index == menu.selected
            canvas.put(
                TextLayout.pad(" \(entry.title)", menuWidth), x: area.x + 1, y: area.y + 3 + index,
                style: selected ? .selected : .plain)
        }
        let x = area.x + menuWidth + 4
        let width = area.width - menuWidth - 5
        guard width > 10 else { return }
        var y = area.y + 3
        if let banner = model.offlineBanner {
            // Beside the profile's name when it leaves room, else on the line under it.
            let besideX = max(x, area.x + 2 + CharacterWidth.of(profileLine) + 3)
            let besideWidth = area.x + area.width - 1 - besideX
            if besideWidth >= min(CharacterWidth.of(banner), 30) {
                canvas.put(TextLayout.fit(banner, besideWidth), x: besideX, y: area.y + 1, style: .warning)
            } else {
                canvas.put(TextLayout.fit(banner, width), x: x, y: area.y + 2, style: .warning)
            }
        }
        // A short window folds the servers that are well into one line, keeping room below.
        for line in model.statusLines(fitting: area.height - 20) {
            canvas.put(TextLayout.fit(line.text, width), x: x, y: y, style: .tone(line.tone))
            y += 1
        }
        for message in model.healthMessages.prefix(3) {
            canvas.put(TextLayout.fit("⚠ " + message.text, width), x: x, y: y, style: .tone(message.tone))
            y += 1
        }
        if model.services.isEmpty {
            canvas.put(AppHomeViewModel.noServerText, x: x, y: y, style: .muted)
            return
        }
        // When the window is short, what downloads leaves room for what comes next: at most half
        // of what is left, the rest said in one line (the merged queue lists them all).
        let sections = model.sections
        let downloading = model.downloading
        let playingRows = model.playing.isEmpty ? 0 : model.playing.count + 2
        let room = max(3, (area.maxY - y - 8 - playingRows) / 2)
        let kept = downloading.count > room ? Array(downloading.prefix(room - 1)) : downloading
        let lists = sections.map { $0.kind == .downloading ? kept : $0.items }
        shown = lists.flatMap { $0 }
        items.clamp(count: shown.count)
        var position = 0
        for (section, list) in zip(sections, lists) {
            y += 1
            guard y < area.maxY - 1 else { return }
            y = Blocks.section(section.heading, x: x, y: y, canvas: &canvas)
            if list.isEmpty {
                canvas.put(section.emptyText, x: x, y: y, style: .muted)
                y += 1
            }
            for item in list {
                guard y < area.maxY else { return }
                let selected = onItems && position == items.selected
                let when = item.date.map { Format.dateTime($0, use24Hour: context.use24HourTime) + "  " } ?? ""
                let text = "\(when)\(item.title) · \(item.detail)"
                let tag = " \(item.source.name)"
                canvas.put(
                    TextLayout.pad(TextLayout.fit(text, width - tag.count), width - tag.count), x: x, y: y,
                    style: selected ? .selected : .plain)
                canvas.put(tag, x: x + width - tag.count, y: y, style: selected ? .selected : .muted)
                y += 1
                position += 1
            }
            if section.kind == .downloading, kept.count < downloading.count, y < area.maxY {
                canvas.put(
                    TextLayout.fit(
                        "… and \(downloading.count - kept.count) more (Downloads lists them all)", width),
                    x: x, y: y, style: .muted)
                y += 1
            }
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if key == .tab || key == .backTab {
            onItems.toggle()
            return true
        }
        if key == .character("/") {
            model.openSearch()
            return true
        }
        if key == .character("r") {
            context.run { [model] in await model.load() }
            return true
        }
        if onItems {
            if items.handle(key, count: shown.count, page: 10) { return true }
            if key == .enter || key == .right || key == .character("l"), shown.indices.contains(items.selected) {
                model.open(shown[items.selected])
                return true
            }
            return false
        }
        let entries = model.entries
        if menu.handle(key, count: entries.count, page: 5) { return true }
        if key == .enter || key == .right || key == .character("l"), entries.indices.contains(menu.selected) {
            model.open(entries[menu.selected])
            return true
        }
        return false
    }
}
