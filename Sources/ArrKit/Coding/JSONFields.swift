import Foundation
import ServerKit

/// Lenient readers for a service's JSON (download clients, Seerr): numbers that arrive as strings ("1.95"),
/// strings that arrive as numbers, flags as 0/1 or "True", and nulls everywhere. A field that
/// cannot be read is nil; it never costs the record.
extension JSONValue {
    /// The value as text: strings as they are, numbers without a needless fraction.
    public var text: String? {
        switch self {
        case .string(let value): value
        case .number(let value):
            value.rounded() == value && abs(value) < 9e15 ? String(Int64(clamping: value)) : String(value)
        case .bool(let value): value ? "true" : "false"
        default: nil
        }
    }

    /// The value as a number: numbers, and strings that hold one ("1.95", " 12 ").
    public var double: Double? {
        switch self {
        case .number(let value): value.isFinite ? value : nil
        case .string(let value):
            Double(value.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
        case .bool(let value): value ? 1 : 0
        default: nil
        }
    }

    /// The value as a whole number, clamped (never traps on a huge or odd number).
    public var int64: Int64? { double.map { Int64(clamping: $0.rounded(.towardZero)) } }

    /// The value as a server's count or size, clamped; its arithmetic cannot trap.
    public var serverCount: ServerCount? { int64.map { ServerCount($0) } }

    /// The value as a flag: true/false, 1/0, "True"/"False", "1"/"0".
    public var flag: Bool? {
        switch self {
        case .bool(let value): value
        case .number(let value): value != 0
        case .string(let value):
            switch value.lowercased() {
            case "true", "1", "yes": true
            case "false", "0", "no", "": false
            default: nil
            }
        default: nil
        }
    }

    /// The elements of an array, or nil.
    public var elements: [JSONValue]? {
        guard case .array(let values) = self else { return nil }
        return values
    }

    /// A member as text, or nil when it is missing, null, empty or the string `"None"` (what a
    /// Python server such as Tautulli sends for nothing).
    public func present(_ key: String) -> String? {
        guard let text = nonEmpty(key), text != "None" else { return nil }
        return text
    }

    /// A member as a number (numbers and numeric strings); nil when missing, empty, `"None"` or odd.
    public func number(_ key: String) -> Double? { present(key) == nil ? nil : self[key]?.double }

    /// A non-empty text member, trimmed.
    public func nonEmpty(_ key: String) -> String? {
        guard let value = self[key]?.text?.trimmingSpacesAndTabs(), !value.isEmpty else { return nil }
        return value
    }
}
