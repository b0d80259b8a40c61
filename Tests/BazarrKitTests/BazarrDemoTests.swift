import ArrDemoKit
import AsyncHTTPClient
import BazarrDemoServer
import BazarrKit
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import ServerKit
import Testing

/// Runs `body` with a client of a demo Bazarr of its own, and the demo's address.
private func withDemo(_ body: (BazarrClient, RunningDemoServer) async throws -> Void) async throws {
    let running = try await BazarrDemoServer().start()
    let http = HTTPClient(eventLoopGroupProvider: .singleton)
    let client = BazarrClient(
        connection: ServerConnection(baseURL: running.baseURL, apiKey: running.apiKey),
        transport: LiveHTTPTransport(http: http))
    do {
        try await body(client, running)
    } catch {
        try? await http.shutdown()
        await running.stop()
        throw error
    }
    try await http.shutdown()
    await running.stop()
}

/// The keys of the first record of a recorded answer's `data`.
private func recordedKeys(_ name: String) throws -> Set<String> {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/bazarr-1.5.2-53/\(name)", withExtension: nil))
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    let first = (object?["data"] as? [[String: Any]])?.first ?? [:]
    return Set(first.keys)
}

/// The keys of the first record of the demo's answer at `path`.
private func demoKeys(_ running: RunningDemoServer, _ path: String) async throws -> Set<String> {
    let http = HTTPClient(eventLoopGroupProvider: .singleton)
    let answer = try await LiveHTTPTransport(http: http).send(
        TransportRequest(
            method: .GET, url: running.baseURL + path, host: "127.0.0.1", headers: [("X-API-KEY", running.apiKey)]))
    try await http.shutdown()
    let object = try JSONSerialization.jsonObject(with: Data(buffer: answer.body)) as? [String: Any]
    let first = (object?["data"] as? [[String: Any]])?.first ?? [:]
    return Set(first.keys)
}

@Suite("Bazarr's client against the demo Bazarr")
struct BazarrDemoTests {
    @Test(
        "The demo's records carry the fields the real Bazarr's do (wanted, series, movies, episodes, history, providers)"
    )
    func shapedAsTheRealOne() async throws {
        try await withDemo { _, running in
            let pairs = [
                ("episodes-wanted.json", "/api/episodes/wanted?start=0&length=5"),
                ("movies-wanted.json", "/api/movies/wanted?start=0&length=5"),
                ("providers-throttled.json", "/api/providers"),
                ("episodes-history.json", "/api/episodes/history?start=0&length=5"),
                ("series.json", "/api/series?start=0&length=5"), ("movies.json", "/api/movies?radarrid[]=96"),
                ("episodes.json", "/api/episodes?episodeid[]=3"),
                ("episodes-by-series.json", "/api/episodes?seriesid[]=1"),
            ]
            for (recorded, path) in pairs {
                let missing = try recordedKeys(recorded).subtracting(try await demoKeys(running, path))
                let extra = try await demoKeys(running, path).subtracting(try recordedKeys(recorded))
                #expect(
                    missing.subtracting(["parsed_timestamp"]).isEmpty || missing == ["subtitles_path"],
                    "\(path) lacks \(missing)")
                #expect(extra.isEmpty, "\(path) has fields the real one has not: \(extra)")
            }
        }
    }

    @Test("Searching an episode's missing language downloads it: it leaves the wanted list and enters the history")
    func searchDownloads() async throws {
        try await withDemo { client, _ in
            let wanted = try await client.wantedEpisodes()
            let first = try #require(wanted.records.first)
            let english = try #require(first.missing.first { $0.code2 == "en" })
            try await client.downloadBest(
                episode: first.sonarrEpisodeId, series: first.sonarrSeriesId, language: english)
            let item = try #require(try await client.episodes([first.sonarrEpisodeId]).first)
            #expect(item.subtitles.map(\.language.code2) == ["en"])
            #expect(item.missing.map(\.code2) == ["fr"])
            let entry = try #require(try await client.episodeHistory().records.first)
            #expect(entry.title == "\(first.seriesTitle) \(first.episodeNumber)")
            #expect(entry.action == .downloaded)
            // Bazarr words it as it ages ("now", "10 seconds ago"): a loaded machine may take seconds here.
            #expect(entry.when == "now" || entry.when?.hasSuffix("seconds ago") == true)
        }
    }

    @Test(
        "Throttled providers are named with when they are tried again; a reset ends it; candidates come from those in use"
    )
    func providers() async throws {
        try await withDemo { client, _ in
            let throttled = try await client.providers().filter { !$0.isGood }
            #expect(throttled.map(\.name) == ["addic7ed", "podnapisi"])
            #expect(try await client.candidates(movie: 96).map(\.provider).contains("podnapisi") == false)
            try await client.resetProviders()
            #expect(try await client.providers().allSatisfy(\.isGood))
            await #expect(throws: BazarrError(.server("Movie not found"))) { try await client.candidates(movie: 1) }
        }
    }

    @Test("A wrong key is refused as the real Bazarr refuses it")
    func wrongKey() async throws {
        let running = try await BazarrDemoServer().start()
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        let client = BazarrClient(
            connection: ServerConnection(baseURL: running.baseURL, apiKey: "wrong"),
            transport: LiveHTTPTransport(http: http))
        await #expect(throws: BazarrError(.refusedKey)) { try await client.status() }
        try await http.shutdown()
        await running.stop()
    }
}
