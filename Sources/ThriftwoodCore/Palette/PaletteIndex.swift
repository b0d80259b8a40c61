import Foundation

/// Every palette item's title folded once into one byte buffer, ranked by a fuzzy match per
/// keystroke: the typed letters in order, consecutive runs, word starts and a title's
/// start scoring higher, shorter titles breaking ties.
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

    /// The score of `needle` as a subsequence of `hay[range]`, nil when it is not one.
    static func score(
        _ hay: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ needle: UnsafeBufferPointer<UInt8>
    )
        -> Int?
    {
        var position = range.lowerBound
        var score = 0
        var previous = -2
        for byte in needle {
            while position < range.upperBound, hay[position] != byte { position += 1 }
            guard position < range.upperBound else { return nil }
            if position == range.lowerBound {
                score += 8
            } else if !Self.isWordByte(hay[position - 1]) {
                score += 5
            }
            if position == previous + 1 { score += 4 }
            previous = position
            position += 1
        }
        return score
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte >= 0x80
    }
}
