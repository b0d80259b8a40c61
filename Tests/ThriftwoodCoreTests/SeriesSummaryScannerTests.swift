import ArrKit
import Foundation
import SonarrAPI
import Testing

@testable import ThriftwoodCore

/// The bytes of a recorded Sonarr answer.
private func recordedSonarr(_ path: String) throws -> Data {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SonarrAPITests/Fixtures/\(path)")
    return try Data(contentsOf: url)
}

/// The fields the series list uses, for comparing the scanner with `JSONDecoder`.
private struct ListFields: Equatable {
    let series: Series

    static func == (lhs: ListFields, rhs: ListFields) -> Bool {
        let (a, b) = (lhs.series, rhs.series)
        return a.id == b.id && a.title == b.title && a.sortTitle == b.sortTitle
            && a.alternateTitles?.map(\.title) == b.alternateTitles?.map(\.title) && a.status == b.status
            && a.ended == b.ended && a.network == b.network
            && a.seasons.map { [$0.seasonNumber, $0.monitored ? 1 : 0] }
                == b.seasons.map { [$0.seasonNumber, $0.monitored ? 1 : 0] }
            && a.year == b.year && a.path == b.path && a.qualityProfileId == b.qualityProfileId
            && a.monitored == b.monitored && a.runtime == b.runtime && a.tvdbId == b.tvdbId && a.imdbId == b.imdbId
            && a.nextAiring == b.nextAiring && a.previousAiring == b.previousAiring && a.added == b.added
            && a.seriesType == b.seriesType && a.tags == b.tags && a.ratings == b.ratings
            && a.statistics == b.statistics && a.certification == b.certification && a.titleSlug == b.titleSlug
    }
}

@Suite("The series list's byte scanner reads what JSONDecoder reads")
struct SeriesSummaryScannerTests {
    @Test("recorded Sonarr lists give the same list fields through the scanner as through Codable")
    func recordedAnswers() async throws {
        for path in ["pyarr/sonarr/series_all.json"] {
            let data = try recordedSonarr(path)
            let scanned = try await Series.decodeList(data).series.map { ListFields(series: $0) }
            let decoded = try ArrJSON.makeDecoder().decode([Series].self, from: data).map { ListFields(series: $0) }
            #expect(!scanned.isEmpty)
            #expect(scanned == decoded, "\(path)")
        }
    }

    @Test("reading only a table's columns gives the same table, sorted every way, and leaves the rest out")
    func columnsOnly() async throws {
        let data = try recordedSonarr("pyarr/sonarr/series_all.json")
        let whole = try await Series.decodeList(data)
        let columns = try await Series.decodeList(data, reading: .listColumns)
        #expect(columns.count == whole.count && whole.count > 0)
        for (lean, full) in zip(columns.series, whole.series) {
            #expect(
                lean.id == full.id && lean.title == full.title && lean.sortTitle == full.sortTitle
                    && lean.year == full.year && lean.status == full.status && lean.network == full.network
                    && lean.monitored == full.monitored && lean.statistics == full.statistics
                    && lean.nextAiring == full.nextAiring && lean.added == full.added)
            #expect(lean.path == nil && lean.alternateTitles == nil && lean.seasons.isEmpty && lean.tags == nil)
        }
        #expect(columns.json == whole.json)
        for sort in SeriesQuery.Sort.allCases {
            for filter in SeriesQuery.Filter.allCases {
                let query = SeriesQuery(sort: sort, filter: filter)
                #expect(
                    SeriesIndex(columns.series, preparingAll: false).positions(for: query)
                        == SeriesIndex(whole.series).positions(for: query), "\(sort) \(filter)")
            }
        }
    }

    @Test("the demo's real-shaped library reads the same both ways")
    @MainActor
    func demoLibrary() async throws {
        try await withEnvironment { env in
            let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
            await env.dependencies.configure(for: profile)
            let data = try await env.dependencies.sonarr.client().seriesJSON()
            let scanned = try await Series.decodeList(data)
            let decoded = try ArrJSON.makeDecoder().decode([Series].self, from: data)
            #expect(scanned.count == 30 && decoded.count == 30)
            #expect(scanned.series.map { ListFields(series: $0) } == decoded.map { ListFields(series: $0) })
        }
    }

    @Test("the series cache gives back every list field of the demo library it was given")
    @MainActor
    func cacheRoundTrip() async throws {
        try await withEnvironment { env in
            let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
            await env.dependencies.configure(for: profile)
            let connection = try #require(profile.sonarrConnectionId)
            let series = try await Series.decodeList(try await env.dependencies.sonarr.client().seriesJSON()).series
            let cache = LiveSeriesCache(database: env.database)
            try await cache.store(series, connectionId: connection, at: Date(timeIntervalSince1970: 1_800_000_000))
            let loaded = try #require(try await cache.load(connectionId: connection))
            #expect(loaded.series.count == 30)
            #expect(loaded.series.map { ListFields(series: $0) } == series.map { ListFields(series: $0) })
        }
    }

    @Test("a record the scanner cannot read sends the whole answer to JSONDecoder, which keeps the rest")
    func fallback() async throws {
        let data = Data(
            #"[{"id":1,"title":"A","seasons":[],"year":2001},{"id":2,"title":"B","added":"not a date","seasons":[]}]"#
                .utf8)
        let read = try await Series.decodeList(data)
        #expect(read.series.map(\.title) == ["A", "B"])
        #expect(read.json.first.map { String(decoding: $0, as: UTF8.self) }?.hasPrefix(#"{"id":1"#) == true)
    }

    @Test("an answer that cannot be read is said in Sonarr's words: not valid JSON, or cut off")
    func unreadableAnswers() async {
        for (body, expected) in [
            ("{oops", ArrError.Problem.truncated(endpoint: "GET /series")),
            ("<not json>", .decoding(endpoint: "GET /series", field: "(whole answer)", reason: "not valid JSON")),
            ("", .decoding(endpoint: "GET /series", field: "(whole answer)", reason: "it was empty")),
        ] {
            do {
                _ = try await Series.decodeList(Data(body.utf8))
                Issue.record("\(body) should not read")
            } catch let error as ArrError {
                #expect(error.problem == expected)
                #expect(!error.description.contains("DecodingError"))
            } catch {
                Issue.record("expected an ArrError, got \(error)")
            }
        }
    }
}
