import ArrKit
import Foundation
import SeerrKit
import ServerKit
import SonarrAPI
import TautulliKit
import Testing

@testable import ThriftwoodCore

/// A server's number at the edge of what it can hold never ends the process: sums and
/// differences of clamped values stop at the type's bounds (each of these trapped before).
@Suite("Hostile numbers")
struct HostileNumberTests {
    private func json(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    @Test("Saturating arithmetic stops at the bounds in every direction")
    func saturatingArithmetic() {
        #expect(Int.max.adding(saturating: 1) == .max)
        #expect(Int.min.adding(saturating: -1) == .min)
        #expect(Int.min.subtracting(saturating: 1) == .min)
        #expect(Int.max.subtracting(saturating: -1) == .max)
        #expect(Int.max.multiplied(saturating: 2) == .max)
        #expect(Int.max.multiplied(saturating: -2) == .min)
        #expect([Int64.max, 1, 2].saturatingSum() == .max)
        #expect([3, 4].saturatingSum(of: { $0 * 2 }) == 14)
    }

    @Test("Tautulli sessions of 1e19 kbit/s each add up to the largest bandwidth, not a crash")
    func tautulliBandwidth() throws {
        let data = try json(
            #"""
            {"sessions": [
              {"session_key": "1", "title": "A", "bandwidth": 1e19, "location": "lan", "state": "playing"},
              {"session_key": "2", "title": "B", "bandwidth": 1e19, "location": "wan", "state": "playing"},
              {"session_key": "3", "title": "C", "bandwidth": 1e19, "location": "lan", "state": "playing"}]}
            """#)
        let activity = TautulliActivity(data: data)
        #expect(activity.sessions.count == 3)
        #expect(
            activity.totalBandwidthKbps == ServerCount(Int.max) && activity.lanBandwidthKbps == ServerCount(Int.max))
    }

    @Test("Seerr season numbers of ±1e19 are worded, not subtracted into a crash")
    func seerrSeasons() throws {
        let record = try json(
            #"{"id": 1, "type": "tv", "status": 1, "seasons": [{"seasonNumber": 1e19}, {"seasonNumber": -1e19}]}"#)
        let request = try #require(SeerrRequest(record: record))
        #expect(RequestText.seasons(request) == "S\(Int.min), S\(Int.max)")
        #expect(RequestText.seasons([2, 1, 3]) == "S1–3")
        #expect(RequestText.seasons([1, 1, 3]) == "S1, S1, S3")
    }

    @Test("Sonarr statistics of Int64.max episode files sum to the largest count on Home")
    func sonarrTotals() throws {
        let series = try JSONDecoder().decode(
            [Series].self,
            from: Data(
                #"""
                [{"id": 1, "title": "A", "statistics": {"episodeFileCount": 9223372036854775807, "episodeCount": 1e19}},
                 {"id": 2, "title": "B", "statistics": {"episodeFileCount": 9223372036854775807, "episodeCount": 5}}]
                """#.utf8))
        let summary = SonarrLibrarySummary(series)
        #expect(summary.seriesCount == 2)
        #expect(summary.episodeFiles == ServerCount(Int.max))
    }

    @Test("A page count from a total of Int.max records does not overflow")
    func pageCount() {
        let page = Paged<Int>(page: 1, pageSize: 50, totalRecords: ServerCount(Int.max), records: [])
        #expect(page.pageCount == Int.max / 50)
    }
}
