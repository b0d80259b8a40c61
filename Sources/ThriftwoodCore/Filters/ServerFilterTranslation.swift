import ArrKit
import Foundation

/// The server's comparison names and Thriftwood's operators, both ways.
private let serverTypes: [(FilterOperator, String)] = [
    (.equal, "equal"), (.notEqual, "notEqual"), (.greater, "greaterThan"), (.greaterOrEqual, "greaterThanOrEqual"),
    (.less, "lessThan"), (.lessOrEqual, "lessThanOrEqual"), (.contains, "contains"),
]

extension ServerFilterVocabulary {
    // MARK: Thriftwood → server

    /// The server's rows for `expression`: its `and`s become rows; an `or` is allowed only
    /// between values of one field with one comparison (one row with several values), as in
    /// the server's own filter builder. `tags` names the server's tag ids.
    public func conditions(
        for expression: FilterExpression, tags: [Int: String]
    ) throws(ServerFilterProblem) -> [CustomFilterCondition] {
        try Self.conjuncts(expression).map { conjunct throws(ServerFilterProblem) in
            try condition(for: conjunct, tags: tags)
        }
    }

    private static func conjuncts(_ expression: FilterExpression) -> [FilterExpression] {
        if case .and(let left, let right) = expression { return conjuncts(left) + conjuncts(right) }
        return [expression]
    }

    private static func disjuncts(_ expression: FilterExpression) -> [FilterExpression] {
        if case .or(let left, let right) = expression { return disjuncts(left) + disjuncts(right) }
        return [expression]
    }

    /// One row: a comparison, or an `or` of comparisons of one field.
    private func condition(
        for expression: FilterExpression, tags: [Int: String]
    ) throws(ServerFilterProblem) -> CustomFilterCondition {
        var parts: [(field: ServerFilterField, type: String, value: JSONValue)] = []
        for part in Self.disjuncts(expression) {
            parts.append(try comparison(part, tags: tags))
        }
        guard let first = parts.first else { throw ServerFilterProblem("An empty filter cannot be saved.") }
        guard parts.allSatisfy({ $0.field.key == first.field.key && $0.type == first.type }) else {
            throw ServerFilterProblem(
                "\(service)'s saved filters join rows with “and”; “or” works only between values of one field "
                    + "(network = HBO or network = AMC). Save it without “or”, or keep it typed with F.")
        }
        return CustomFilterCondition(key: first.field.key, value: .array(parts.map(\.value)), type: first.type)
    }

    /// A single comparison as the server's key, comparison and one value.
    private func comparison(
        _ expression: FilterExpression, tags: [Int: String]
    ) throws(ServerFilterProblem) -> (field: ServerFilterField, type: String, value: JSONValue) {
        switch expression {
        case .flag(let name):
            return (try field(name), "equal", .bool(true))
        case .not(.flag(let name)):
            return (try field(name), "equal", .bool(false))
        case .not(.compare(let name, let op, let value)):
            guard let opposite = Self.opposite(op) else {
                throw ServerFilterProblem("\(service)'s saved filters have no “not” for “\(op.rawValue)”.")
            }
            if op == .contains { return try serverComparison(name, opposite, value, tags: tags, type: "notContains") }
            return try serverComparison(name, opposite, value, tags: tags, type: nil)
        case .compare(let name, let op, let value):
            return try serverComparison(name, op, value, tags: tags, type: nil)
        case .not:
            throw ServerFilterProblem(
                "\(service)'s saved filters cannot hold “not ( … )” around several conditions; write each "
                    + "condition's opposite instead.")
        case .and, .or:
            throw ServerFilterProblem(
                "\(service)'s saved filters join rows with “and”; “or” works only between values of one field.")
        }
    }

    private func serverComparison(
        _ name: String, _ op: FilterOperator, _ value: FilterValue, tags: [Int: String], type: String?
    ) throws(ServerFilterProblem) -> (field: ServerFilterField, type: String, value: JSONValue) {
        guard let field = fields[name] else { throw missing(name) }
        let serverType = type ?? serverTypes.first { $0.0 == op }?.1 ?? "equal"
        switch (field.kind, value) {
        case (.flag, .bool(let bool)):
            return (field, "equal", .bool(op == .notEqual ? !bool : bool))
        case (.number(let scale), .number(let number)):
            return (field, serverType, .number(number * scale))
        case (.text, .text(let text)):
            return (field, serverType, .string(text))
        case (.text, .number):
            return (field, serverType, .string(value.description))
        case (.tags, .text), (.tags, .number):
            let name = if case .text(let text) = value { text } else { value.description }
            guard let id = tags.first(where: { $0.value.lowercased() == name.lowercased() })?.key else {
                throw ServerFilterProblem("\(service) has no tag “\(name)”.")
            }
            let tagType = op == .notEqual || type == "notContains" ? "notContains" : "contains"
            return (field, tagType, .number(Double(id)))
        default:
            throw ServerFilterProblem("“\(name) \(op.rawValue) \(value)” cannot be saved to \(service).")
        }
    }

