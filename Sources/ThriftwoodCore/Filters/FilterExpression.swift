import Foundation

/// A filter a person types over a list's fields: `monitored and not hasFile and year >= 2020`,
/// `quality = "Bluray-2160p"`, `tag = kids`, `network = HBO`.
public indirect enum FilterExpression: Hashable, Sendable, CustomStringConvertible {
    /// A yes/no field on its own: `monitored`.
    case flag(String)
    /// A field compared with a value: `year >= 2020`.
    case compare(String, FilterOperator, FilterValue)
    /// The opposite: `not hasFile`.
    case not(FilterExpression)
    /// Both: `a and b` (binds tighter than `or`).
    case and(FilterExpression, FilterExpression)
    /// Either: `a or b`.
    case or(FilterExpression, FilterExpression)

    /// The expression as text that parses back to it, with parentheses only where needed.
    public var description: String { printed(level: 0) }

    /// 0: an `or` may stand bare; 1: an `and`; 2: only a `not` or an atom.
    private func printed(level: Int) -> String {
        switch self {
        case .flag(let field): return field
        case .compare(let field, let op, let value): return "\(field) \(op.rawValue) \(value)"
        case .not(let inner): return "not " + inner.printed(level: 2)
        case .and(let left, let right):
            let text = left.printed(level: 1) + " and " + right.printed(level: 2)
            return level > 1 ? "(\(text))" : text
        case .or(let left, let right):
            let text = left.printed(level: 0) + " or " + right.printed(level: 1)
            return level > 0 ? "(\(text))" : text
        }
    }

    /// Every field the expression names, in order.
    public var fields: [String] {
        switch self {
        case .flag(let field), .compare(let field, _, _): [field]
        case .not(let inner): inner.fields
        case .and(let left, let right), .or(let left, let right): left.fields + right.fields
        }
    }
}

/// How a field is compared with a value.
public enum FilterOperator: String, Hashable, Sendable, CaseIterable {
    case equal = "="
    case notEqual = "!="
    case greaterOrEqual = ">="
    case lessOrEqual = "<="
    case greater = ">"
    case less = "<"
    /// Text contains the value, ignoring case and accents.
    case contains = "~"
}

/// The value a field is compared with.
public enum FilterValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case text(String)
    case bool(Bool)

    /// The value as typed: numbers plain, text quoted, `true`/`false`.
    public var description: String {
        switch self {
        case .number(let number):
            number == number.rounded() && abs(number) < 1e15 ? String(Int64(clamping: number)) : String(number)
        case .text(let text): "\"\(text)\""
        case .bool(let bool): bool ? "true" : "false"
        }
    }
}
