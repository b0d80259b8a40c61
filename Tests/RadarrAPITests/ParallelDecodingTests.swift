import ArrDemoKit
import ArrKit
import AsyncHTTPClient
import Foundation
import Logging
import RadarrDemoServer
import ServerKit
import Testing

@testable import RadarrAPI

@Suite("Decoding large arrays on every core")
struct ParallelDecodingTests {
    @Test("a real server's movie list decodes the same in parallel as in one piece, with each movie's own bytes")
    func matchesSerialDecoding() async throws {
        let data = try fixture("pyarr/radarr/movie_all.json")
        let serial = try ArrJSON.makeDecoder().decode([Movie].self, from: data)
        let parallel = try await ParallelArrayDecoder.decode(Movie.self, from: data)
        #expect(parallel.elements.map(\.element) == serial)
        #expect(parallel.skipped.isEmpty)
        for item in parallel.elements {
            #expect(try ArrJSON.makeDecoder().decode(Movie.self, from: item.json) == item.element)
        }
    }

    @Test("many batches keep their order")
    func batchesKeepOrder() async throws {
        let count = JSONArrayBatches.batchSize * 3 + 7
        let json =
            "["
            + (0..<count).map { #"{"id": \#($0), "title": "Film \#($0)", "tmdbId": \#($0)}"# }.joined(separator: ",\n ")
            + "]"
        let decoded = try await ArrJSON.decodeArray(Movie.self, from: Data(json.utf8))
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
            _ = try await ArrJSON.decodeArray(Movie.self, from: Data(#"[{"id": 1}, {"id": "#.utf8))
        }
    }
}

@Suite("Scale")
struct ScaleTests {
    @Test("a generated 10,000-movie library fetches and decodes completely, ids in order")
    func tenThousandMovies() async throws {
        let quiet = Logger(label: "test.demo") { _ in SwiftLogNoOpLogHandler() }
        let server = try await RadarrDemoServer(
            configuration: DemoServerConfiguration(generatedItems: 10_000), logger: quiet
        ).start()
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        let client = RadarrClient(
            connection: ServerConnection(baseURL: server.baseURL, apiKey: server.apiKey, timeoutSeconds: 60), http: http
        )
        let result = await Result(catching: { try await client.movies() })
        try await http.shutdown()
        await server.stop()
        let movies = try result.get()
        #expect(movies.count == 10_000)
        #expect(Set(movies.compactMap(\.id)).count == 10_000)
        #expect(movies.allSatisfy { !$0.title.isEmpty && $0.tmdbId > 0 })
    }
}
