/// A value captured from, or printed into, one URL path segment.
public enum RouteValue: Hashable, Sendable {
    /// A whole number, e.g. a movie id.
    case int(Int)
    /// Free text, percent-encoded in the URL.
    case string(String)
}

/// The kind of value a pattern's capture segment holds.
public enum RouteValueKind: Hashable, Sendable, CustomStringConvertible {
    /// A whole number.
    case int
    /// Free text.
    case string

    /// What the kind expects, for error messages.
    public var description: String {
        switch self {
        case .int: "a whole number"
        case .string: "text"
        }
    }

    func value(from segment: String) -> RouteValue? {
        switch self {
        case .int: Int(segment).map(RouteValue.int)
        case .string: segment.isEmpty ? nil : .string(segment)
        }
    }

    /// Whether a segment looks like this kind even if it did not convert (e.g. an overflowing number).
    func resembles(_ segment: String) -> Bool {
        switch self {
        case .int:
            let digits = segment.hasPrefix("-") ? segment.dropFirst() : Substring(segment)
            return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
        case .string: return true
        }
    }
}
