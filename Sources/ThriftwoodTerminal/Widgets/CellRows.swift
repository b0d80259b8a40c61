/// Rows of cells laid out as lines under a header: each column as wide as its widest cell
/// (header included), one flexible column taking what the width leaves.
enum CellRows {
    /// The header line and one line per row, `width` cells wide at most.
    static func lay(
        headers: [String], rows: [[String]], width: Int, flexible: Int
    ) -> (header: String, lines: [String]) {
        var widths = headers.map { CharacterWidth.of($0) }
        for row in rows {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], CharacterWidth.of(cell))
            }
        }
        let others = widths.enumerated().filter { $0.offset != flexible }.map(\.element).saturatingSum()
        let gaps = max(0, widths.count - 1) + 1
        if flexible < widths.count {
            widths[flexible] = max(8, min(widths[flexible], width - others - gaps))
        }
        func line(_ cells: [String]) -> String {
            " "
                + cells.enumerated().map { column, cell in
                    column < widths.count ? TextLayout.pad(cell, widths[column]) : cell
                }.joined(separator: " ")
        }
        return (TextLayout.fit(line(headers), width), rows.map { TextLayout.fit(line($0), width) })
    }
}