    private func field(_ name: String) throws(ServerFilterProblem) -> ServerFilterField {
        guard let field = fields[name] else { throw missing(name) }
        return field
    }

    private func missing(_ name: String) -> ServerFilterProblem {
        ServerFilterProblem(
            "\(service)'s saved filters have no “\(name)” (they can hold: "
                + fields.keys.sorted().joined(separator: ", ") + "). Keep it typed with F.")
    }

    private static func opposite(_ op: FilterOperator) -> FilterOperator? {
        switch op {
        case .equal: .notEqual
        case .notEqual: .equal
        case .greater: .lessOrEqual
        case .greaterOrEqual: .less
        case .less: .greaterOrEqual
        case .lessOrEqual: .greater
        case .contains: .contains
        }
    }

    // MARK: server → Thriftwood

    /// The expression a server filter's rows spell, or why Thriftwood cannot read them (a
    /// field its list does not have, a relative date, an empty row).
    public func expression(
        for conditions: [CustomFilterCondition], tags: [Int: String]
    ) throws(ServerFilterProblem) -> FilterExpression {
        var rows: [FilterExpression] = []
        for condition in conditions {
            rows.append(try expression(for: condition, tags: tags))
        }
        guard let first = rows.first else { throw ServerFilterProblem("It has no conditions.") }
        return rows.dropFirst().reduce(first) { .and($0, $1) }
    }

    private func expression(
        for condition: CustomFilterCondition, tags: [Int: String]
    ) throws(ServerFilterProblem) -> FilterExpression {
        guard let field = field(forKey: condition.key) else {
            throw ServerFilterProblem("It uses “\(condition.key)”, which Thriftwood's list cannot filter on.")
        }
        let values: [JSONValue] = if case .array(let items) = condition.value { items } else { [condition.value] }
        var alternatives: [FilterExpression] = []
        for value in values {
            alternatives.append(try expression(field, condition.type, value, tags: tags))
        }
        guard let first = alternatives.first else {
            throw ServerFilterProblem("Its “\(condition.key)” row has no value.")
        }
        // A row's values match any of them, except for “not” comparisons, which must all hold.
        let negative = ["notEqual", "notContains"].contains(condition.type)
        return alternatives.dropFirst().reduce(first) { negative ? .and($0, $1) : .or($0, $1) }
    }

    private func expression(
        _ field: ServerFilterField, _ type: String, _ value: JSONValue, tags: [Int: String]
    ) throws(ServerFilterProblem) -> FilterExpression {
        let unreadable = ServerFilterProblem(
            "Its “\(field.key)” row (\(type)) is one Thriftwood cannot read; it is left as it is on \(service).")
        switch (field.kind, value) {
        case (.flag, .bool(let bool)):
            guard type == "equal" || type == "notEqual" else { throw unreadable }
            return bool == (type == "equal") ? .flag(field.field) : .not(.flag(field.field))
        case (.number(let scale), .number(let number)):
            guard let op = serverTypes.first(where: { $0.1 == type })?.0, op != .contains else { throw unreadable }
            return .compare(field.field, op, .number(number / scale))
        case (.text, .string(let text)):
            if type == "notContains" { return .not(.compare(field.field, .contains, .text(text))) }
            guard let op = serverTypes.first(where: { $0.1 == type })?.0,
                [.equal, .notEqual, .contains].contains(op)
            else { throw unreadable }
            return .compare(field.field, op, .text(text))
        case (.tags, .number(let number)):
            // A tag id is a whole number; anything else a server stores is unreadable, never a trap.
            guard number.isFinite, number == number.rounded(), abs(number) < 1e15 else { throw unreadable }
            let id = Int(clamping: number)
            let name = tags[id] ?? String(id)
            switch type {
            case "contains", "equal": return .compare(field.field, .equal, .text(name))
            case "notContains", "notEqual": return .compare(field.field, .notEqual, .text(name))
            default: throw unreadable
            }
        default:
            throw unreadable
        }
    }
}
