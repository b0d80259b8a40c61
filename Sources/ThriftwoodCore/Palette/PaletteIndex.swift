import Foundation

/// Every palette item's title folded once into one byte buffer, ranked per keystroke: the
/// typed text whole, or in pieces that begin words, a title's start and longer runs scoring
/// higher, shorter titles breaking ties.
public struct PaletteIndex: Sendable {
    /// The items, in the order given.
    public let items: [PaletteItem]
    private let text: [UInt8]
    private let bounds: [Int32]

    /// Prepares `items`.
    public init(_ items: [PaletteItem]) {
        self.items = items
        var text: [UInt8] = []
        var bounds: [Int32] = [0]
        text.reserveCapacity(items.count * 24)
        for item in items {
            text += SearchText.fold(item.title)
            bounds.append(Int32(text.count))
        }
        self.text = text
        self.bounds = bounds
    }

    /// The positions of the best `limit` items for `query`, best first (all kinds mixed; a
    /// screen or action wins a tie over a title, then the shorter title).
    public func rank(_ query: String, limit: Int = 20) -> [Int] {
        let needle = SearchText.fold(query).filter { $0 != UInt8(ascii: " ") }
        guard !needle.isEmpty else { return Array(items.indices.prefix(limit)) }
        var best: [(score: Int, index: Int)] = []
        best.reserveCapacity(limit + 1)
        var floor = Int.min
        text.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { needle in
                for index in 0..<items.count {
                    let start = Int(bounds[index])
                    let end = Int(bounds[index + 1])
                    guard let score = Self.score(text, start..<end, needle), score >= floor else { continue }
                    let ranked =
                        score * 4 + (items[index].kind == .screen || items[index].kind == .action ? 2 : 0)
                        - min(end - start, 60) / 20
                    best.append((ranked, index))
                    if best.count > limit * 4 {
                        best.sort { $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index }
                        best.removeLast(best.count - limit)
                        floor = (best.last?.score ?? Int.min) / 4 - 1
                    }
                }
            }
        }
        best.sort { $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index }
        return best.prefix(limit).map(\.index)
    }

    /// The score of `needle` in `hay[range]`, nil when it does not match. A match is either the
    /// needle whole, anywhere ("atrix" in "The Matrix"), or pieces of it that each begin a word,
    /// in order ("dpt" in "Dune: Part Two", "thematrix" in "The Matrix"). Letters scattered
    /// inside words do not match ("demo" does not find "Finding Nemo").
    static func score(
        _ hay: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ needle: UnsafeBufferPointer<UInt8>
    )
        -> Int?
    {
        guard !needle.isEmpty, range.count >= needle.count else { return needle.isEmpty ? 0 : nil }
        if let at = firstOccurrence(of: needle, in: hay, range) {
            let place = at == range.lowerBound ? 16 : isWordStart(hay, at, range) ? 10 : 0
            return 20 + place + 4 * (needle.count - 1)
        }
        return pieces(hay, range, needle, from: 0, at: range.lowerBound, piecesSoFar: 0)
    }

    /// The best score of `needle[from...]` as pieces starting words at or after `position`.
    private static func pieces(
        _ hay: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ needle: UnsafeBufferPointer<UInt8>,
        from: Int, at position: Int, piecesSoFar: Int
    ) -> Int? {
        if from == needle.count { return 0 }
        // More pieces than this is letters scattered over a whole sentence, not a title.
        guard piecesSoFar < 6 else { return nil }
        var best: Int?
        var start = position
        while start < range.upperBound {
            defer { start += 1 }
            guard hay[start] == needle[from], isWordStart(hay, start, range) else { continue }
            var length = 0
            while from + length < needle.count, start + length < range.upperBound,
                hay[start + length] == needle[from + length]
            {
                length += 1
            }
            // The longest piece first; a shorter one may leave the rest a word start to begin.
            for taken in stride(from: length, through: 1, by: -1) {
                guard
                    let rest = pieces(
                        hay, range, needle, from: from + taken, at: start + taken, piecesSoFar: piecesSoFar + 1)
                else { continue }
                let piece = 5 + 4 * (taken - 1) + (start == range.lowerBound ? 8 : 0) - (piecesSoFar > 0 ? 3 : 0)
                best = max(best ?? Int.min, piece + rest)
                break
            }
        }
        return best
    }

    /// Where `needle` first occurs whole in `hay[range]`.
    private static func firstOccurrence(
        of needle: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
    ) -> Int? {
        guard range.count >= needle.count else { return nil }
        var start = range.lowerBound
        let last = range.upperBound - needle.count
        while start <= last {
            if hay[start] == needle[0] {
                var offset = 1
                while offset < needle.count, hay[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return start }
            }
            start += 1
        }
        return nil
    }

    /// Whether a word begins at `position`: the title's start, or after a space or punctuation.
    private static func isWordStart(_ hay: UnsafeBufferPointer<UInt8>, _ position: Int, _ range: Range<Int>) -> Bool {
        position == range.lowerBound || !isWordByte(hay[position - 1])
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte >= 0x80
    }
}
