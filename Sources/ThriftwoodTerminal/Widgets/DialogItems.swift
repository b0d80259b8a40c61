/// The part of a dialog's item list that fits its rows, scrolled.
enum DialogItems {
    /// `rows` lines of `items` from `offset` (clamped), with "… and 37 more" as the last
    /// line when more follow, and "… 12 above" as the first when scrolled past some.
    static func window(_ items: [String], offset: Int, rows: Int) -> [String] {
        guard rows > 0, !items.isEmpty else { return [] }
        guard items.count > rows else { return items }
        let start = min(max(0, offset), items.count - 1)
        var lines: [String] = []
        var room = rows
        if start > 0 {
            lines.append("… \(start) above")
            room -= 1
        }
        let remaining = items.count - start
        if remaining <= room {
            lines += items[start...]
        } else if room > 0 {
            let shown = max(0, room - 1)
            lines += items[start..<(start + shown)]
            lines.append("… and \(remaining - shown) more")
        }
        return Array(lines.prefix(rows))
    }
}
