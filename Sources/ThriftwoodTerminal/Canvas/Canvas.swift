import Foundation

/// A grid of styled cells that screens draw into; pure, so every screen can be snapshot-tested.
///
/// A wide character (CJK, emoji) occupies its cell and a continuation cell to its right.
public struct Canvas: Sendable, Equatable {
    /// One cell.
    public struct Cell: Sendable, Equatable {
        /// The character, or nil for the right half of a wide character.
        public var character: Character?
        /// Its look.
        public var style: CellStyle

        /// A blank cell.
        public static let blank = Cell(character: " ", style: .plain)
    }

    /// Width in cells.
    public let width: Int
    /// Height in cells.
    public let height: Int
    /// The cells, row by row.
    public private(set) var cells: [Cell]

    /// A blank canvas.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at (`x`, `y`).
    public subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// Writes `text` from (`x`, `y`), clipped at `maxX` (default: the right edge); returns the x after it.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: CellStyle = .plain, maxX: Int? = nil) -> Int {
        guard y >= 0, y < height else { return x }
        let limit = min(maxX ?? width, width)
        var column = x
        for character in text {
            let cellWidth = CharacterWidth.of(character)
            if cellWidth == 0 { continue }
            if column + cellWidth > limit { break }
            if column >= 0 {
                set(Cell(character: character == "\t" ? " " : character, style: style), x: column, y: y)
                if cellWidth == 2 { set(Cell(character: nil, style: style), x: column + 1, y: y) }
            }
            column += cellWidth
        }
        return column
    }

    /// Paints a rectangle with spaces in `style`.
    public mutating func fill(x: Int, y: Int, width fillWidth: Int, height fillHeight: Int, style: CellStyle) {
        for row in max(0, y)..<min(height, y + fillHeight) {
            for column in max(0, x)..<min(width, x + fillWidth) {
                set(Cell(character: " ", style: style), x: column, y: row)
            }
        }
    }

    /// Writes one cell without leaving half of a wide character behind: overwriting either
    /// half of one blanks the other, so nothing drawn on top bleeds into what was below.
    private mutating func set(_ cell: Cell, x: Int, y: Int) {
        let index = y * width + x
        if cells[index].character == nil, cell.character != nil, x > 0, cells[index - 1].character != nil {
            cells[index - 1].character = " "
        }
        if cells[index].character != nil, x + 1 < width, cells[index + 1].character == nil {
            cells[index + 1].character = " "
        }
        cells[index] = cell
    }

    /// The canvas as plain text, one line per row, trailing spaces trimmed (for snapshots).
    public var text: String {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                if let character = self[column, row].character { line.append(character) }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// The rows whose cells differ from `previous` (all rows when sizes differ).
    public func changedRows(since previous: Canvas?) -> [Int] {
        guard let previous, previous.width == width, previous.height == height else { return Array(0..<height) }
        return (0..<height).filter { row in
            let range = (row * width)..<((row + 1) * width)
            return cells[range] != previous.cells[range]
        }
    }
}

extension Canvas {
    /// The styled runs of every row, for snapshots that record colour as well as text:
    /// one line per row that has any, e.g. `03: 0-79 header+reverse, 2-9 accent+bold`.
    /// Plain cells are left out.
    public var styleRuns: String {
        var lines: [String] = []
        for row in 0..<height {
            var runs: [String] = []
            var column = 0
            while column < width {
                // A picture's cells are one run: its colours are the picture's, not the screen's.
                let style = self[column, row].style
                var end = column
                while end + 1 < width, self[end + 1, row].style.name == style.name { end += 1 }
                if style != .plain { runs.append("\(column)-\(end) \(style.name)") }
                column = end + 1
            }
            if !runs.isEmpty { lines.append(String(format: "%02d: ", row) + runs.joined(separator: ", ")) }
        }
        return lines.joined(separator: "\n")
    }

    /// The text and then the style runs, as screen snapshots store them.
    public var snapshot: String {
        text + "\n--- styles\n" + styleRuns
    }
}

extension CellStyle {
    /// The style as words, e.g. "warning+bold".
    var name: String {
        if picture != nil { return "picture" }
        return ([String(describing: role)] + (bold ? ["bold"] : []) + (reverse ? ["reverse"] : [])).joined(
            separator: "+")
    }
}
