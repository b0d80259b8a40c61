import Foundation

/// Case- and accent-folding for search-as-you-type, on UTF-8 bytes.
enum SearchText {
    /// Folds `text` to lowercase ASCII where it can (é → e, Ä → a) and keeps other bytes.
    static func fold(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let value = UInt8(scalar.value)
                bytes.append(value >= 65 && value <= 90 ? value + 32 : value)
            } else if let base = baseLetter(scalar) {
                bytes.append(base)
            } else {
                // Beyond Latin-1 (ō, ł, ş…): Foundation's folding, once per such letter.
                let folded = String(scalar).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                bytes.append(contentsOf: folded.utf8)
            }
        }
        return bytes
    }

    /// The ASCII letter a Latin-1 or Latin Extended-A letter is built on.
    private static func baseLetter(_ scalar: Unicode.Scalar) -> UInt8? {
        let table: [(ClosedRange<UInt32>, Character)] = [
            (0xC0...0xC5, "a"), (0xE0...0xE5, "a"), (0xC7...0xC7, "c"), (0xE7...0xE7, "c"),
            (0xC8...0xCB, "e"), (0xE8...0xEB, "e"), (0xCC...0xCF, "i"), (0xEC...0xEF, "i"),
            (0xD1...0xD1, "n"), (0xF1...0xF1, "n"), (0xD2...0xD6, "o"), (0xF2...0xF6, "o"),
            (0xD8...0xD8, "o"), (0xF8...0xF8, "o"), (0xD9...0xDC, "u"), (0xF9...0xFC, "u"),
            (0xDD...0xDD, "y"), (0xFD...0xFD, "y"), (0xFF...0xFF, "y"),
        ]
        for (range, letter) in table where range.contains(scalar.value) {
            return letter.asciiValue
        }
        return nil
    }

    /// Whether `needle` occurs in `hay[range]`.
    static func contains(_ hay: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        let count = needle.count
        guard range.count >= count else { return false }
        var index = range.lowerBound
        let last = range.upperBound - count
        while index <= last {
            if hay[index] == first {
                var offset = 1
                while offset < count && hay[index + offset] == needle[offset] { offset += 1 }
                if offset == count { return true }
            }
            index += 1
        }
        return false
    }
}
