import Foundation
import PropertyBased
import RadarrAPI
import SonarrAPI
import Testing

@testable import ThriftwoodCore

@Suite("Filter expressions: reading, checking and running them")
struct FilterExpressionTests {
    @Test("and binds tighter than or, not applies to the next condition, parentheses group")
    func precedence() throws {
        let parsed = try FilterParser.parse("monitored and not hasFile or year >= 2020")
        #expect(
            parsed
                == .or(
                    .and(.flag("monitored"), .not(.flag("hasFile"))), .compare("year", .greaterOrEqual, .number(2020))))
        let grouped = try FilterParser.parse("monitored and (not hasFile or year>=2020)")
        #expect(
            grouped
                == .and(
                    .flag("monitored"), .or(.not(.flag("hasFile")), .compare("year", .greaterOrEqual, .number(2020)))))
        #expect(
            try FilterParser.parse(#"quality = "Bluray-2160p""#) == .compare("quality", .equal, .text("Bluray-2160p")))
        #expect(try FilterParser.parse("network = HBO") == .compare("network", .equal, .text("HBO")))
        #expect(try FilterParser.parse("notes") == .flag("notes"))
        #expect(try FilterParser.parse("order") == .flag("order"))
    }

    @Test("errors say what is wrong and point at the word")
    func errors() {
        // The caret stands where the value should be: the end here, the stray ">=" below.
        #expect(throws: FilterError(message: "“year >=” needs a value after “>=”, e.g. 2020 or \"HBO\".", column: 22)) {
            try FilterParser.parse("monitored and year >=")
        }
        #expect(
            throws: FilterError(
                message: "“>=” after “year >” is not a value: write a number or text, e.g. 2020 or \"HBO\".", column: 7)
        ) {
            try FilterParser.parse("year >>= 2020")
        }
        #expect(throws: FilterError.self) { try FilterParser.parse("") }
        #expect(throws: FilterError.self) { try FilterParser.parse("monitored hasFile") }
        #expect(throws: FilterError.self) { try FilterParser.parse("(monitored") }
        #expect(throws: FilterError.self) { try FilterParser.parse("monitored and") }
        do {
            _ = try CompiledFilter<MovieSummary>("monitored and yeer >= 2020")
            Issue.record("an unknown field must be refused")
        } catch {
            #expect(error.column == 15)
            #expect(error.message.hasPrefix("There is no field “yeer”."))
        }
        do {
            _ = try CompiledFilter<MovieSummary>("year ~ 2020")
            Issue.record("contains on a number must be refused")
        } catch {
            #expect(error.message == "“year” is a number: write it like year >= 2020.")
        }
        #expect(throws: FilterError.self) { try CompiledFilter<Series>("network") }
    }

    @Test("deep nesting is refused with the column where it passes the limit, never overflowing the stack")
    func nestingIsBounded() {
        let tooDeep = "Conditions nest at most 64 deep (with “not” and parentheses)."
        #expect(throws: FilterError(message: tooDeep, column: 66)) {
            try FilterParser.parse(
                String(repeating: "(", count: 100) + "monitored" + String(repeating: ")", count: 100))
        }
        #expect(throws: FilterError(message: tooDeep, column: 261)) {
            try FilterParser.parse(String(repeating: "not ", count: 70) + "monitored")
        }
        #expect(throws: FilterError(message: tooDeep, column: 66)) {
            try FilterParser.parse(String(repeating: "(", count: 65) + "monitored" + String(repeating: ")", count: 65))
        }
        // Exactly 64 levels, as the message says, are read: 64 parentheses, 64 nots (cancelling in pairs).
        #expect(
            (try? FilterParser.parse(String(repeating: "(", count: 64) + "year > 1" + String(repeating: ")", count: 64)))
                != nil)
        let deepest = String(repeating: "not ", count: 64) + "monitored"
        #expect((try? FilterParser.parse(deepest)) != nil)
        #expect(throws: Never.self) { try CompiledFilter<MovieSummary>(deepest) }
    }

    @Test("a filter longer than 1,000 characters is refused before it is read: 10,000 parentheses, 20,000 nots")
    func lengthIsBounded() {
        for text in [
            String(repeating: "(", count: 10_000) + "monitored" + String(repeating: ")", count: 10_000),
            String(repeating: "not ", count: 20_000) + "monitored",
        ] {
            #expect(
                throws: FilterError(
                    message: "A filter can be at most 1000 characters long; this one has \(text.count).", column: 1001)
            ) {
                try FilterParser.parse(text)
            }
        }
        // Shown as the words around the column, with the caret under the right character.
        let long = String(repeating: "monitored and ", count: 100) + "yeer > 1"
        do {
            _ = try CompiledFilter<MovieSummary>(long)
        } catch {
            let shown = error.excerpt(of: long, width: 40)
            #expect(shown.text.count <= 40)
            #expect(shown.text.hasPrefix("…"))
            #expect(error.column == 1001)
            #expect(Array(shown.text)[shown.caret] == Array(long)[1000])
        }
        let short = FilterError(message: "x", column: 15).excerpt(of: "monitored and yeer", width: 80)
        #expect(short.text == "monitored and yeer" && short.caret == 14)
        // The longest chain that fits still reads, runs and prints.
        let chain = Array(repeating: "monitored", count: 71).joined(separator: " and ")
        #expect(chain.count <= 1_000)
        #expect(throws: Never.self) {
            let filter = try CompiledFilter<MovieSummary>(chain)
            let movie = Movie(id: 1, title: "Alien", year: 1979, tmdbId: 348, qualityProfileId: 1, monitored: true)
            if let summary = MovieSummary(movie) { #expect(filter.admits(summary)) }
        }
        #expect((try? FilterParser.parse(chain))?.description.isEmpty == false)
    }

    @Test("a filter runs over movies and series with their own fields, ignoring case and accents")
    func evaluation() throws {
        var movie = try #require(
            MovieSummary(Movie(id: 1, title: "Amélie", year: 2001, tmdbId: 194, qualityProfileId: 1, monitored: true)))
        movie.quality = "Bluray-1080p"
        let filter = try CompiledFilter<MovieSummary>(#"monitored and not hasFile and year >= 2000 and title ~ amelie"#)
        #expect(filter.admits(movie))
        #expect(try CompiledFilter<MovieSummary>(#"quality = "bluray-1080P""#).admits(movie))
        #expect(!(try CompiledFilter<MovieSummary>("year < 2000 or hasFile").admits(movie)))
        var series = Series(id: 3, title: "The Wire", year: 2002)
        series.network = "HBO"
        series.tags = [1]
        let tags = [1: "kids"]
        #expect(try CompiledFilter<Series>("network = hbo and tag = kids").admits(series, tagNames: tags))
        #expect(!(try CompiledFilter<Series>("tag != kids").admits(series, tagNames: tags)))
    }

    @Test("printing and reading back gives the same expression, for any expression")
    func roundTrip() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...9_999).array(of: 1...30)) { numbers in
            var source = numbers.makeIterator()
            let expression = Self.expression(from: &source, depth: 0)
            let printed = expression.description
            #expect((try? FilterParser.parse(printed)) == expression, "\(printed)")
        }
    }

    @Test("reading never traps, whatever is typed")
    func neverTraps() async {
        let pieces = Gen.element(of: [
            "monitored", " and ", " or ", "not ", "(", ")", "year", ">=", "=", "!=", "~", "<", "\"", "HBO", "2020", "-",
            " ", "é", "🎬", "\"a b\"", "true", "..", "1e999", "nan",
        ])
        await propertyCheck(count: 800, input: pieces.compactMap { $0 }.array(of: 0...14)) { parts in
            let text = parts.joined()
            if let parsed = try? FilterParser.parse(text) {
                #expect((try? FilterParser.parse(parsed.description)) == parsed, "\(text)")
            }
        }
    }

    /// An expression built from a stream of numbers (so the property library can shrink it).
    static func expression(from source: inout IndexingIterator<[Int]>, depth: Int) -> FilterExpression {
        let pick = source.next() ?? 0
        let fields = ["monitored", "year", "network", "hasFile", "quality", "sizeGB"]
        let field = fields[pick % fields.count]
        switch depth > 3 ? pick % 2 : pick % 5 {
        case 0: return .flag(field)
        case 1:
            let op = FilterOperator.allCases[(pick / 7) % FilterOperator.allCases.count]
            let values: [FilterValue] = [
                .number(Double(pick % 3000)), .number(Double(pick % 100) / 4), .text("HBO"), .text("a b-c"),
                .bool(pick % 2 == 0), .number(-Double(pick % 50)),
            ]
            return .compare(field, op, values[(pick / 3) % values.count])
        case 2: return .not(expression(from: &source, depth: depth + 1))
        case 3: return .and(expression(from: &source, depth: depth + 1), expression(from: &source, depth: depth + 1))
        default: return .or(expression(from: &source, depth: depth + 1), expression(from: &source, depth: depth + 1))
        }
    }
}
