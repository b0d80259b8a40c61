import Foundation

/// Prints rows as an aligned table that fits the terminal width.
///
/// Server text is cleaned of control characters (so a title cannot move the cursor or set
/// the window title). On a terminal no column is wider than `maxColumn` characters and, when
/// the table is still too wide, the widest column gives way; piped into another program every
/// cell is printed whole (a GUID cut with "…" is no use to a script). On a terminal too narrow
/// for every column at 12 characters, the columns named in `dropping` go first, in that order.
/// An empty table prints `empty` instead.
func printTable(
    headers: [String], rows: [[String]], empty: String = "Nothing matched.", maxColumn: Int = 60,
    dropping: [Int] = []
) {
    guard !rows.isEmpty else {
        print(empty)
        return
    }
    if !dropping.isEmpty, isatty(STDOUT_FILENO) == 1 {
        var kept = Array(headers.indices)
        let room = terminalWidth()
        for column in dropping
        where kept.map({ max(12, headers[$0].count) + 2 }).saturatingSum() > room && kept.count > 1 {
            kept.removeAll { $0 == column }
        }
        if kept.count < headers.count {
            return printTable(
                headers: kept.map { headers[$0] },
                rows: rows.map { row in kept.map { row.indices.contains($0) ? row[$0] : "" } },
                empty: empty, maxColumn: maxColumn)
        }
    }
    // Each cell cleaned and measured once.
    let cleanRows = rows.map { row in
        row.map { cell in
            let clean = TerminalText.clean(cell)
            return (text: clean, length: characters(clean))
        }
    }
    let whole = isatty(STDOUT_FILENO) != 1
    var widths = headers.map(\.count)
    for row in cleanRows {
        for (index, cell) in row.enumerated() where index < widths.count {
            widths[index] = max(widths[index], whole ? cell.length : min(maxColumn, cell.length))
        }
    }
    let available = whole ? Int.max : terminalWidth() - 2 * (widths.count - 1)
    while widths.saturatingSum() > available, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
        widths[widest] > max(12, headers[widest].count)
    {
        widths[widest] -= 1
    }
    // Every cell is clean already: the table is laid out as bytes and written in one go.
    var output: [UInt8] = []
    output.reserveCapacity((rows.count + 1) * (widths.saturatingSum() + 2 * widths.count + 1))
    func line(_ cells: [(text: String, length: Int)]) {
        let start = output.count
        for (index, (cell, length)) in cells.enumerated() {
            let limit = index < widths.count ? widths[index] : length
            if index > 0 {
                output.append(0x20)
                output.append(0x20)
            }
            if length > limit {
                output.append(contentsOf: (String(cell.prefix(max(0, limit - 1))) + "…").utf8)
            } else {
                output.append(contentsOf: cell.utf8)
                output.append(contentsOf: repeatElement(0x20, count: limit - length))
            }
        }
        // The spaces that pad the last cell go (a leading empty cell keeps its room).
        while output.count > start, output[output.count - 1] == 0x20 { output.removeLast() }
        output.append(0x0A)
    }
    line(headers.map { (text: $0, length: $0.count) })
    for row in cleanRows { line(row) }
    writeSafeOutput(Data(output))
}

/// How many characters `text` has: its byte count when it is ASCII (no grapheme breaking).
private func characters(_ text: String) -> Int {
    text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
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
            var index = 0
            // Eight bytes at a time: a word with no high bit, no byte below 0x20 and no DEL is
            // plain printable ASCII and needs no closer look.
            if let base = bytes.baseAddress {
                while index + 8 <= bytes.count {
                    let word = UInt64(littleEndian: (base + index).loadUnaligned(as: UInt64.self))
                    let high = word & 0x8080_8080_8080_8080
                    let low = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
                    let delete = word ^ 0x7F7F_7F7F_7F7F_7F7F
                    let deletes = (delete &- 0x0101_0101_0101_0101) & ~delete & 0x8080_8080_8080_8080
                    if high | low | deletes != 0 {
                        for byte in bytes[index..<(index + 8)] {
                            if byte >= 0x80 { nonASCII = true } else if isControl(byte) { control = true }
                        }
                        if control { return (true, nonASCII) }
                    }
                    index += 8
                }
            }
            for byte in bytes[index...] {
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

    /// The person's own text shown back to them (an argument in an error, a `--where` under its
    /// caret): each control character as its visible picture (ESC as ␛, BEL as ␇), a format
    /// character (a bidi override) as �, one cell each, so a caret below still lines up. Line
    /// breaks and tabs stay.
    static func visible(_ text: String) -> String {
        if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A || $0 == 0x09 }) { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            let joiner = (0x200B...0x200D).contains(scalar.value)
            if scalar == "\n" || scalar == "\t" {
                result.append(scalar)
            } else if scalar.value < 0x20, let picture = Unicode.Scalar(0x2400 + scalar.value) {
                result.append(picture)
            } else if scalar.value == 0x7F {
                result.append("\u{2421}")
            } else if category == .control || (category == .format && !joiner) {
                result.append("\u{FFFD}")
            } else {
                result.append(scalar)
            }
        }
        return String(result)
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
