import Foundation

/// Sorting thousands of titles the way `String`'s `<` orders them, but comparing bytes.
///
/// Titles are copied once into one buffer; two ASCII titles (nearly all of them) compare with
/// `memcmp`, which orders them exactly as `String` does, and any other pair falls back to
/// `String`'s own comparison. Equal titles keep their given order.
enum TitleOrder {
    /// The positions of `titles` in ascending order, ties in the order given.
    static func positions(of titles: [String]) -> [Int] {
        var bytes: [UInt8] = []
        var bounds: [Int] = [0]
        var ascii: [Bool] = []
        bounds.reserveCapacity(titles.count + 1)
        ascii.reserveCapacity(titles.count)
        for title in titles {
            var isASCII = true
            for byte in title.utf8 {
                bytes.append(byte)
                if byte >= 0x80 { isASCII = false }
            }
            bounds.append(bytes.count)
            ascii.append(isASCII)
        }
        return bytes.withUnsafeBufferPointer { bytes -> [Int] in
            guard let base = bytes.baseAddress else {
                return titles.indices.sorted { titles[$0] != titles[$1] ? titles[$0] < titles[$1] : $0 < $1 }
            }
            func precedes(_ left: Int, _ right: Int) -> Bool {
                guard ascii[left], ascii[right] else {
                    return titles[left] != titles[right] ? titles[left] < titles[right] : left < right
                }
                let (leftStart, rightStart) = (bounds[left], bounds[right])
                let (leftCount, rightCount) = (bounds[left + 1] - leftStart, bounds[right + 1] - rightStart)
                let order = memcmp(base + leftStart, base + rightStart, min(leftCount, rightCount))
                if order != 0 { return order < 0 }
                return leftCount != rightCount ? leftCount < rightCount : left < right
            }
            return titles.indices.sorted(by: precedes)
        }
    }
}
