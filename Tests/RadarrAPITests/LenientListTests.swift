import ArrKit
import Foundation
import PropertyBased
import ServerKit
import Synchronization
import Testing

@testable import RadarrAPI

@Suite("One odd record never loses a list")
struct LenientListTests {
    /// Twenty copies of a real server's movie, ids 1…20, as JSON objects.
    func twentyMovies() throws -> [[String: Any]] {
        let data = try fixture("pyarr/radarr/movie_all.json")
        let movie = try #require((try JSONSerialization.jsonObject(with: data) as? [[String: Any]])?.first)
        return (1...20).map { id in
            var copy = movie
            copy["id"] = id
            copy["title"] = "Film \(id)"
            return copy
        }
    }

    func json(_ objects: [[String: Any]]) throws -> Data {
        try JSONSerialization.data(withJSONObject: objects)
    }

    @Test(
        "a null title, a year as text or a wrong-typed images field in one movie leaves the other 19",
        arguments: [("title", "null"), ("year", #""1999""#), ("images", "42"), ("id", "null")])
    func oneOddMovie(field: String, value: String) async throws {
        var movies = try twentyMovies()
        movies[6][field] = try JSONSerialization.jsonObject(with: Data(value.utf8), options: .fragmentsAllowed)
        let decoded = try await ParallelArrayDecoder.decode(Movie.self, from: try json(movies))
        #expect(decoded.elements.count + decoded.skipped.count == 20)
        #expect(decoded.elements.count >= 19)
        if let skipped = decoded.skipped.first {
            #expect(skipped.index == 6)
            #expect(skipped.reason.hasPrefix(field))
        }
    }

    @Test("random damage to one record of a real server's list never loses another record")
    func randomDamage() async throws {
        let movies = try twentyMovies()
        let keys = movies[0].keys.sorted()
        let replacements: [Any] = [NSNull(), "text", 12_345, -1.5, [Any](), [String: Any](), true]
        let original = try await ParallelArrayDecoder.decode(Movie.self, from: try json(movies)).elements
        await propertyCheck(
            count: 100, input: Gen.int(in: 0...19), Gen.int(in: 0...(keys.count - 1)),
            Gen.int(in: 0...(replacements.count - 1))
        ) { index, key, replacement in
            var damaged = movies
            damaged[index][keys[key]] = replacements[replacement]
            let decoded: ReadableArray<Movie>
            do {
                decoded = try await ParallelArrayDecoder.decode(Movie.self, from: try json(damaged))
            } catch {
                Issue.record("\(keys[key]) = \(replacements[replacement]): the list did not decode: \(error)")
                return
            }
            // Every other record reads exactly as before; the damaged one is read or left out.
            var expected = original.map(\.element)
            var actual = decoded.elements.map(\.element)
            expected.remove(at: index)
            if decoded.skipped.isEmpty { actual.remove(at: index) }
            #expect(actual.count == expected.count && actual == expected, "\(keys[key]) = \(replacements[replacement])")
            #expect(decoded.skipped.allSatisfy { $0.index == index })
        }
    }

    @Test("a page with an unreadable record keeps the others and says which was left out")
    func pagedRecords() throws {
        let page = #"{"page":1,"pageSize":3,"totalRecords":3,"records":[{"id":1},{"id":"two"},{"id":3}]}"#
        let decoded = try ArrJSON.makeDecoder().decode(Paged<HistoryRecord>.self, from: Data(page.utf8))
        #expect(decoded.records.map(\.id) == [1, 3])
        #expect(decoded.skipped == [SkippedRecord(index: 1, reason: "id: expected a number")])
    }

    @Test("a page whose counters are past Int's range (Prowlarr's history, hostile) keeps its records, clamped")
    func pagedCountersPastIntRange() throws {
        let page = #"{"page":1e+19,"pageSize":-1e+19,"totalRecords":1e+300,"records":[{"id":1},{"id":2}]}"#
        let decoded = try ArrJSON.makeDecoder().decode(Paged<HistoryRecord>.self, from: Data(page.utf8))
        #expect(decoded.records.map(\.id) == [1, 2])
        #expect(decoded.page == .max && decoded.pageSize == .min && decoded.totalRecords == ServerCount(Int.max))
        #expect(decoded.pageCount == 1)
    }

    @Test("the client returns the readable records of a list, logs the rest and reports them")
    func clientReportsSkipped() async throws {
        let body = #"[{"id":1,"label":"hd"},{"id":null,"label":"broken"},{"id":3,"label":"4k"}]"#
        try await withCapture(CannedAnswer(body: body)) { client, _ in
            let reports = ReportBox()
            let reporting = RadarrClient(
                connection: client.connection, transport: client.core.transport, onSkipped: { reports.add($0) })
            let tags = try await reporting.tags()
            #expect(tags.map(\.label) == ["hd", "4k"])
            let report = try #require(reports.all.first)
            #expect(report.total == 3)
            #expect(report.description.contains("1 of 3 records could not be read"))
            #expect(report.description.contains("record 2: id"))
        }
    }
}

/// Collects reports from a `@Sendable` callback.
final class ReportBox: Sendable {
    private let reports = Mutex<[SkippedRecords]>([])
    func add(_ report: SkippedRecords) { reports.withLock { $0.append(report) } }
    var all: [SkippedRecords] { reports.withLock { $0 } }
}
