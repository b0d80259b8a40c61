import ArrKit
import Foundation
import Testing

@Suite("Reading JSON text into values in one pass")
struct JSONTextParsingTests {
    /// Every recorded answer kept beside the test suites (real servers' and the demos').
    static func recordedAnswers() throws -> [URL] {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let walker = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        return (walker?.allObjects ?? []).compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
    }

    @Test("every recorded answer in the test fixtures reads to the same value as JSONDecoder makes of it")
    func sameAsFoundation() throws {
        var compared = 0
        for file in try Self.recordedAnswers() {
            let data = ArrJSON.repaired(try Data(contentsOf: file))
            guard let expected = try? JSONDecoder().decode(JSONValue.self, from: data) else { continue }
            #expect(try JSONValue.parse(data) == expected, "\(file.lastPathComponent)")
            compared += 1
        }
        #expect(compared > 200)
    }

    @Test("every recorded answer is written back byte for byte as JSONEncoder pretty-prints it with sorted keys")
    func writtenAsFoundation() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var compared = 0
        var values: [JSONValue] = [
            .array([]), .object([:]), .array([.object([:]), .array([])]),
            .string("tab\tquote\"back\\slash/\u{01}\u{1F}é🎬"),
            .object(["b": .number(1), "B": .number(2), "a": .number(0.5), "_": .number(-1e-7), "ä": .number(1e300)]),
            .number(1.2345678901234568e17), .number(0.1), .number(-0.0), .bool(false), .null,
        ]
        for file in try Self.recordedAnswers() {
            if let value = try? JSONValue.parse(ArrJSON.repaired(try Data(contentsOf: file))) { values.append(value) }
        }
        for value in values {
            let expected = String(decoding: try encoder.encode(value), as: UTF8.self)
            let written = String(decoding: value.prettyPrinted(), as: UTF8.self)
            if written != expected {
                let at = zip(written, expected).prefix { $0 == $1 }.count
                Issue.record(
                    "differs at \(at): \(written.dropFirst(max(0, at - 40)).prefix(80)) | \(expected.dropFirst(max(0, at - 40)).prefix(80))"
                )
            }
            compared += 1
        }
        #expect(compared > 200)
    }

    @Test(
        "escapes and surrogate pairs read as Foundation reads them; a lone surrogate becomes U+FFFD instead of losing the answer"
    )
    func escapes() throws {
        let paired = #"["a\"b\\c\/d\n\t\u00e9\ud83c\udfac", "plain ünïcödé"]"#
        #expect(
            try JSONValue.parse(Data(paired.utf8))
                == (try JSONDecoder().decode(JSONValue.self, from: Data(paired.utf8))))
        let text = #"["a\"b\\c\/d\n\t\u00e9\ud83c\udfac", "\ud800x", "plain ünïcödé"]"#
        // Foundation refuses the whole text for the lone surrogate.
        #expect(throws: (any Error).self) { try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) }
        #expect(
            try JSONValue.parse(Data(text.utf8))
                == .array([.string("a\"b\\c/d\n\té🎬"), .string("\u{FFFD}x"), .string("plain ünïcödé")]))
    }

    @Test(
        "a high surrogate followed by an escape that is not its low half is U+FFFD and the escape itself, not a crash")
    func brokenSurrogatePair() throws {
        let text = #"["\ud800\u0041", "\udbff\ud800\udc00"]"#
        #expect(try JSONValue.parse(Data(text.utf8)) == .array([.string("\u{FFFD}A"), .string("\u{FFFD}𐀀")]))
        // The movie scanner's reader decodes strings the same way (it subtracted into a trap).
        let raw = Data(#"\ud800\u0041"#.utf8)
        #expect(try raw.withUnsafeBytes { try JSONByteCursor.unescape($0) } == "\u{FFFD}A")
    }

    @Test(
        "numbers: whole, negative, fractions, exponents and long ones as Double; one too large for a Double is null, not a lost answer"
    )
    func numbers() throws {
        let value = try JSONValue.parse(
            Data(" [0, -12, 3.5, 1e3, -2.5E-2, 123456789012345678901, 9007199254740993, 1e400] ".utf8))
        #expect(
            value
                == .array([
                    .number(0), .number(-12), .number(3.5), .number(1000), .number(-0.025),
                    .number(1.2345678901234568e20), .number(9_007_199_254_740_992), .null,
                ]))
    }

    @Test("text that is not JSON is refused with what was wrong and where, and deep nesting is refused, not a crash")
    func refusals() {
        for (text, problem) in [
            ("[1,", "ended"), (#"{"a" 1}"#, "“:”"), ("tru", "ended inside"), ("[1] x", "after the JSON value"),
            ("", "ended"), ("-", "without digits"), ("[1.]", "“.”"), (#"{"a":1,}"#, "without a name"),
            (#""\x""#, "unknown escape"), ("[01x]", "not followed"),
        ] {
            #expect(throws: JSONTextError.self, "\(text)") { try JSONValue.parse(Data(text.utf8)) }
            do {
                _ = try JSONValue.parse(Data(text.utf8))
            } catch {
                #expect(error.description.contains(problem), "\(text): \(error)")
            }
        }
        let deep = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        do {
            _ = try JSONValue.parse(deep)
            Issue.record("100,000 levels were read")
        } catch {
            #expect(error.description.hasPrefix("more than 512 levels of nesting"))
        }
    }
}
