import ThriftwoodCore

/// The keys every markable list shares: Space marks (and moves on), `V` marks a range, `*`
/// marks everything shown, `X` clears, and with marks `m`/`u` monitor or unmonitor them.
@MainActor
enum MarkKeys {
    /// The footer while something is marked.
    static let hints = [
        KeyHint("Space", "mark"), KeyHint("m", "monitor marked"), KeyHint("u", "unmonitor marked"),
        KeyHint("X", "clear marks"),
    ]

    /// Handles `key` for `list` (the cursor moves down after a mark); false when it is not a mark key.
    static func handle(
        _ key: Key, list: any MarkableList, cursor: inout ListCursor, context: any ScreenContext
    ) -> Bool {
        let count = list.shownIds.count
        switch key {
        case .character(" "):
            list.toggleMark(at: cursor.selected)
            cursor.selected = min(cursor.selected + 1, max(0, count - 1))
        case .character("V"): list.markRange(to: cursor.selected)
        case .character("*"): list.markAllVisible()
        case .character("X"): list.clearMarks()
        case .character("m") where !list.marked.isEmpty: context.run { await list.setMonitored(true) }
        case .character("u") where !list.marked.isEmpty: context.run { await list.setMonitored(false) }
        default: return false
        }
        return true
    }
}
