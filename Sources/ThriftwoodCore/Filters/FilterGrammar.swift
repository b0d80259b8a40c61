import Foundation
import Parsing

/// Why a filter could not be read or used, pointing at the word.
public struct FilterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in the user's words.
    public let message: String
    /// The column (from 1) of the word it is about.
    public let column: Int

    /// "Column 6: …".
    public var description: String { "Column \(column): \(message)" }
}

/// Reads filter expressions with swift-parsing: `or` of `and`s of `not`s of comparisons,
/// parentheses, and bare yes/no fields.
public enum FilterParser {
    /// The longest filter read, in characters.
    public static let maxLength = 1_000
    /// How deeply `not`s and parentheses may nest.
    public static let maxDepth = 64

    /// The expression `text` spells.
    ///
    /// Nesting and length are bounded: the parser and everything that walks an expression
    /// recurse, and 10,000 parentheses used to overflow the stack.
    public static func parse(_ text: String) throws(FilterError) -> FilterExpression {
        guard text.count <= maxLength else {
            throw FilterError(
                message: "A filter can be at most \(maxLength) characters long; this one has \(text.count).",
                column: maxLength + 1)
        }
        let notes = ParseNotes()
        var input = text[...]
        let expression: FilterExpression
        do {
            try Spaces().parse(&input)
            expression = try OrExpression(notes: notes).parse(&input)
            try Spaces().parse(&input)
        } catch {
            if let tooDeep = notes.tooDeep { throw tooDeep }
            if let problem = notes.problem { throw problem }
            let rest = input.trimmingCharacters(in: .whitespaces)
            if rest.isEmpty {
                throw FilterError(
                    message: "Type a filter, e.g. monitored and year >= 2020.", column: column(of: input, in: text))
            }
            throw FilterError(
                message: "Expected a field, “not” or “(” at “\(rest.prefix(20))”.", column: column(of: input, in: text))
        }
        if let tooDeep = notes.tooDeep { throw tooDeep }
        guard input.isEmpty else {
            if let problem = notes.problem { throw problem }
            throw FilterError(
                message: "Unexpected “\(input.prefix(20))”: join conditions with “and” or “or”.",
                column: column(of: input, in: text))
        }
        return expression
    }

    /// The column (from 1) where `rest` starts in `text`.
    static func column(of rest: Substring, in text: String) -> Int {
        text.distance(from: text.startIndex, to: rest.startIndex) + 1
    }
}

/// What parsing learned on the way: the first field missing its value, and how deep it is.
final class ParseNotes {
    var problem: FilterError?
    /// Set once nesting passes `FilterParser.maxDepth`; wins over every other message.
    var tooDeep: FilterError?
    var depth = 0

    /// Enters one level of `not` or parentheses at `input`; past the limit, notes where and fails.
    func descend(at input: Substring) throws {
        depth += 1
        // The outermost operand enters too: a condition inside 64 `not`s or parentheses is at 65.
        guard depth <= FilterParser.maxDepth + 1 else {
            depth -= 1
            let problem =
                tooDeep
                ?? FilterError(
                    message: "Conditions nest at most \(FilterParser.maxDepth) deep (with “not” and parentheses).",
                    column: FilterParser.column(of: input, in: String(input.base)))
            tooDeep = problem
            throw problem
        }
    }

    /// Leaves the level `descend` entered.
    func ascend() { depth -= 1 }
}

/// `a or b or c`, folded from the left.
struct OrExpression: Parser {
    let notes: ParseNotes

    var body: some Parser<Substring, FilterExpression> {
        Chain(word: "or", operand: AndExpression(notes: notes), combine: FilterExpression.or)
    }
}

/// `a and b and c`, folded from the left.
struct AndExpression: Parser {
    let notes: ParseNotes

    var body: some Parser<Substring, FilterExpression> {
        Chain(word: "and", operand: NotExpression(notes: notes), combine: FilterExpression.and)
    }
}

/// Operands joined by a keyword, folded from the left with `combine`.
struct Chain<Operand: Parser<Substring, FilterExpression>>: Parser {
    let word: String
    let operand: Operand
    let combine: (FilterExpression, FilterExpression) -> FilterExpression

    var body: some Parser<Substring, FilterExpression> {
        Parse {
            operand
            Many {
                Keyword(word: word)
                operand
            }
        }
        .map { first, rest in rest.reduce(first, combine) }
    }
}

/// `not x`, or an atom.
struct NotExpression: Parser {
    let notes: ParseNotes

