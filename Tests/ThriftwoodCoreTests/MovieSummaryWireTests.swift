import ArrDemoKit
import ArrKit
import AsyncHTTPClient
import Foundation
import Logging
import RadarrAPI
import RadarrDemoServer
import ServerKit
import Testing

@testable import ThriftwoodCore

@Suite("List summaries decoded straight from the wire")
struct MovieSummaryWireTests {
    /// The demo server's `GET /movie` bytes for a generated library of `count`.
    func generatedPayload(_ count: Int?) async throws -> Data {
        let quiet = Logger(label: "test.demo") { _ in SwiftLogNoOpLogHandler() }
        let server = try await RadarrDemoServer(
            configuration: DemoServerConfiguration(generatedItems: count), logger: quiet
        ).start()
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        let client = RadarrClient(
            connection: ServerConnection(baseURL: server.baseURL, apiKey: server.apiKey), http: http)
        let result = await Result { try await client.moviesJSON() }
        try await http.shutdown()
        await server.stop()
        return try result.get()
    }

    @Test("the byte scanner and JSONDecoder agree on the demo catalogue and a generated library")
    func scannerMatchesDecoder() async throws {
        for count in [nil, 2_500] as [Int?] {
            let data = try await generatedPayload(count)
            let scanned = try #require(await MovieSummary.scanLibrary(data))
            let decoded = try await MovieSummary.decodeLibraryWithDecoder(data)
            #expect(scanned.map(\.summary) == decoded.movies.map(\.summary))
            #expect(scanned.map(\.json) == decoded.movies.map(\.json))
            #expect(decoded.skipped.isEmpty)
            let full = try ArrJSON.makeDecoder().decode([RadarrAPIMovie].self, from: data).compactMap(
                MovieSummary.init)
            #expect(scanned.map(\.summary) == full)
        }
    }

    @Test("escapes, unicode, nulls, unknown nested fields and key order do not confuse the scanner")
    func awkwardJSON() async throws {
        let json = #"""
            [ {"extra": {"deep": [1, {"x": "}]\""}]}, "title": "Am\u00e9lie \"Le\" \ud83c\udfac\n",
               "id": 7, "year": 2001, "tmdbId": 194, "monitored": true, "hasFile": null,
               "ratings": {"imdb": {"value": 8.3, "votes": 1}, "tmdb": null},
               "movieFile": {"quality": {"quality": {"name": "WEBDL-1080p"}}, "qualityCutoffNotMet": true},
               "added": "2024-01-02T03:04:05.678Z", "sizeOnDisk": 12345678901, "status": "released" } ]
            """#
        let data = Data(json.utf8)
        let scanned = try #require(await MovieSummary.scanLibrary(data))
        let decoded = try await MovieSummary.decodeLibraryWithDecoder(data)
        #expect(scanned.map(\.summary) == decoded.movies.map(\.summary))
        let first = try #require(scanned.first?.summary)
        #expect(first.title == "Amélie \"Le\" 🎬\n")
        #expect(first.rating == 8.3 && first.quality == "WEBDL-1080p" && first.cutoffNotMet)
        #expect(first.sizeOnDisk == 12_345_678_901)
        #expect(scanned.count == 1)
    }

    @Test("an odd movie is refused by the scanner; the decoder leaves out only it and says why")
    func malformed() async throws {
        let data = Data(
            #"[{"id": 1, "title": "x", "year": "nineteen"}, {"id": 2, "title": "y"}, {"title": "No id"}]"#.utf8)
        #expect(await MovieSummary.scanLibrary(data) == nil)
        let library = try await MovieSummary.decodeLibrary(data)
        #expect(library.movies.map(\.summary.title) == ["y"])
        #expect(
            library.skipped == [
                SkippedRecord(index: 0, reason: "year: expected a number"),
                SkippedRecord(index: 2, reason: "id: missing"),
            ])
        #expect(library.skippedReport?.description.contains("2 of 3 records") == true)
    }

    @Test("an answer that is not a list at all is still an error")
    func notAList() async throws {
        await #expect(throws: (any Error).self) {
            _ = try await MovieSummary.decodeLibrary(Data(#"[{"id": 1}, {"id": "#.utf8))
        }
    }
}

extension Result where Failure == any Error {
    /// Captures an async throwing call.
    init(_ body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
