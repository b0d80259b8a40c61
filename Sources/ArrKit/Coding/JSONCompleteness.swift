import Foundation

/// Tells a JSON answer that stops part-way (a dropped connection, a proxy cutting it short)
/// from one that is whole but not valid JSON, so each gets its own message.
enum JSONCompleteness {
    /// Whether `data` ends inside a string or an unclosed object or array.
    static func endsEarly(_ data: Data) -> Bool {
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
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return inString || depth > 0
    }
}
