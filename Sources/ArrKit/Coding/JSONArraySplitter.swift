/// Finds where each element of a top-level JSON array starts and ends, without parsing it.
///
/// It only tracks strings, escapes and bracket depth, so it is fast; the elements are then
/// decoded by `JSONDecoder`, in parallel. Malformed input yields nil and the caller falls back
/// to decoding the whole document (which reports the error precisely).
package enum JSONArraySplitter {
    /// The byte ranges of the array's elements, or nil when `bytes` is not one well-formed array.
    package static func elements(of bytes: UnsafeRawBufferPointer) -> [Range<Int>]? {
        var index = 0
        let count = bytes.count
        func skipSpace() {
            while index < count,
                bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
            {
                index += 1
            }
        }
        skipSpace()
        guard index < count, bytes[index] == UInt8(ascii: "[") else { return nil }
        index += 1
        var ranges: [Range<Int>] = []
        var depth = 0
        var start: Int?
        var inString = false
        while index < count {
            let byte = bytes[index]
            if inString {
                guard let quote = JSONStringEnd.closingQuote(in: bytes, from: index, end: count) else { return nil }
                index = quote
                inString = false
            } else {
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                    if start == nil { start = index }
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    if start == nil { start = index }
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 {
                        guard byte == UInt8(ascii: "]") else { return nil }
                        if let begin = start { ranges.append(begin..<trimmedEnd(bytes, index)) }
                        index += 1
                        skipSpace()
                        return index == count ? ranges : nil
                    }
                    depth -= 1
                case UInt8(ascii: ","):
                    if depth == 0 {
                        guard let begin = start else { return nil }
                        ranges.append(begin..<trimmedEnd(bytes, index))
                        start = nil
                    }
                case 0x20, 0x0A, 0x0D, 0x09:
                    break
                default:
                    if start == nil { start = index }
                }
            }
            index += 1
        }
        return nil
    }

    private static func trimmedEnd(_ bytes: UnsafeRawBufferPointer, _ end: Int) -> Int {
        var end = end
        while end > 0,
            bytes[end - 1] == 0x20 || bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D || bytes[end - 1] == 0x09
        {
            end -= 1
        }
        return end
    }
}
