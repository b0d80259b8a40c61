import ThriftwoodCore

/// A menu of entries: the app's root, Settings and Services.
@MainActor
final class MenuScreen: Screen {
    private let heading: () -> [String]
    private let entries: () -> [MenuEntry]
    private let open: (MenuEntry) -> Void
    private var cursor = ListCursor()

    init(heading: @escaping () -> [String], entries: @escaping () -> [MenuEntry], open: @escaping (MenuEntry) -> Void) {
        self.heading = heading
        self.entries = entries
        self.open = open
    }

    var keyHints: [KeyHint] { [KeyHint("↑↓/jk", "move"), KeyHint("Enter", "open")] }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y + 1
        for line in heading() {
            canvas.put(line, x: area.x + 2, y: y, style: .muted)
            y += 1
        }
        y += 1
        let rows = entries().map { "  \(TextLayout.pad($0.title, 16)) \($0.detail)" }
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x + 1, y: y, width: area.width - 2, height: area.maxY - y),
            canvas: &canvas)
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let all = entries()
        if cursor.handle(key, count: all.count, page: 5) { return true }
        if key == .enter || key == .right || key == .character("l"), all.indices.contains(cursor.selected) {
            open(all[cursor.selected])
            return true
        }
        return false
    }
}
