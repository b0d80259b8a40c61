/// A piece of HTML in which everything that came from outside the program is escaped.
///
/// A literal is trusted markup (it is in our source); an interpolated `String` is escaped, so a
/// movie titled `<script>…` or `"><img onerror=…>` is text wherever it lands, in an element or a
/// quoted attribute. Only another `HTML` value goes in unescaped. Why our own builder rather than
/// a template engine: the escaping rule is the type's (a `String` cannot become markup by
/// mistake), the pages are checked by the compiler, and it costs no dependency or build step.
public struct HTML: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The markup.
    public private(set) var markup: String

    /// Trusted markup from a literal.
    public init(stringLiteral value: String) { markup = value }

    /// Markup built from a literal with escaped interpolations.
    public init(stringInterpolation: Interpolation) { markup = stringInterpolation.markup }

    private init(markup: String) { self.markup = markup }

    /// Nothing.
    public static let empty = HTML(markup: "")

    /// `text` as HTML: escaped.
    public static func text(_ text: String) -> HTML { HTML(markup: escape(text)) }

    /// The markup.
    public var description: String { markup }

    /// `pieces` one after another.
    public static func join(_ pieces: some Sequence<HTML>, separator: HTML = .empty) -> HTML {
        HTML(markup: pieces.map(\.markup).joined(separator: separator.markup))
    }

    /// `other` after this.
    public static func + (lhs: HTML, rhs: HTML) -> HTML { HTML(markup: lhs.markup + rhs.markup) }

    /// Appends `other`.
    public static func += (lhs: inout HTML, rhs: HTML) { lhs.markup += rhs.markup }

    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references: safe in an
    /// element's content and in a quoted attribute value.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\u{0}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Builds HTML from a literal: strings are escaped, HTML values are not.
    public struct Interpolation: StringInterpolationProtocol {
        var markup = ""

        /// Reserves room.
        public init(literalCapacity: Int, interpolationCount: Int) {
            markup.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        /// Appends trusted markup from the literal.
        public mutating func appendLiteral(_ literal: String) { markup += literal }

        /// Appends `text`, escaped.
        public mutating func appendInterpolation(_ text: String) { markup += HTML.escape(text) }

        /// Appends a number.
        public mutating func appendInterpolation(_ number: Int) { markup += String(number) }

        /// Appends `html` as it is.
        public mutating func appendInterpolation(_ html: HTML) { markup += html.markup }

        /// Appends each of `pieces`.
        public mutating func appendInterpolation(_ pieces: [HTML]) {
            for piece in pieces { markup += piece.markup }
        }
    }
}
