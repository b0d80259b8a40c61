import Foundation

/// Prints rows as an aligned table that fits the terminal width.
///
/// Server text is cleaned of control characters (so a title cannot move the cursor or set
/// the window title). On a terminal no column is wider than `maxColumn` characters and, when
/// the table is still too wide, the widest column gives way; piped into another program every
/// cell is printed whole (a GUID cut with "…" is no use to a script). An empty table prints
/// `empty` instead.
func printTable(headers: [String], rows: [[String]], empty: String = "Nothing matched.", maxColumn: Int = 60) {
    guard !rows.isEmpty else {
        print(empty)
        return
    }
    let cleanRows = rows.map { $0.map(TerminalText.clean) }
    let whole = isatty(STDOUT_FILENO) != 1
    var widths = headers.map(\.count)
    for row in cleanRows {
        for (index, cell) in row.enumerated() where index < widths.count {
            let length = characters(cell)
            widths[index] = max(widths[index], whole ? length : min(maxColumn, length))
        }
    }
    let available = whole ? Int.max : terminalWidth() - 2 * (widths.count - 1)
    while widths.reduce(0, +) > available, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
        widths[widest] > max(12, headers[widest].count)
    {
        widths[widest] -= 1
    }
    func line(_ cells: [String]) -> String {
        var text = ""
        for (index, cell) in cells.enumerated() {
            let length = characters(cell)
            let limit = index < widths.count ? widths[index] : length
            if index > 0 { text += "  " }
            if length > limit {
                text += String(cell.prefix(max(0, limit - 1))) + "…"
            } else {
                text += cell
                text += String(repeating: " ", count: limit - length)
            }
        }
        return text.trailingSpacesTrimmed
    }
    print(line(headers))
    for row in cleanRows { print(line(row)) }
}

/// How many characters `text` has: its byte count when it is ASCII (no grapheme breaking).
private func characters(_ text: String) -> Int {
    text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
}

extension String {
    /// The text without the spaces that pad its last cell (a leading empty cell keeps its room,
    /// so the columns after it stay aligned).
    var trailingSpacesTrimmed: String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}

/// Text from a server made safe to print on a terminal.
enum TerminalText {
    /// A server's raw JSON made safe to pass through: invalid UTF-8 becomes U+FFFD (so the
    /// output is always valid UTF-8), and raw control bytes — invalid inside JSON strings and
    /// able to drive a terminal — become `\u00XX` escapes. Whitespace between tokens stays.
    static func safeJSON(_ raw: Data) -> Data {
        func isControl(_ byte: UInt8) -> Bool {
            (byte < 0x20 && byte != 0x0A && byte != 0x0D && byte != 0x09) || byte == 0x7F
        }
        // The common case is one pass over the bytes in place and no copy: no control byte,
        // and plain ASCII (valid UTF-8 by construction); other text is validated once.
        let (hasControl, hasNonASCII) = raw.withUnsafeBytes { bytes in
            var control = false
            var nonASCII = false
            for byte in bytes {
                if byte >= 0x80 {
                    nonASCII = true
                } else if isControl(byte) {
                    control = true
                    break
                }
            }
            return (control, nonASCII)
        }
        if !hasControl, !hasNonASCII || String(validating: raw, as: UTF8.self) != nil { return raw }
        var output = Data()
        output.reserveCapacity(raw.count)
        for byte in String(decoding: raw, as: UTF8.self).utf8 {
            if isControl(byte) {
                output.append(contentsOf: Array(String(format: "\\u%04x", Int(byte)).utf8))
            } else {
                output.append(byte)
            }
        }
        return output
    }

    /// `text` with each line cleaned as `clean` does, its line breaks kept.
    static func cleanLines(_ text: String) -> String {
        guard text.contains("\n") else { return clean(text) }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { clean(String($0)) }
            .joined(separator: "\n")
    }

    /// `text` without control characters (escape sequences, bells, carriage returns); tabs
    /// and newlines become spaces.
    static func clean(_ text: String) -> String {
        // Most text is printable ASCII, which needs no look-up of Unicode properties.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            // Format characters go too (bidi overrides), except the zero-width joiners emoji use.
            let joiner = (0x200B...0x200D).contains(scalar.value)
            if category == .control || (category == .format && !joiner) {
                if scalar == "\t" || scalar == "\n" { result.append(" ") }
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
