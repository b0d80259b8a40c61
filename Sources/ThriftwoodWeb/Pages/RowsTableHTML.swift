import ThriftwoodCore

/// A table of rows as the admin pages and every table page draw it: each cell labelled with its
/// column (a phone shows a row as a card), each row in its tone, its notes and buttons on a
/// line of their own under it, and what an empty table says.
@MainActor
enum RowsTableHTML {
    /// One row: its cells, tone, notes and buttons.
    struct Row {
        let cells: [String]
        let tone: StatusTone
        let notes: [String]
        let buttons: [HTML]
    }

    static func html(columns: [String], rows: [Row], empty: String) -> HTML {
        guard !rows.isEmpty else { return "<p class=\"muted\">\(empty)</p>" }
        let head = HTML.join(columns.map { "<th>\($0)</th>" as HTML })
        let body = HTML.join(
            rows.map { row in
                let cells = HTML.join(zip(columns, row.cells).map { "<td data-label=\"\($0.0)\">\($0.1)</td>" as HTML })
                let notes = HTML.join(row.notes.map { "<div class=\"muted\">\($0)</div>" as HTML })
                let extra: HTML =
                    row.notes.isEmpty && row.buttons.isEmpty
                    ? .empty
                    : "<tr class=\"notes\"><td colspan=\"\(columns.count)\">\(notes)\(HTML.join(row.buttons))</td></tr>"
                return "<tr class=\"\(PageContext.tone(row.tone))\">\(cells)</tr>\(extra)" as HTML
            })
        return
            "<div class=\"scroll\"><table class=\"admin\"><thead><tr>\(head)</tr></thead><tbody>\(body)</tbody></table></div>"
    }
}
