import ArrDemoKit
import ArrKit
import AsyncHTTPClient
import Foundation
import ProwlarrAPI
import ProwlarrDemoServer
import ServerKit
import Testing

@testable import ThriftwoodCore

/// Runs `body` with a client of a Prowlarr demo of its own.
private func withProwlarr(_ body: (ProwlarrClient) async throws -> Void) async throws {
    let running = try await ProwlarrDemoServer().start()
    let http = HTTPClient(eventLoopGroupProvider: .singleton)
    let client = ProwlarrClient(
        connection: ServerConnection(baseURL: running.baseURL, apiKey: running.apiKey),
        transport: LiveHTTPTransport(http: http))
    do {
        try await body(client)
    } catch {
        try? await http.shutdown()
        await running.stop()
        throw error
    }
    try await http.shutdown()
    await running.stop()
}

@Suite("Prowlarr's client against its demo")
struct ProwlarrClientTests {
    @Test("Indexers come with their failure state, their counts and the health naming the failing one")
    func indexers() async throws {
        try await withProwlarr { client in
            let indexers = try await client.indexers()
            #expect(
                indexers.map(\.name) == ["DemoNZB", "DemoTracker", "DemoUsenet", "Harbour", "Librarium", "OpenBay"])
            let failing = try #require(indexers.first { $0.name == "DemoNZB" })
            #expect(failing.status?.isDisabled(at: Date()) == true)
            #expect(try await client.indexerStatuses().map(\.indexerId) == [failing.id])
            let stats = try await client.indexerStats().indexers
            #expect(stats.first { $0.indexerId == failing.id }?.numberOfFailedQueries == 188)
            #expect(try await client.health().first?.message == "Indexers unavailable due to failures: DemoNZB")
        }
    }

    @Test("A failing indexer's test is a result with Prowlarr's words, not an error; testall reads the 400's list")
    func tests() async throws {
        try await withProwlarr { client in
            let failed = try await client.testIndexer(id: 2)
            #expect(!failed.passed)
            #expect(failed.failures.first?.errorMessage?.contains("Unable to connect to indexer") == true)
            #expect(try await client.testIndexer(id: 1).passed)
            let all = try await client.testAllIndexers()
            #expect(all.count == 5)
            #expect(all.filter { !$0.passed }.map(\.id) == [2])
        }
    }

    @Test("An indexer switched off is left out of the next search; a found release is grabbed, an unknown one refused")
    func searchAndGrab() async throws {
        try await withProwlarr { client in
            try await client.setIndexers([3, 4], enabled: false)
            let releases = try await client.search("arrival")
            #expect(!releases.isEmpty)
            #expect(Set(releases.map(\.indexerId)).isDisjoint(with: [2, 3, 4, 6]))
            let torrent = try #require(releases.first { $0.downloadProtocol == .torrent })
            #expect(torrent.seeders != nil)
            try await client.grab(torrent)
            let history = try await client.history(page: 1, pageSize: 1)
            #expect(history.records.first?.eventType == .releaseGrabbed)
            #expect(history.records.first?.data["grabTitle"] == torrent.title)
            await #expect(throws: ArrError.self) {
                try await client.grab(IndexerRelease(guid: "never-found", indexerId: 1, title: "x"))
            }
        }
    }

    @Test("Syncing the applications is a command followed to its end")
    func sync() async throws {
        try await withProwlarr { client in
            #expect(try await client.applications().map(\.syncLevel) == [.fullSync, .fullSync, .addOnly])
            let command = try await client.syncApplications()
            #expect(command.status == .completed)
        }
    }
}

@Suite("Reading Prowlarr's answers leniently")
struct ProwlarrDecodingTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try ArrJSON.makeDecoder().decode(T.self, from: Data(json.utf8))
    }

    @Test("An indexer without a name, a protocol this build does not know and numbers as strings are read")
    func oddIndexer() throws {
        let indexer = try decode(
            ProwlarrIndexer.self,
            #"{"id":"7","enable":true,"protocol":"carrierPigeon","privacy":"invitational","priority":"10","status":null}"#
        )
        #expect(indexer.id == 7)
        #expect(indexer.name == "Indexer 7")
        #expect(indexer.downloadProtocol == .unknown("carrierPigeon"))
        #expect(indexer.privacy == .unknown("invitational"))
        #expect(indexer.priority == 10)
        #expect(indexer.status == nil)
    }

    @Test("Statistics with an entry that names no indexer keep the others, counts left out are zero")
    func statistics() throws {
        let report = try decode(
            IndexerStatsReport.self,
            #"{"indexers":[{"indexerName":"lost"},{"indexerId":1,"numberOfQueries":"12"}],"userAgents":[],"hosts":[]}"#)
        #expect(report.indexers.map(\.indexerId) == [1])
        #expect(report.indexers[0].numberOfQueries == 12)
        #expect(report.indexers[0].numberOfGrabs == 0)
    }

    @Test("Counts as large as a server can send are read and added without trapping (a ServerCount saturates)")
    func hugeCounts() throws {
        let report = try decode(
            IndexerStatsReport.self,
            #"{"indexers":[{"indexerId":1,"numberOfQueries":9223372036854775806,"numberOfFailedQueries":"9223372036854775807","numberOfGrabs":1e30},{"indexerId":2,"numberOfQueries":9223372036854775807,"numberOfGrabs":-9223372036854775808}]}"#
        )
        let first = report.indexers[0]
        #expect(first.numberOfFailedQueries * 10 == ServerCount(Int.max))
        #expect(first.numberOfGrabs == ServerCount(Int.max))
        #expect(report.indexers.map(\.numberOfQueries).sum() == ServerCount(Int.max))
        #expect(report.indexers[1].numberOfGrabs - 1 == ServerCount(Int.min))
        // What `indexers stats` draws: it ended the process (SIGILL) when this multiplication trapped.
        let table = IndexerRows.statistics(report.indexers, server: "Prowlarr")
        #expect(table.rows.map(\.tone).contains(.attention))
        #expect(
            IndexerRows.summary([], failing: 0, stats: report.indexers).contains("9,223,372,036,854,775,807 queries"))
    }

    @Test("A release without a guid is left out of a search; a history entry keeps the text of its data")
    func releasesAndHistory() throws {
        let releases = try decode(
            [LenientRelease].self,
            #"[{"indexerId":1,"title":"no guid"},{"guid":"a","indexerId":1,"title":"A","size":"100","categories":[{"id":2000,"name":"Movies"}]}]"#
        )
        #expect(releases.compactMap(\.release).map(\.guid) == ["a"])
        #expect(releases.compactMap(\.release).first?.categories == ["Movies"])
        let entry = try decode(
            ProwlarrHistoryRecord.self,
            #"{"id":1,"eventType":"indexerSomethingNew","successful":true,"data":{"query":"dune","elapsedTime":120,"nested":{"a":1}}}"#
        )
        #expect(entry.eventType == .unknown("indexerSomethingNew"))
        #expect(entry.data == ["query": "dune", "elapsedTime": "120"])
    }

    /// A release or nothing, as the client's list decoding keeps readable records.
    private struct LenientRelease: Decodable {
        let release: IndexerRelease?
        init(from decoder: any Decoder) throws { release = try? IndexerRelease(from: decoder) }
    }
}
