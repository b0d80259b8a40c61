import ArrDemoKit
import ArrKit
import AsyncHTTPClient
import Foundation
import Logging
import ServerKit
import SonarrAPI
import SonarrDemoServer
import Synchronization
import Testing

/// A clock tests move forward to finish downloads.
final class TestClock: Sendable {
    private let offset = Mutex<TimeInterval>(0)
    private let base = Date()

    var now: Date { base.addingTimeInterval(offset.withLock { $0 }) }

    func advance(_ seconds: TimeInterval) { offset.withLock { $0 += seconds } }
}

/// Runs `body` against a freshly started Sonarr demo server and a client pointed at it.
func withSonarrDemo(
    configuration: DemoServerConfiguration = DemoServerConfiguration(), apiKey: String? = nil,
    _ body: (SonarrClient, RunningDemoServer) async throws -> Void
) async throws {
    let quiet = Logger(label: "test.sonarr-demo") { _ in SwiftLogNoOpLogHandler() }
    let server = try await SonarrDemoServer(configuration: configuration, logger: quiet).start()
    let http = HTTPClient(eventLoopGroupProvider: .singleton)
    let client = SonarrClient(
        connection: ServerConnection(baseURL: server.baseURL, apiKey: apiKey ?? server.apiKey, timeoutSeconds: 30),
        http: http)
    do {
        try await body(client, server)
    } catch {
        try await http.shutdown()
        await server.stop()
        throw error
    }
    try await http.shutdown()
    await server.stop()
}

@Suite("The Sonarr client against the Sonarr demo server")
struct SonarrDemoTests {
    @Test("the library holds 30 well-known series: complete, partly downloaded and missing seasons")
    func library() async throws {
        try await withSonarrDemo { client, _ in
            let series = try await client.series()
            #expect(series.count == 30)
            #expect(series.contains { $0.title == "Breaking Bad" && $0.network == "AMC" && $0.year == 2008 })
            let statistics = series.compactMap(\.statistics)
            #expect(statistics.contains { $0.isComplete })
            #expect(statistics.contains { $0.episodeFileCount > 0 && !$0.isComplete })
            #expect(series.contains { $0.seasons.contains { !$0.monitored && $0.seasonNumber > 0 } })
            #expect(series.contains { $0.seasons.first?.seasonNumber == 0 })
            let status = try await client.systemStatus()
            #expect(status.appName == "Sonarr" && status.version == SonarrDemoServer.version)
            #expect(try await client.health().contains { $0.type == .warning })
        }
    }

    @Test("continuing series have episodes airing in the coming days, so the calendar is alive")
    func calendarIsAlive() async throws {
        try await withSonarrDemo { client, _ in
            let now = Date()
            let week = try await client.calendar(start: now, end: now.addingTimeInterval(7 * 86_400))
            #expect(week.count >= 5)
            #expect(week.allSatisfy { $0.series?.title != nil })
            #expect(week.map { $0.airDateUtc ?? .distantPast } == week.map { $0.airDateUtc ?? .distantPast }.sorted())
        }
    }

    @Test("a season pack is one download with a record per episode, and each episode imports when it finishes")
    func seasonPackImports() async throws {
        let clock = TestClock()
        try await withSonarrDemo(configuration: DemoServerConfiguration(clock: { clock.now })) { client, _ in
            let downloads = SonarrDownload.group(try await client.queue().records)
            let pack = try #require(downloads.first { $0.records.count > 1 })
            let episodeIds = pack.records.compactMap(\.episodeId)
            #expect(Set(pack.records.map(\.downloadId)).count == 1)
            // As real Sonarr: every record carries the whole download's size and size left.
            #expect(Set(pack.records.map(\.size)).count == 1 && Set(pack.records.map(\.sizeleft)).count == 1)
            // Nothing in the history happened after now.
            let history = try await client.history(page: 1, pageSize: 200).records
            #expect(!history.isEmpty && history.allSatisfy { ($0.date ?? .distantPast) <= clock.now })
            #expect(pack.records.allSatisfy { $0.series?.title != nil && $0.episode != nil })
            clock.advance(3600)
            // What is left waits for a manual import, as on a real Sonarr; nothing still downloads.
            #expect(try await client.queue().records.allSatisfy { $0.trackedDownloadState == "importPending" })
            let imported = try await client.episodes(ids: episodeIds)
            #expect(imported.allSatisfy { $0.hasFile })
            let imports = try await client.history(eventType: .downloadFolderImported)
            #expect(imports.records.contains { $0.downloadId == pack.id })
        }
    }

