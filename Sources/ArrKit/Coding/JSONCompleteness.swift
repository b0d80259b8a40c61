import Foundation

/// Tells a JSON answer that stops part-way (a dropped connection, a proxy cutting it short)
/// from one that is whole but not valid JSON, so each gets its own message.
enum JSONCompleteness {
    /// Whether `data` ends inside a string or an unclosed object or array.
    static func endsEarly(_ data: Data) -> Bool {
        let nesting = JSONNesting(data)
        return nesting.endsInString || nesting.open > 0
    }
}

/// How JSON text nests, from one scan of its bytes outside strings (no parsing): how deep its
/// brackets go, how many are left open at the end, and whether it ends inside a string.
/// A hostile body's depth is known before any recursive decoder sees it.
public struct JSONNesting: Sendable, Hashable {
    /// The deepest the brackets go.
    public let deepest: Int
    /// The brackets still open at the end.
    public let open: Int
    /// Whether the text ends inside a string.
    public let endsInString: Bool

    /// Scans `data`.
    public init(_ data: Data) {
        var deepest = 0
        var depth = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        self.deepest = deepest
        open = depth
        endsInString = inString
    }
}
