import Foundation

extension JSONValue {
    /// The value as pretty-printed JSON text with sorted keys: byte for byte what `JSONEncoder`
    /// writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (tested on every
    /// recorded answer), written in one pass instead of through `Encodable`'s containers.
    public func prettyPrinted() -> Data {
        var writer = JSONTextWriter()
        writer.write(self, depth: 0)
        return Data(writer.bytes)
    }
}

/// Writes a ``JSONValue`` as Foundation's pretty printer does.
private struct JSONTextWriter {
    var bytes: [UInt8] = []

    mutating func write(_ value: JSONValue, depth: Int) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): append(Self.text(of: number))
        case .string(let text): string(text)
        case .array(let elements):
            guard !elements.isEmpty else { return append("[\n\n" + indent(depth) + "]") }
            append("[\n")
            for (index, element) in elements.enumerated() {
                if index > 0 { append(",\n") }
                append(indent(depth + 1))
                write(element, depth: depth + 1)
            }
            append("\n" + indent(depth) + "]")
        case .object(let members):
            guard !members.isEmpty else { return append("{\n\n" + indent(depth) + "}") }
            append("{\n")
            for (index, key) in members.keys.sorted(by: Self.keyOrder).enumerated() {
                if index > 0 { append(",\n") }
                append(indent(depth + 1))
                string(key)
                append(" : ")
                write(members[key] ?? .null, depth: depth + 1)
            }
            append("\n" + indent(depth) + "}")
        }
    }

    /// Foundation's order for `.sortedKeys`.
    static func keyOrder(_ left: String, _ right: String) -> Bool {
        left.utf8.lexicographicallyPrecedes(right.utf8)
    }

    /// A number as `JSONValue`'s own encoding hands it to Foundation: whole numbers below 9e15
    /// without a fraction, others as Foundation writes a `Double`.
    static func text(of number: Double) -> String {
        if number.rounded() == number, abs(number) < 9e15 { return String(Int64(clamping: number)) }
        var text = number.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    private mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    private func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }

    private mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                append("\\u00")
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