    func parse(_ input: inout Substring) throws -> FilterExpression {
        try notes.descend(at: input)
        defer { notes.ascend() }
        return try body.parse(&input)
    }

    var body: some Parser<Substring, FilterExpression> {
        OneOf {
            Parse {
                "not"
                WordEnd()
                NotExpression(notes: notes)
            }
            .map(FilterExpression.not)
            Atom(notes: notes)
        }
    }
}

/// A parenthesised expression or a comparison.
struct Atom: Parser {
    let notes: ParseNotes

    var body: some Parser<Substring, FilterExpression> {
        OneOf {
            Parse {
                "("
                Whitespace()
                OrExpression(notes: notes)
                Whitespace()
                ")"
            }
            Comparison(notes: notes)
        }
    }
}

/// `field op value`, or a bare `field`.
struct Comparison: Parser {
    let notes: ParseNotes

    func parse(_ input: inout Substring) throws -> FilterExpression {
        let start = input
        let name = try Identifier().parse(&input)
        let afterName = input
        let op: FilterOperator
        do {
            op = try Parse(input: Substring.self) {
                Spaces()
                Operator()
                Spaces()
            }
            .parse(&input)
        } catch {
            input = afterName
            return .flag(name)
        }
        do {
            return .compare(name, op, try ValueParser().parse(&input))
        } catch {
            // The caret goes under what stands where the value should be (or the end).
            if notes.problem == nil {
                let found = input.prefix { !$0.isWhitespace }
                notes.problem = FilterError(
                    message: found.isEmpty
                        ? "“\(name) \(op.rawValue)” needs a value after “\(op.rawValue)”, e.g. 2020 or \"HBO\"."
                        : "“\(found)” after “\(name) \(op.rawValue)” is not a value: write a number or text, e.g. 2020 or \"HBO\".",
                    column: FilterParser.column(of: input, in: String(start.base)))
            }
            throw error
        }
    }
}

/// A field's name: a letter, then letters and digits; never a keyword.
struct Identifier: Parser {
    func parse(_ input: inout Substring) throws -> String {
        let start = input
        let word = try Prefix(1...) { (character: Character) in character.isLetter || character.isNumber }.parse(&input)
        guard let first = word.first, first.isLetter, !["and", "or", "not"].contains(word.lowercased()) else {
            input = start
            throw FilterError(message: "Expected a field.", column: 0)
        }
        return String(word)
    }
}

/// A keyword between conditions, with space (or a parenthesis) on both sides.
struct Keyword: Parser {
    let word: String

    func parse(_ input: inout Substring) throws {
        let start = input
        do {
            try Parse(input: Substring.self) { Whitespace(1...) }.parse(&input)
            try StartsWith(word[...]).parse(&input)
            try WordEnd().parse(&input)
        } catch {
            input = start
            throw error
        }
    }
}

/// Any run of spaces, none included.
struct Spaces: Parser {
    var body: some Parser<Substring, Void> {
        Parse(input: Substring.self) { Whitespace() }
    }
}

/// The end of a keyword: space, or an opening parenthesis next.
struct WordEnd: Parser {
    var body: some Parser<Substring, Void> {
        OneOf {
            Whitespace(1...)
            Peek { "(" }
        }
    }
}

/// A comparison operator, the longest first.
struct Operator: Parser {
    var body: some Parser<Substring, FilterOperator> {
        OneOf {
            ">=".map { FilterOperator.greaterOrEqual }
            "<=".map { FilterOperator.lessOrEqual }
            "!=".map { FilterOperator.notEqual }
            "=".map { FilterOperator.equal }
            ">".map { FilterOperator.greater }
            "<".map { FilterOperator.less }
            "~".map { FilterOperator.contains }
        }
    }
}

/// A quoted text, a number, `true`/`false`, or a bare word (`HBO`, `Bluray-2160p`).
struct ValueParser: Parser {
    var body: some Parser<Substring, FilterValue> {
        OneOf {
            Parse {
                "\""
                Prefix { $0 != "\"" }
                "\""
            }
            .map { FilterValue.text(String($0)) }
            Prefix(1...) { (character: Character) in
                character.isLetter || character.isNumber || "-_.:+/".contains(character)
            }
            .map { word -> FilterValue in
                if word == "true" { return .bool(true) }
                if word == "false" { return .bool(false) }
                if let number = Double(String(word)), number.isFinite { return .number(number) }
                return .text(String(word))
            }
        }
    }
}
