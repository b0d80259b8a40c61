import ArrKit
import Foundation
import Testing

@Suite("Scanning JSON bytes without decoding them")
struct JSONByteScanningTests {
    /// Runs `body` with a cursor over `json`.
    private func withCursor<T>(_ json: String, _ body: (inout JSONByteCursor) throws -> T) throws -> T {
        let bytes = Array(json.utf8)
        return try bytes.withUnsafeBytes { buffer in
            var cursor = JSONByteCursor(buffer, range: 0..<buffer.count)
            return try body(&cursor)
        }
    }

    @Test("skipping an object passes over empty strings, escaped quotes, escaped backslashes and brackets in text")
    func skipsTrickyStrings() throws {
        let json = #"{"a":"","b":"say \"hi\" [","c":"ends in \\","d":{"e":"}]"}} , 7"#
        let next = try withCursor(json) { cursor in
            try cursor.skipValue()
            try cursor.expect(UInt8(ascii: ","))
            return try cursor.integer()
        }
        #expect(next == 7)
    }

    @Test("strings are read up to the quote that is not escaped, and their escapes decoded")
    func readsStrings() throws {
        let values = try withCursor(#"["", "a\\", "q\"x", "plain"]"#) { cursor in
            var values: [String?] = []
            try cursor.array { cursor in values.append(try cursor.string()) }
            return values
        }
        #expect(values == ["", "a\\", "q\"x", "plain"])
    }

    @Test("an unclosed string is malformed, not read past the end")
    func unclosedString() throws {
        #expect(throws: JSONByteCursor.Malformed.self) {
            try withCursor(#"{"a":"never closed\"}"#) { try $0.skipValue() }
        }
    }

    @Test("the array splitter finds each element even when strings hold commas, brackets and escaped quotes")
    func splitsAroundStrings() throws {
        let json = #"[{"t":"a, \"b\" ]"}, "x\\", {"u":""}, 3]"#
        let ranges = try #require(Array(json.utf8).withUnsafeBytes { JSONArraySplitter.elements(of: $0) })
        let pieces = ranges.map { String(decoding: Array(json.utf8)[$0], as: UTF8.self) }
        #expect(pieces == [#"{"t":"a, \"b\" ]"}"#, #""x\\""#, #"{"u":""}"#, "3"])
    }

    /// The packed form of `key`.
    private func packed(_ key: String) -> JSONKey {
        Array(key.utf8).withUnsafeBytes { JSONKey($0) }
    }

    @Test("packed keys are equal exactly when their bytes are, across every word boundary")
    func packedKeys() {
        let keys = [
            "", "id", "title", "sortTitle", "monitored", "qualityProfileId", "languageProfileId", "totalEpisodeCount",
        ]
        for left in keys {
            for right in keys {
                #expect((packed(left) == packed(right)) == (left == right), "\(left) vs \(right)")
            }
        }
        #expect(packed("titles") != packed("title"))
        #expect(packed("episodeCountX") != packed("episodeCount"))
    }

    @Test("a key longer than 24 bytes matches none the scanners know")
    func longKeys() {
        let long = "aVeryLongKeyThatGoesOnAndOn"
        #expect(packed(long) != packed(String(long.prefix(24))))
        #expect(packed(long) != packed("id"))
    }
}
