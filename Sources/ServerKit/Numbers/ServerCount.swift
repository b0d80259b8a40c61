import Foundation

/// A count or size a server sent, whose arithmetic cannot trap: `+`, `-` and `*` stop at the
/// bounds of `Int` instead of ending the process, so a hostile or broken server's number (a
/// failed-query count of `Int.max`) can be added, compared and scaled anywhere, in code written
/// today or later. It has no other operators; reading ``asInt`` is the one way out to `Int`.
public struct ServerCount: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The number as an `Int` (what a formatter or an index takes).
    public var asInt: Int

    /// The count `value`.
    public init(_ value: Int) { asInt = value }

    /// The count `value` (an `Int64` byte count, a `UInt64` from a client), clamped to `Int`'s range.
    public init<Source: BinaryInteger>(_ value: Source) { asInt = Int(clamping: value) }

    /// The count `value`, clamped to `Int`'s range; nil for NaN or infinity.
    public init?(clamping value: Double) {
        guard value.isFinite else { return nil }
        asInt = Int(clamping: value)
    }

    /// A count written in code (`0`, `10`).
    public init(integerLiteral value: Int) { asInt = value }

    /// The number, as written.
    public var description: String { String(asInt) }

    /// No count.
    public static let zero: Self = 0

    /// The count as an `Int64` (what `ByteCountFormatter` and the terminal's widths take).
    public var int64: Int64 { Int64(clamping: asInt) }

    /// The count as a `Double` (for a share or a mean).
    public var double: Double { Double(asInt) }

    /// The sum, stopping at `Int`'s bounds.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.asInt.adding(saturating: rhs.asInt)) }
    /// The difference, stopping at `Int`'s bounds.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.asInt.subtracting(saturating: rhs.asInt)) }
    /// The product, stopping at `Int`'s bounds.
    public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.asInt.multiplied(saturating: rhs.asInt)) }
    /// Adds in place, stopping at `Int`'s bounds.
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    /// Subtracts in place, stopping at `Int`'s bounds.
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    /// The whole quotient, or zero when `rhs` is zero (a server's zero total never traps a share).
    public static func / (lhs: Self, rhs: Self) -> Self {
        guard rhs.asInt != 0 else { return .zero }
        return Self(lhs.asInt.dividedReportingOverflow(by: rhs.asInt).partialValue)
    }
    /// Orders by value.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.asInt < rhs.asInt }
}

extension ServerCount: Codable {
    /// Reads a count leniently: a whole number, a decimal (clamped to `Int`'s range) or a
    /// numeric string, as servers send them.
    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let whole = try? single.decode(Int.self) {
            asInt = whole
        } else if let decimal = try? single.decode(Double.self), let count = Self(clamping: decimal) {
            self = count
        } else if let text = try? single.decode(String.self),
            let whole = Int(text.trimmingCharacters(in: .whitespaces))
        {
            asInt = whole
        } else {
            throw DecodingError.dataCorruptedError(in: single, debugDescription: "not a count")
        }
    }

    /// Writes the count as a whole number.
    public func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(asInt)
    }
}

extension Sequence where Element == ServerCount {
    /// The counts added up, stopping at `Int`'s bounds.
    public func sum() -> ServerCount { reduce(into: ServerCount(0)) { $0 += $1 } }
}

extension Sequence {
    /// `value` of every element added up, stopping at `Int`'s bounds.
    public func sum(of value: (Element) throws -> ServerCount) rethrows -> ServerCount {
        try reduce(into: ServerCount(0)) { $0 += try value($1) }
    }
}

extension Double {
    /// The count as a `Double` (for a share, a mean or a rate; `Double` arithmetic never traps).
    public init(_ count: ServerCount) { self = Double(count.asInt) }
}
