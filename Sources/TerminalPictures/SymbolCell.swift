/// One character cell of a picture drawn in symbols: the symbol and its two colours, as
/// indexes into the terminal's 256-colour palette (16–255: the fixed cube and greys).
public struct SymbolCell: Sendable, Hashable {
    /// The symbol (a block, half block, quadrant or space).
    public let character: Character
    /// The symbol's colour.
    public let foreground: UInt8
    /// The colour behind it.
    public let background: UInt8

    /// A cell.
    public init(character: Character, foreground: UInt8, background: UInt8) {
        self.character = character
        self.foreground = foreground
        self.background = background
    }
}
