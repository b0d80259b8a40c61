import Foundation

/// What kind of value a filterable field holds, which decides how it may be compared.
public enum FilterFieldKind: String, Sendable, Hashable {
    /// Yes or no: stands alone (`monitored`) or `= true`/`= false`.
    case flag
    /// A number: `=`, `!=`, `<`, `<=`, `>`, `>=`.
    case number
    /// Text: `=`/`!=` ignoring case and accents, `~` contains.
    case text
    /// Several texts (tags): `=` one of them is, `!=` none is, `~` one contains.
    case list
}

/// One field's value on one item.
public enum FilterFieldValue: Sendable, Hashable {
    case flag(Bool)
    case number(Double)
    case text(String)
    case list([String])
}

/// A kind of item a filter runs over (a movie, a series): its fields and their values.
public protocol FilterSubject {
    /// The fields, by the name typed, with their kinds.
    static var filterFields: [String: FilterFieldKind] { get }
    /// The value of `field` (one of ``filterFields``); `tagNames` names tag ids.
    func filterValue(_ field: String, tagNames: [Int: String]) -> FilterFieldValue?
}

/// A filter checked against a kind of item, ready to run.
public struct CompiledFilter<Subject: FilterSubject>: Sendable, Hashable {
    /// The expression.
    public let expression: FilterExpression

    /// Reads `text` and checks every field and comparison against `Subject`'s fields.
    public init(_ text: String) throws(FilterError) {
        let expression = try FilterParser.parse(text)
        try Self.check(expression, in: text)
        self.expression = expression
    }

    /// Checks an expression that was not typed (read from a saved filter).
    public init(checking expression: FilterExpression) throws(FilterError) {
        try Self.check(expression, in: expression.description)
        self.expression = expression
    }

    /// Whether `item` passes.
    public func admits(_ item: Subject, tagNames: [Int: String] = [:]) -> Bool {
        Self.evaluate(expression, item, tagNames)
    }

    private static func check(_ expression: FilterExpression, in text: String) throws(FilterError) {
        let fields = Subject.filterFields
        switch expression {
        case .flag(let name):
            guard let kind = fields[name] else { throw unknown(name, in: text) }
            guard kind == .flag else {
                throw FilterError(
                    message: "“\(name)” is not yes/no: compare it, e.g. \(example(name, kind)).",
                    column: column(of: name, in: text))
            }
        case .compare(let name, let op, let value):
            guard let kind = fields[name] else { throw unknown(name, in: text) }
            let allowed: Bool =
                switch (kind, value) {
                case (.flag, .bool): op == .equal || op == .notEqual
                case (.number, .number): op != .contains
                case (.text, .text), (.text, .number), (.list, .text), (.list, .number):
                    [.equal, .notEqual, .contains].contains(op)
                default: false
                }
            guard allowed else {
                throw FilterError(
                    message: "“\(name)” is \(kind.words): write it like \(example(name, kind)).",
                    column: column(of: name, in: text))
            }
        case .not(let inner): try check(inner, in: text)
        case .and(let left, let right), .or(let left, let right):
            try check(left, in: text)
            try check(right, in: text)
        }
    }

    private static func unknown(_ name: String, in text: String) -> FilterError {
        let known = Subject.filterFields.keys.sorted().joined(separator: ", ")
        let close = Subject.filterFields.keys.first { $0.lowercased() == name.lowercased() }
        let hint = close.map { "Did you mean “\($0)”? " } ?? ""
        return FilterError(
            message: "There is no field “\(name)”. \(hint)Fields: \(known).", column: column(of: name, in: text))
    }

    private static func example(_ name: String, _ kind: FilterFieldKind) -> String {
        switch kind {
        case .flag: "\(name) or not \(name)"
        case .number: "\(name) >= 2020"
        case .text: "\(name) = \"HBO\" or \(name) ~ bluray"
        case .list: "\(name) = kids"
        }
    }

    /// The column of the first whole-word occurrence of `name` in `text`.
    private static func column(of name: String, in text: String) -> Int {
        var search = text.startIndex..<text.endIndex
        while let found = text.range(of: name, range: search) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before?.isLetter ?? false), !(after?.isLetter ?? false) {
                return text.distance(from: text.startIndex, to: found.lowerBound) + 1
            }
            search = found.upperBound..<text.endIndex
        }
        return 1
    }

    private static func evaluate(_ expression: FilterExpression, _ item: Subject, _ tags: [Int: String]) -> Bool {
        switch expression {
        case .flag(let name):
            if case .flag(let value)? = item.filterValue(name, tagNames: tags) { return value }
            return false
        case .compare(let name, let op, let value):
            guard let actual = item.filterValue(name, tagNames: tags) else { return false }
            return compare(actual, op, value)
        case .not(let inner): return !evaluate(inner, item, tags)
        case .and(let left, let right): return evaluate(left, item, tags) && evaluate(right, item, tags)
        case .or(let left, let right): return evaluate(left, item, tags) || evaluate(right, item, tags)
        }
    }

    private static func compare(_ actual: FilterFieldValue, _ op: FilterOperator, _ wanted: FilterValue) -> Bool {
        switch (actual, wanted) {
        case (.flag(let value), .bool(let bool)): return op == .equal ? value == bool : value != bool
        case (.number(let value), .number(let number)):
            switch op {
            case .equal: return value == number
            case .notEqual: return value != number
            case .greater: return value > number
            case .greaterOrEqual: return value >= number
            case .less: return value < number
            case .lessOrEqual: return value <= number
            case .contains: return false
            }
        case (.text(let value), _): return matches([value], op, wanted)
        case (.list(let values), _): return matches(values, op, wanted)
        default: return false
        }
    }

    private static func matches(_ values: [String], _ op: FilterOperator, _ wanted: FilterValue) -> Bool {
        let needle: [UInt8] =
            switch wanted {
            case .text(let text): SearchText.fold(text)
            case .number: SearchText.fold(wanted.description)
            case .bool(let bool): SearchText.fold(bool ? "true" : "false")
            }
        let folded = values.map(SearchText.fold)
        switch op {
        case .equal: return folded.contains(needle)
        case .notEqual: return !folded.contains(needle)
        case .contains:
            return folded.contains { hay in
                hay.withUnsafeBufferPointer { SearchText.contains($0, 0..<$0.count, needle) }
            }
        default: return false
        }
    }
}

extension FilterFieldKind {
    /// "a number", "text", …
    var words: String {
        switch self {
        case .flag: "yes/no"
        case .number: "a number"
        case .text: "text"
        case .list: "a list of tags"
        }
    }
}
