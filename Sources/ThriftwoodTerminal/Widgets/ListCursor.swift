/// The selection and scroll position of a list.
struct ListCursor {
    /// The selected row.
    var selected = 0
    /// The first visible row.
    var offset = 0

    /// Moves with j/k, arrows, page keys, Home and End; returns whether the key was a movement.
    mutating func handle(_ key: Key, count: Int, page: Int) -> Bool {
        switch key {
        case .down, .character("j"): selected += 1
        case .up, .character("k"): selected -= 1
        case .pageDown, .control("f"): selected += max(1, page)
        case .pageUp, .control("b"): selected -= max(1, page)
        case .home: selected = 0
        case .end, .character("G"): selected = count - 1
        default: return false
        }
        clamp(count: count)
        return true
    }

    /// Keeps the selection inside `count` rows.
    mutating func clamp(count: Int) {
        selected = max(0, min(selected, count - 1))
    }

    /// Scrolls so the selection is visible in `visible` rows.
    mutating func scroll(visible: Int, count: Int) {
        clamp(count: count)
        if selected < offset { offset = selected }
        if selected >= offset + visible { offset = selected - visible + 1 }
        offset = max(0, min(offset, max(0, count - visible)))
    }
}

/// Draws a list of rows with a selection bar and a scroll position.
@MainActor
enum ListView {
    /// Draws `rows` (each already a line of text) into `area`, highlighting the cursor's row.
    static func draw(
        _ rows: [String], cursor: inout ListCursor, in area: Rect, canvas: inout Canvas,
        styles: [CellStyle]? = nil, empty: String = "Nothing here."
    ) {
        draw(
            count: rows.count, row: { (rows[$0], styles?[$0] ?? .plain) }, cursor: &cursor, in: area, canvas: &canvas,
            empty: empty)
    }

    /// Draws `count` rows, formatting only the visible ones (a 50,000-movie list costs one screenful).
    static func draw(
        count: Int, row: (Int) -> (String, CellStyle), cursor: inout ListCursor, in area: Rect, canvas: inout Canvas,
        empty: String = "Nothing here."
    ) {
        guard area.height > 0 else { return }
        if count == 0 {
            canvas.put(empty, x: area.x + 1, y: area.y, style: .muted, maxX: area.x + area.width)
            return
        }
        // A list longer than its area gives up its last line to the position ("12/340"),
        // so the indicator never covers a row.
        let scrolls = count > area.height && area.height > 1
        let visible = scrolls ? area.height - 1 : area.height
        cursor.scroll(visible: visible, count: count)
        for line in 0..<visible {
            let index = cursor.offset + line
            guard index < count else { break }
            let (content, rowStyle) = row(index)
            let text = TextLayout.pad(content, area.width)
            let style = index == cursor.selected ? CellStyle.selected : rowStyle
            canvas.put(text, x: area.x, y: area.y + line, style: style, maxX: area.x + area.width)
        }
        if scrolls {
            let position = "\(cursor.selected + 1)/\(count)"
            canvas.put(
                position, x: area.x + area.width - CharacterWidth.of(position), y: area.maxY - 1, style: .muted)
        }
    }
}
