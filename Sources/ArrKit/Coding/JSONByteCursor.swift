import Foundation

/// A forward-only reader over JSON bytes: just enough to pull known fields out of a
/// service's objects and skip everything else, without building intermediate values.
///
/// Any malformed input throws ``Malformed``; callers then fall back to `JSONDecoder`, which
/// reports the error precisely.
package struct JSONByteCursor {
    /// The input is not well-formed JSON of the expected shape.
    package struct Malformed: Error {
        package init() {}
    }

    package let bytes: UnsafeRawBufferPointer
    package var index: Int
    package let end: Int

    package init(_ bytes: UnsafeRawBufferPointer, range: Range<Int>) {
        self.bytes = bytes
        index = range.lowerBound
        end = range.upperBound
    }

    package mutating func skipSpace() {
        while index < end {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    /// The next non-space byte, not consumed.
    package mutating func peek() throws -> UInt8 {
        skipSpace()
        guard index < end else { throw Malformed() }
        return bytes[index]
    }

    package mutating func expect(_ byte: UInt8) throws {
        guard try peek() == byte else { throw Malformed() }
        index += 1
    }

    /// Consumes `byte` if it is next.
    package mutating func consume(_ byte: UInt8) throws -> Bool {
        guard try peek() == byte else { return false }
        index += 1
        return true
    }

    /// Iterates the members of an object, calling `body` with each key's bytes; `body` must
    /// consume the value.
    package mutating func object(_ body: (inout JSONByteCursor, UnsafeRawBufferPointer) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        if try consume(UInt8(ascii: "}")) { return }
        repeat {
            let key = try rawString()
            try expect(UInt8(ascii: ":"))
            try body(&self, key)
        } while try consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"))
    }

    /// Iterates the elements of an array (`null` is an empty one), calling `body` for each;
    /// `body` must consume the element.
    package mutating func array(_ body: (inout JSONByteCursor) throws -> Void) throws {
        if try peek() == UInt8(ascii: "n") { return try literal("null") }
        try expect(UInt8(ascii: "["))
        if try consume(UInt8(ascii: "]")) { return }
        repeat {
            try body(&self)
        } while try consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"))
    }

    /// Whether the next value is `null` (consumed if so).
    package mutating func null() throws -> Bool {
        guard try peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    /// A string's bytes between the quotes, for keys (Radarr's keys have no escapes).
    package mutating func rawString() throws -> UnsafeRawBufferPointer {
        try expect(UInt8(ascii: "\""))
        let start = index
        guard let quote = JSONStringEnd.closingQuote(in: bytes, from: start, end: end) else { throw Malformed() }
        index = quote + 1
        return UnsafeRawBufferPointer(rebasing: bytes[start..<quote])
    }

    /// A timestamp string (``ArrDate``) read from its bytes, no `String` made; nil for `null`.
    /// Anything else is malformed.
    package mutating func timestamp() throws -> Date? {
        if try peek() == UInt8(ascii: "n") {
            try literal("null")
            return nil
        }
        let raw = try rawString()
        let date = raw.contains(UInt8(ascii: "\\")) ? ArrDate.parse(try Self.unescape(raw)) : ArrDate.parse(bytes: raw)
        guard let date else { throw Malformed() }
        return date
    }

    /// A string value, escapes decoded; nil for `null`.
    package mutating func string() throws -> String? {
        if try peek() == UInt8(ascii: "n") {
            try literal("null")
            return nil
        }
        try expect(UInt8(ascii: "\""))
        let start = index
        guard let quote = JSONStringEnd.closingQuote(in: bytes, from: start, end: end) else { throw Malformed() }
        let slice = UnsafeRawBufferPointer(rebasing: bytes[start..<quote])
        index = quote + 1
        let escaped = slice.contains(UInt8(ascii: "\\"))
        return escaped ? try Self.unescape(slice) : String(decoding: slice, as: UTF8.self)
    }

    /// A number as a Double; nil for `null`.
    package mutating func number() throws -> Double? {
        let first = try peek()
        if first == UInt8(ascii: "n") {
            try literal("null")
            return nil
        }
        let start = index
        while index < end {
            let byte = bytes[index]
            guard
                (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2B || byte == 0x2E || byte == 0x65
                    || byte == 0x45
            else { break }
            index += 1
        }
        guard index > start else { throw Malformed() }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text) else { throw Malformed() }
        return value
    }

    /// An integer; nil for `null`; a fractional value is malformed.
    package mutating func integer() throws -> Int64? {
        let first = try peek()
        if first == UInt8(ascii: "n") {
            try literal("null")
            return nil
        }
        var negative = false
        if first == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var value: Int64 = 0
        let start = index
        while index < end, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = product.addingReportingOverflow(Int64(bytes[index] - 0x30))
            guard !overflow, !carry else { throw Malformed() }
            value = sum
            index += 1
        }
        guard index > start else { throw Malformed() }
        if index < end,
            bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "e")
                || bytes[index] == UInt8(ascii: "E")
        {
            throw Malformed()
        }
        return negative ? -value : value
    }

    /// A boolean; nil for `null`.
    package mutating func bool() throws -> Bool? {
        switch try peek() {
        case UInt8(ascii: "t"):
            try literal("true")
            return true
        case UInt8(ascii: "f"):
            try literal("false")
            return false
        case UInt8(ascii: "n"):
            try literal("null")
            return nil
        default:
            throw Malformed()
        }
    }

    package mutating func literal(_ word: StaticString) throws {
        skipSpace()
        let count = word.utf8CodeUnitCount
        guard index + count <= end else { throw Malformed() }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw Malformed() }
        index += count
    }

    /// Skips any value, nested objects and arrays included.
    package mutating func skipValue() throws {
        switch try peek() {
        case UInt8(ascii: "\""):
            _ = try rawString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while index < end {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") {
                    guard let quote = JSONStringEnd.closingQuote(in: bytes, from: index, end: end) else {
                        throw Malformed()
                    }
                    index = quote + 1
                } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    depth -= 1
                    if depth == 0 { return }
                }
            }
            throw Malformed()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: _ = try number()
        }
    }

    /// Decodes JSON string escapes, surrogate pairs included.
    package static func unescape(_ raw: UnsafeRawBufferPointer) throws -> String {
        var scalars = String.UnicodeScalarView()
        var bytes: [UInt8] = []
        var index = 0
        func flush() {
            if !bytes.isEmpty {
                scalars.append(contentsOf: String(decoding: bytes, as: UTF8.self).unicodeScalars)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        func hex4() throws -> UInt32 {
            guard index + 4 < raw.count else { throw Malformed() }
            var value: UInt32 = 0
            for offset in 1...4 {
                let byte = raw[index + offset]
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x37
                case 0x61...0x66: digit = byte - 0x57
                default: throw Malformed()
                }
                value = value * 16 + UInt32(digit)
            }
            index += 4
            return value
        }
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < raw.count else { throw Malformed() }
            switch raw[index] {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): bytes.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code), index + 2 < raw.count, raw[index + 1] == UInt8(ascii: "\\"),
                    raw[index + 2] == UInt8(ascii: "u")
                {
                    let resume = index
                    index += 2
                    let low = try hex4()
                    if (0xDC00...0xDFFF).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        index = resume  // not a pair: the high half alone is U+FFFD, the next escape read as itself
                    }
                }
                flush()
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default: throw Malformed()
            }
            index += 1
        }
        flush()
        return String(scalars)
    }
}