    @Test("a series is looked up, added (201) with a monitor preset, refused the second time, edited and deleted")
    func addEditDelete() async throws {
        try await withSonarrDemo { client, _ in
            let hits = try await client.lookup(term: "twin peaks")
            var candidate = try #require(hits.first)
            #expect(!candidate.isInLibrary && candidate.folder == "Twin Peaks")
            #expect(try await client.lookup(term: "tvdb:81189").first?.isInLibrary == true)
            candidate.qualityProfileId = 1
            candidate.rootFolderPath = "/data/tv"
            candidate.addOptions = SeriesAddOptions(monitor: .firstSeason)
            let added = try await client.addSeries(candidate)
            let id = try #require(added.id)
            let episodes = try await client.episodes(seriesId: id)
            #expect(episodes.filter(\.monitored).allSatisfy { $0.seasonNumber == 1 })
            let again = await #expect(throws: ArrError.self) { _ = try await client.addSeries(candidate) }
            #expect(again?.description == "TvdbId: This series has already been added")
            let changed = try await client.setSeason(2, monitored: true, of: try await client.series(id: id))
            #expect(changed.season(2)?.monitored == true)
            #expect(try await client.episodes(seriesId: id, seasonNumber: 2).allSatisfy { $0.monitored })
            try await client.deleteSeries(id: id, deleteFiles: true, addImportListExclusion: true)
            let gone = await #expect(throws: ArrError.self) { _ = try await client.series(id: id) }
            #expect(gone?.description == "Series \(id) doesn't exist on this server — it may have been deleted.")
        }
    }

    @Test("episodes are monitored in one request, and a deleted file leaves its episode missing")
    func episodesAndFiles() async throws {
        try await withSonarrDemo { client, _ in
            let series = try #require(try await client.series().first { ($0.statistics?.episodeFileCount ?? 0) > 0 })
            let id = try #require(series.id)
            let episodes = try await client.episodes(seriesId: id, includeEpisodeFile: true)
            let withFile = try #require(episodes.first { $0.hasFile })
            #expect(withFile.episodeFile?.quality != nil)
            let changed = try await client.setEpisodes([withFile.id], monitored: false)
            #expect(changed.first?.monitored == false)
            let files = try await client.episodeFiles(seriesId: id)
            #expect(files.count == episodes.filter(\.hasFile).count)
            try await client.deleteEpisodeFile(id: try #require(withFile.episodeFileId))
            #expect(try await client.episode(id: withFile.id).hasFile == false)
        }
    }

    @Test("a season search lists packs with rejections; a grab queues it; an unlisted release is refused")
    func releasesAndGrab() async throws {
        try await withSonarrDemo { client, _ in
            let series = try #require(try await client.series().first { $0.title == "The Wire" })
            let releases = try await client.releases(seriesId: try #require(series.id), seasonNumber: 4)
            #expect(releases.contains { $0.fullSeason == true && $0.approved == true })
            #expect(releases.contains { $0.rejected == true && !($0.rejections ?? []).isEmpty })
            let pack = try #require(releases.first { $0.fullSeason == true && $0.approved == true })
            _ = try await client.grab(SonarrGrabRequest(guid: pack.guid, indexerId: try #require(pack.indexerId)))
            let queued = try await client.queue().records.filter { $0.title == pack.title }
            #expect(queued.count == 13)
            let missing = await #expect(throws: ArrError.self) {
                _ = try await client.grab(SonarrGrabRequest(guid: "gone", indexerId: 1))
            }
            #expect(missing?.description == "That release is no longer in Sonarr's search results.")
        }
    }

    @Test("commands go queued → started → completed; wanted lists page missing and cutoff-unmet episodes")
    func commandsAndWanted() async throws {
        try await withSonarrDemo { client, _ in
            let missing = try await client.missing(pageSize: 5)
            #expect(missing.totalRecords > 5 && missing.records.count == 5)
            #expect(missing.records.allSatisfy { !$0.hasFile && $0.monitored })
            #expect(try await client.cutoffUnmet().totalRecords > 0)
            let id = try #require(try await client.series().first?.id)
            let done = try await client.runCommand(.seriesSearch(id), pollInterval: .milliseconds(200))
            #expect(done.status == .completed)
        }
    }

    @Test("faults: a refused key and a proxy login page are said in Sonarr's words")
    func faults() async throws {
        try await withSonarrDemo(apiKey: "wrong") { client, _ in
            let error = await #expect(throws: ArrError.self) { _ = try await client.series() }
            #expect(error?.problem == .unauthorized)
            #expect(error?.description.contains("Sonarr refused the API key") == true)
        }
        var faults = DemoFaultSet()
        try faults.apply("html-login")
        try await withSonarrDemo(configuration: DemoServerConfiguration(faults: faults)) { client, _ in
            let error = await #expect(throws: ArrError.self) { _ = try await client.systemStatus() }
            #expect(error?.description.contains("login page, not Sonarr's API") == true)
        }
    }

    @Test("a generated library reaches 5,000 series and holds a series of 1,000+ episodes")
    func generatedLibrary() async throws {
        try await withSonarrDemo(configuration: DemoServerConfiguration(generatedItems: 5_000, seed: 7)) { client, _ in
            let series = try await client.series()
            #expect(series.count == 5_000)
            let first = try #require(series.first)
            #expect((first.statistics?.totalEpisodeCount ?? 0) >= 1_000)
            #expect(try await client.episodes(seriesId: try #require(first.id)).count >= 1_000)
        }
    }

    @Test("a generated library is the same for the same seed and differs for another")
    func generatedIsDeterministic() async throws {
        func titles(seed: UInt64) async throws -> [String] {
            var titles: [String] = []
            try await withSonarrDemo(configuration: DemoServerConfiguration(generatedItems: 200, seed: seed)) {
                client, _ in titles = try await client.series().map(\.title)
            }
            return titles
        }
        let first = try await titles(seed: 7)
        #expect(first.count == 200)
        #expect(try await titles(seed: 7) == first)
        #expect(try await titles(seed: 8) != first)
    }
}
