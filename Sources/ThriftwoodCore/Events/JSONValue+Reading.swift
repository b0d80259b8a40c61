import ArrKit
import Foundation

/// Lenient reading of what a server pushed: a field may be missing, null, a number sent as a
/// string (Seerr's template sends every value as one) or a string where a number was expected.
extension JSONValue {
    /// The member at `path` of nested objects, or nil.
    subscript(path first: String, _ rest: String...) -> JSONValue? {
        rest.reduce(self[first]) { value, key in value?[key] }
    }

    /// A non-empty text: a string (trimmed) or a number written plainly.
    var text: String? {
        switch self {
        case .string(let value):
            let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        case .number(let value):
            return value.rounded() == value && abs(value) < 9e15 ? "\(Int64(clamping: value))" : "\(value)"
        case .bool(let value): return value ? "true" : "false"
        case .null, .array, .object: return nil
        }
    }

    /// A whole number: a number without a fraction, or a string holding one.
    var integer: Int? {
        switch self {
        case .number(let value): return Int(exactly: value)
        case .string(let value): return Int(value.trimmingCharacters(in: .whitespaces))
        default: return nil
        }
    }

    /// A yes or no: a boolean, or a string "true"/"false" (any case), or 1/0.
    var flag: Bool? {
        switch self {
        case .bool(let value): return value
        case .string(let value):
            switch value.lowercased() {
            case "true", "1", "yes": return true
            case "false", "0", "no": return false
            default: return nil
            }
        case .number(let value): return value != 0
        default: return nil
        }
    }

    /// The elements of an array; nothing for anything else.
    var elements: [JSONValue] {
        if case .array(let values) = self { return values }
        return []
    }
}
