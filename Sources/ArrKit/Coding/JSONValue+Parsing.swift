import Foundation

extension JSONValue {
    /// Reads JSON text into a value in one pass over its bytes.
    ///
    /// The same values `JSONDecoder` makes of `JSONValue` (tested on real servers' answers),
    /// at a fraction of the cost: `Codable`'s `JSONValue` tries each type in turn and throws
    /// for every miss, which made reading a 5,000-torrent list most of `downloads list`'s time.
    /// A number too large for a `Double` is read as null rather than refusing the answer; more
    /// than `depthLimit` nested arrays and objects are refused (hostile text must not exhaust
    /// the stack).
    public static func parse(_ data: Data, depthLimit: Int = 512) throws(JSONTextError) -> JSONValue {
        let parsed = data.withUnsafeBytes { bytes in
            var parser = JSONTextParser(bytes: bytes, depthLimit: depthLimit)
            return Result { () throws(JSONTextError) in try parser.document() }
        }
        return try parsed.get()
    }
}

/// Why JSON text could not be read, and where.
public struct JSONTextError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public let problem: String
    /// The byte offset where it was found.
    public let offset: Int

    /// A sentence: what was wrong, and where.
    public var description: String { "\(problem) at byte \(offset)" }
}

/// A recursive-descent reader over the bytes of one JSON document.
private struct JSONTextParser {
    let bytes: UnsafeRawBufferPointer
    let depthLimit: Int
    var index = 0

    init(bytes: UnsafeRawBufferPointer, depthLimit: Int) {
        self.bytes = bytes
        self.depthLimit = depthLimit
    }

    mutating func document() throws(JSONTextError) -> JSONValue {
        skipSpace()
        let value = try value(depth: 0)
        skipSpace()
        guard index == bytes.count else { throw failure("text after the JSON value") }
        return value
    }

    private func failure(_ problem: String) -> JSONTextError { JSONTextError(problem: problem, offset: index) }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(JSONTextError) -> JSONValue {
        guard index < bytes.count else { throw failure("the text ended where a value should be") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("an unexpected character")
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONTextError) -> JSONValue {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw failure("the text ended inside \(word)") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
            throw failure("an unexpected word")
        }
        index += count
        return value
    }

    private mutating func object(depth: Int) throws(JSONTextError) -> JSONValue {
        guard depth <= depthLimit else { throw failure("more than \(depthLimit) levels of nesting") }
        index += 1
        var members: [String: JSONValue] = [:]
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure("a member without a name")
            }
            let key = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("a name without “:”") }
            index += 1
            skipSpace()
            members[key] = try value(depth: depth)
            skipSpace()
            guard index < bytes.count else { throw failure("the text ended inside an object") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: throw failure("an object member not followed by “,” or “}”")
            }
        }
    }

    private mutating func array(depth: Int) throws(JSONTextError) -> JSONValue {
        guard depth <= depthLimit else { throw failure("more than \(depthLimit) levels of nesting") }
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipSpace()
            elements.append(try value(depth: depth))
            skipSpace()
            guard index < bytes.count else { throw failure("the text ended inside an array") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw failure("an array element not followed by “,” or “]”")
            }
        }
    }

    /// A string; the opening quote is at `index`.
    private mutating func string() throws(JSONTextError) -> String {
        index += 1
        let start = index
        // Most strings have no escapes: one scan, then one copy.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            index += 1
        }
        // Escapes: find the closing quote, then decode as the field scanner does.
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""):
                let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
                index += 1
                do {
                    return try JSONByteCursor.unescape(raw)
                } catch {
                    throw JSONTextError(problem: "a string with an unknown escape", offset: start)
                }
            default: index += 1
            }
        }
        throw failure("the text ended inside a string")
    }

    /// A number: a whole one of up to 15 digits by arithmetic, any other through the standard
    /// library's reading of its text.
    private mutating func number() throws(JSONTextError) -> JSONValue {
        let start = index
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var whole: Int64 = 0
        var digits = 0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            if digits < 18 { whole = whole * 10 + Int64(bytes[index] - UInt8(ascii: "0")) }
            digits += 1
            index += 1
        }
        guard digits > 0 else { throw failure("a “-” without digits") }
        var plain = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            plain = false
            index += 1
            guard skipDigits() > 0 else { throw failure("a “.” without digits after it") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            plain = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard skipDigits() > 0 else { throw failure("an exponent without digits") }
        }
        if plain, digits <= 15 { return .number(Double(negative ? -whole : whole)) }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { return .null }
        return .number(value)
    }

    private mutating func skipDigits() -> Int {
        var count = 0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            count += 1
            index += 1
        }
        return count
    }
}
