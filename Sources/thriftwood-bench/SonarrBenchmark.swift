import ArrDemoKit
import ArrKit
import AsyncHTTPClient
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import ServerKit
import SonarrAPI
import SonarrDemoServer
import ThriftwoodCore
import ThriftwoodTerminal

/// Sonarr's figures: the 5,000-series load path, the list's query, the cache, and the
/// 1,200-episode series on screen.
func sonarrBenchmark() async throws {
    Report.line("7. Sonarr: 5,000 generated series (the first with 1,200 episodes)")
    let demo = OnDemandDemoServer(
        SonarrDemoServer.self, configuration: DemoServerConfiguration(generatedItems: 5_000, seed: 7))
    let connection = try await demo.connection()
    let http = HTTPClient(eventLoopGroupProvider: .singleton)
    let payload = try await fetch("\(connection.baseURL)/api/v3/series", key: connection.apiKey, http: http)
    let megabytes = Double(payload.count) / 1_000_000
    var library: [Series] = []
    let decodeMs = try await Measure.bestAsync(runs: 3) {
        library = try await Series.decodeList(payload).series
    }
    try check(library.count == 5_000, "decoded \(library.count) of 5,000 series")
    Measure.report(
        "  GET /series (\(String(format: "%.1f", megabytes)) MB) into the list's series", decodeMs, "ms")
    Measure.report("    throughput (the series list's load path)", megabytes / (decodeMs / 1000), "MB/s")
    var index = SeriesIndex([])
    Measure.report(
        "  build the list's index (once per load)", Measure.best(runs: 3) { index = SeriesIndex(library) }, "ms")
    for sort in SeriesQuery.Sort.allCases {
        let ms = Measure.best { _ = index.positions(for: SeriesQuery(sort: sort)) }
        Measure.report("  sort by \(sort.rawValue)", ms, "ms", budget: (2, true))
    }
    let query = "breaking bad"
    var worst = 0.0
    for length in 1...query.count {
        let prefix = String(query.prefix(length))
        worst = max(worst, Measure.best { _ = index.positions(for: SeriesQuery(search: prefix)) })
    }
    Measure.report("  search as you type, slowest of 12 keystrokes", worst, "ms", budget: (2, true))

    let database = try AppDatabase.inMemory()
    let profile = try await LiveProfileService(database: database, kinds: .standard).create(
        ProfileDraft(
            name: "Bench",
            sonarr: ConnectionDraft(.sonarr, url: "http://127.0.0.1:1", apiKey: "0123456789abcdef0123456789abcdef")))
    let cache = LiveSeriesCache(database: database)
    let key = ServiceKind.sonarr.connectionId(in: profile.id)
    Measure.report(
        "  cache: write 5,000 series",
        try await Measure.bestAsync(runs: 3) { try await cache.store(library, connectionId: key, at: Date()) }, "ms")
    Measure.report(
        "  cache: read them back", try await Measure.bestAsync(runs: 3) { _ = try await cache.load(connectionId: key) },
        "ms")
    let records = LiveRecordCache(database: database)
    let keyed = library.map { (id: $0.id ?? 0, record: $0) }
    let recordKey = key
    Measure.report(
        "  the record cache instead: write 5,000 series",
        try await Measure.bestAsync(runs: 3) { try await records.store(keyed, connectionId: recordKey, at: Date()) },
        "ms")
    Measure.report(
        "  the record cache instead: read them back",
        try await Measure.bestAsync(runs: 3) { _ = try await records.load(Series.self, connectionId: recordKey) },
        "ms")

    let big = try library.first { ($0.statistics?.totalEpisodeCount ?? 0) >= 1_000 }.orThrow("no 1,000-episode series")
    let bigId = big.id ?? 0
    let episodesPayload = try await fetch(
        "\(connection.baseURL)/api/v3/episode?seriesId=\(bigId)", key: connection.apiKey, http: http)
    var episodes: [Episode] = []
    let episodesMs = try await Measure.bestAsync(runs: 3) {
        episodes = try await ArrJSON.decodeArray(Episode.self, from: episodesPayload)
    }
    try check(episodes.count >= 1_000, "decoded \(episodes.count) episodes")
    Measure.report("  decode the \(episodes.count)-episode series' episodes", episodesMs, "ms")
    let renderMs = try await renderSeries(bigId, demo: demo)
    Measure.report("  render its detail (24 seasons) and a 50-episode season, 200×60", renderMs, "ms")
    try await http.shutdown()
    await demo.stop()
    Report.line()
}

/// The body of `GET url` with the API key.
func fetch(_ url: String, key: String, http: HTTPClient) async throws -> Data {
    var request = HTTPClientRequest(url: url)
    request.headers.add(name: "X-Api-Key", value: key)
    let response = try await http.execute(request, timeout: .seconds(120))
    return Data(buffer: try await response.body.collect(upTo: 1 << 30))
}

/// Opens the series and its first season through the coordinator and times a full frame of each.
@MainActor
private func renderSeries(_ id: Int, demo: OnDemandDemoServer) async throws -> Double {
    let database = try AppDatabase.inMemory()
    let http = HTTPClient(eventLoopGroupProvider: .singleton)
    let dependencies = AppDependencies.live(
        database: database, kinds: KindRegistry.standard, http: http,
        demos: [.sonarr: DemoServerLauncher { try await demo.connection() }])
    let coordinator = AppCoordinator(dependencies: dependencies, dataDirectory: database.directoryForBench)
    await coordinator.start(demo: true)
    let ui = TerminalUI(coordinator: coordinator)
    var total = 0.0
    for link in ["thriftwood://sonarr/series/\(id)", "thriftwood://sonarr/series/\(id)/season/1"] {
        try check(await coordinator.open(link), "\(link) did not open")
        for _ in 0..<3 {
            _ = ui.render(width: 200, height: 60)
            await ui.settle()
        }
        total += Measure.best(runs: 20) { _ = ui.render(width: 200, height: 60) }
    }
    ui.stop()
    try await http.shutdown()
    return total
}

extension Optional {
    /// The value, or a benchmark failure saying what was missing.
    func orThrow(_ what: String) throws -> Wrapped {
        guard let self else { throw BenchFailure(what) }
        return self
    }
}
