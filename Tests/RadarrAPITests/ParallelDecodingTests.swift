import Foundation
import Testing

@testable import RadarrAPI

@Suite("Decoding large arrays on every core")
struct ParallelDecodingTests {
    @Test("a real server's movie list decodes the same in parallel as in one piece, with each movie's own bytes")
    func matchesSerialDecoding() async throws {
        let data = try fixture("pyarr/radarr/movie_all.json")
        let serial = try RadarrJSON.makeDecoder().decode([Movie].self, from: data)
        let parallel = try await ParallelArrayDecoder.decode(Movie.self, from: data)
        #expect(parallel.map(\.element) == serial)
        for item in parallel {
            #expect(try RadarrJSON.makeDecoder().decode(Movie.self, from: item.json) == item.element)
        }
    }

    @Test("many batches keep their order")
    func batchesKeepOrder() async throws {
        let count = ParallelArrayDecoder.batchSize * 3 + 7
        let json =
            "["
            + (0..<count).map { #"{"id": \#($0), "title": "Film \#($0)", "tmdbId": \#($0)}"# }.joined(separator: ",\n ")
            + "]"
        let decoded = try await RadarrJSON.decodeArray(Movie.self, from: Data(json.utf8))
        #expect(decoded.map(\.id) == (0..<count).map { Optional($0) })
    }

    @Test("the splitter respects strings with brackets, commas and escaped quotes")
    func splitterHandlesStrings() {
        let text = #" [ {"a": "x,]}\"["}, [1, 2], "s\\", 3 ] "#
        let ranges = Data(text.utf8).withUnsafeBytes { JSONArraySplitter.elements(of: $0) }
        let bytes = Array(text.utf8)
        let pieces = ranges?.map { String(decoding: bytes[$0], as: UTF8.self) }
        #expect(pieces == [#"{"a": "x,]}\"["}"#, "[1, 2]", #""s\\""#, "3"])
    }

    @Test("malformed or truncated arrays are not split, so the decoder reports the error")
    func malformedInput() async throws {
        for text in [#"[{"id": 1}"#, #"{"id": 1}"#, "[1,,2]", #"[1] trailing"#] {
            #expect(Data(text.utf8).withUnsafeBytes { JSONArraySplitter.elements(of: $0) } == nil)
        }
        await #expect(throws: (any Error).self) {
            _ = try await RadarrJSON.decodeArray(Movie.self, from: Data(#"[{"id": 1}, {"id": "#.utf8))
        }
    }
}
