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
                cells[y * width + column] = Cell(character: character == "\t" ? " " : character, style: style)
                if cellWidth == 2 { cells[y * width + column + 1] = Cell(character: nil, style: style) }
            }
            column += cellWidth
        }
        return column
    }

    /// Paints a rectangle with spaces in `style`.
    public mutating func fill(x: Int, y: Int, width fillWidth: Int, height fillHeight: Int, style: CellStyle) {
        for row in max(0, y)..<min(height, y + fillHeight) {
            for column in max(0, x)..<min(width, x + fillWidth) {
                cells[row * width + column] = Cell(character: " ", style: style)
            }
        }
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
