import ThriftwoodCore

/// A table of rows under its header, the cursor on one, and the selected row's notes in the
/// last lines of the area: what the admin screens and every table screen draw alike.
@MainActor
enum RowsWithNotes {
    /// How many lines the notes keep at the bottom.
    static let notesHeight = 4

    /// Draws `headers` and `rows` (each in its tone) from `y` down, `flexible` taking the room
    /// left, `empty` when there are none, and the notes of the row the cursor is on.
    static func draw(
        headers: [String], rows: [[String]], tones: [StatusTone], notes: [[String]], flexible: Int, empty: String,
        cursor: inout ListCursor, from y: Int, in area: Rect, canvas: inout Canvas
    ) {
        let laid = CellRows.lay(headers: headers, rows: rows, width: area.width, flexible: flexible)
        canvas.put(laid.header, x: area.x, y: y, style: .muted)
        let top = y + 1
        ListView.draw(
            laid.lines, cursor: &cursor,
            in: Rect(x: area.x, y: top, width: area.width, height: max(1, area.maxY - top - notesHeight)),
            canvas: &canvas, styles: tones.map { .tone($0) }, empty: empty)
        guard notes.indices.contains(cursor.selected), tones.indices.contains(cursor.selected) else { return }
        let lines = notes[cursor.selected].flatMap { TextLayout.wrap($0, area.width - 2) }
        for (offset, line) in lines.prefix(notesHeight - 1).enumerated() {
            canvas.put(
                line, x: area.x + 1, y: area.maxY - notesHeight + 1 + offset, style: .tone(tones[cursor.selected]))
        }
    }
}
