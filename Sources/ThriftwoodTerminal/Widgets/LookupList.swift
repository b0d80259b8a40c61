import ThriftwoodCore

/// The results list of an add form's lookup (a film, a series, an artist): the rows, what an
/// empty list says while searching or after, and the selected result's overview in the last
/// two rows of `area`.
@MainActor
enum LookupList {
    /// Draws `lines` from `y` down, each title padded to `titleWidth` and followed by its note (a
    /// tick before one in the library).
    static func draw(
        _ lines: [LookupLine], titleWidth: Int, results: LoadState, term: String, nothingFound: String,
        cursor: inout ListCursor, from y: Int, in area: Rect, canvas: inout Canvas
    ) {
        let empty = results.isLoading ? "Searching…" : (term.isEmpty ? "" : results.emptyMessage(nothingFound))
        ListView.draw(
            lines.map { " \(TextLayout.pad($0.title, titleWidth)) \($0.inLibrary ? "✓ " : "")\($0.note)" },
            cursor: &cursor,
            in: Rect(x: area.x, y: y, width: area.width, height: area.maxY - y - 2), canvas: &canvas,
            styles: lines.map { $0.inLibrary ? CellStyle.muted : .plain }, empty: empty)
        guard lines.indices.contains(cursor.selected) else { return }
        for (row, line) in TextLayout.wrap(lines[cursor.selected].overview, area.width - 2).prefix(2).enumerated() {
            canvas.put(line, x: area.x + 1, y: area.maxY - 2 + row, style: .muted)
        }
    }
}
