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
        return frames[Int(date * 10) % frames.count]
    }

    /// A progress bar of `width` cells for `fraction` (0…1).
    static func bar(_ fraction: Double, width: Int) -> String {
        let clamped = max(0, min(1, fraction.isFinite ? fraction : 0))
        let filled = Int((clamped * Double(width)).rounded())
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

    /// Draws a centred dialog box with `lines` and `hint`, over whatever is below.
    static func dialog(title: String, lines: [String], hint: String, canvas: inout Canvas) {
        let width = min(canvas.width - 4, max(40, (lines.map(CharacterWidth.of).max() ?? 0) + 6))
        let height = lines.count + 4
        let x = (canvas.width - width) / 2
        let y = max(0, (canvas.height - height) / 2)
        canvas.fill(x: x, y: y, width: width, height: height, style: CellStyle(.normal, reverse: true))
        canvas.put(" \(title) ", x: x + 2, y: y, style: CellStyle(.warning, bold: true, reverse: true))
        for (row, line) in lines.enumerated() {
            canvas.put(TextLayout.fit(line, width - 4), x: x + 2, y: y + 2 + row, style: CellStyle(reverse: true))
        }
        canvas.put(
            TextLayout.fit(hint, width - 4), x: x + 2, y: y + height - 1, style: CellStyle(bold: true, reverse: true))
    }

    /// Draws a section title; returns the next row.
    @discardableResult
    static func section(_ title: String, x: Int, y: Int, canvas: inout Canvas) -> Int {
        canvas.put(title, x: x, y: y, style: .accent)
        return y + 1
    }
}
