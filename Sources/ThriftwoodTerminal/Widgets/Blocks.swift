import ThriftwoodCore

/// Small drawing helpers shared by screens: banners, spinners, progress bars, key–value rows, dialogs.
@MainActor
enum Blocks {
    /// Draws an error banner with the suggestion (and "r retry" when retrying can help); returns rows used.
    @discardableResult
    static func error(_ notice: ErrorNotice, in area: Rect, canvas: inout Canvas) -> Int {
        let retry = notice.isRetryable ? "  (r: retry)" : ""
        var rows = 0
        for line in TextLayout.wrap("! \(notice.message)", area.width - 2).prefix(2) {
            canvas.put(line, x: area.x + 1, y: area.y + rows, style: .error)
            rows += 1
        }
        for line in TextLayout.wrap(notice.suggestion + retry, area.width - 4).prefix(2) {
            canvas.put(line, x: area.x + 3, y: area.y + rows, style: .warning)
            rows += 1
        }
        return rows
    }

    /// A spinner frame for `date`.
    static func spinner(_ date: Double) -> String {
        let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        return frames[Int(clamping: date * 10) % frames.count]
    }

    /// A progress bar of `width` cells for `fraction` (0…1).
    static func bar(_ fraction: Double, width: Int) -> String {
        let clamped = max(0, min(1, fraction.isFinite ? fraction : 0))
        let filled = Int(clamping: (clamped * Double(width)).rounded())
        return String(repeating: "█", count: filled) + String(repeating: "░", count: max(0, width - filled))
    }

    /// Draws `label: value` rows; returns rows used.
    @discardableResult
    static func pairs(_ pairs: [(String, String)], at x: Int, y: Int, width: Int, canvas: inout Canvas) -> Int {
        let labelWidth = min(18, (pairs.map { CharacterWidth.of($0.0) }.max() ?? 0) + 1)
        for (row, pair) in pairs.enumerated() {
            canvas.put(TextLayout.pad(pair.0, labelWidth), x: x, y: y + row, style: .muted)
            canvas.put(TextLayout.fit(pair.1, width - labelWidth - 1), x: x + labelWidth + 1, y: y + row)
        }
        return pairs.count
    }

    /// Draws a centred, framed dialog over whatever is below, clearing the cells it covers.
    static func dialog(_ dialog: Dialog, canvas: inout Canvas) {
        let (title, lines, hint) = (dialog.title, dialog.lines, dialog.hint)
        let widest = ([title, hint] + lines + dialog.items).map(CharacterWidth.of).max() ?? 0
        let width = min(canvas.width - 2, max(40, widest + 6))
        let itemRows = dialog.items.isEmpty ? 0 : dialog.items.count + (lines.isEmpty ? 0 : 1)
        let height = min(canvas.height, lines.count + itemRows + 5)
        let x = max(0, (canvas.width - width) / 2)
        let y = max(0, (canvas.height - height) / 2)
        frame(Rect(x: x, y: y, width: width, height: height), style: .warning, canvas: &canvas)
        canvas.put(" \(TextLayout.fit(title, width - 6)) ", x: x + 2, y: y, style: CellStyle(.warning, bold: true))
        let room = max(0, height - 5)
        var row = 0
        for line in lines.prefix(room) {
            canvas.put(TextLayout.fit(line, width - 4), x: x + 2, y: y + 2 + row)
            row += 1
        }
        if !dialog.items.isEmpty, row < room {
            if row > 0 { row += 1 }
            let visible = DialogItems.window(dialog.items, offset: dialog.itemsOffset, rows: room - row)
            for line in visible {
                canvas.put(TextLayout.fit(line, width - 6), x: x + 4, y: y + 2 + row, style: .muted)
                row += 1
            }
        }
        canvas.put(TextLayout.fit(hint, width - 4), x: x + 2, y: y + height - 2, style: .accent)
    }

    /// Clears `area` and draws a line box around its edge.
    static func frame(_ area: Rect, style: CellStyle, canvas: inout Canvas) {
        guard area.width >= 2, area.height >= 2 else { return }
        canvas.fill(x: area.x, y: area.y, width: area.width, height: area.height, style: .plain)
        let inner = String(repeating: "─", count: area.width - 2)
        canvas.put("┌" + inner + "┐", x: area.x, y: area.y, style: style)
        canvas.put("└" + inner + "┘", x: area.x, y: area.maxY - 1, style: style)
        for row in (area.y + 1)..<(area.maxY - 1) {
            canvas.put("│", x: area.x, y: row, style: style)
            canvas.put("│", x: area.x + area.width - 1, y: row, style: style)
        }
    }

    /// Draws a section title; returns the next row.
    @discardableResult
    static func section(_ title: String, x: Int, y: Int, canvas: inout Canvas) -> Int {
        canvas.put(title, x: x, y: y, style: .accent)
        return y + 1
    }
}
