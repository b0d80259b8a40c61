/// Fitting text into cells: truncation with an ellipsis, padding, wrapping.
enum TextLayout {
    /// `text` cut to `width` cells, ending in "…" when cut.
    static func fit(_ text: String, _ width: Int) -> String {
        guard width > 0 else { return "" }
        if CharacterWidth.of(text) <= width { return text }
        var result = ""
        var used = 0
        for character in text {
            let cellWidth = CharacterWidth.of(character)
            if used + cellWidth > width - 1 { break }
            result.append(character)
            used += cellWidth
        }
        return result + "…"
    }

    /// `text` fitted and padded with spaces to exactly `width` cells (right-aligned if asked).
    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let fitted = fit(text, width)
        let padding = String(repeating: " ", count: max(0, width - CharacterWidth.of(fitted)))
        return right ? padding + fitted : fitted + padding
    }

    /// `text` wrapped at word boundaries into lines of at most `width` cells.
    static func wrap(_ text: String, _ width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if CharacterWidth.of(candidate) <= width {
                    line = candidate
                } else {
                    if !line.isEmpty { lines.append(line) }
                    line = fit(String(word), width)
                }
            }
            lines.append(line)
        }
        return lines
    }
}
