/// How many terminal cells a character takes: 2 for East Asian wide and emoji, 0 for combining marks.
enum CharacterWidth {
    static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        return of(scalar)
    }

    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value < 0x20 ? 0 : 1 }
        if (0x300...0x36F).contains(value) || (0x200B...0x200F).contains(value) || (0xFE00...0xFE0F).contains(value) {
            return 0
        }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }

    /// The cells `text` takes.
    static func of(_ text: String) -> Int {
        text.saturatingSum { of($0) }
    }
}
