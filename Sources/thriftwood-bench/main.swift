import ArrDemoKit
import ArrKit
import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import RadarrAPI
import RadarrDemoServer
import SonarrAPI
import ThriftwoodCore
import ThriftwoodNavigation
import ThriftwoodTerminal

// Thriftwood's benchmarks. Run in release: `swift run -c release thriftwood-bench [scenario…]`.
// Scenarios: decode, library, coldstart, cache, navigation, render, sonarr, overview, keys, downloads,
// cli (needs the thriftwood product built beside it), pictures, requests (default: all).

let quiet = Logger(label: "bench") { _ in SwiftLogNoOpLogHandler() }
let arguments = Set(CommandLine.arguments.dropFirst())
func wanted(_ name: String) -> Bool { arguments.isEmpty || arguments.contains(name) }

/// Shuts `http` down.
func close(_ http: HTTPClient) async throws {
    try await http.shutdown()
}

/// The `/movie` payload of a generated library of `count` movies, fetched over HTTP from the demo server.
func moviePayload(_ count: Int) async throws -> Data {
    let server = try await RadarrDemoServer(
        configuration: DemoServerConfiguration(generatedItems: count), logger: quiet
    ).start()
    let http = HTTPClient(eventLoopGroupProvider: .singleton)
    var request = HTTPClientRequest(url: "\(server.baseURL)/api/v3/movie")
    request.headers.add(name: "X-Api-Key", value: server.apiKey)
    let response = try await http.execute(request, timeout: .seconds(120))
    let body = try await response.body.collect(upTo: 1 << 30)
    try await close(http)
    await server.stop()
    return Data(buffer: body)
}

// `thriftwood-bench decode-file PATH`: decode one saved payload once (for callgrind).
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "decode-file" {
    let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[2]))
    let movies = try ArrJSON.makeDecoder().decode([Movie].self, from: data)
    Report.line("decoded \(movies.count) movies")
    exit(0)
}

// `thriftwood-bench scan-movies PATH`: read one saved `GET /movie` payload ten times through the list's scanner (for perf).
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "scan-movies" {
    let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[2]))
    for _ in 0..<10 {
        let started = ContinuousClock.now
        let library = try await MovieSummary.decodeLibrary(data)
        Report.line("scanned \(library.movies.count) movies in \(ContinuousClock.now - started)")
    }
    exit(0)
}

// `thriftwood-bench walk-file PATH`: walk one saved array on every core, skipping each element (for perf).
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "walk-file" {
    let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[2]))
    for _ in 0..<5 {
        let started = ContinuousClock.now
        let walked = await JSONArrayWalk.map(data) { cursor in try cursor.skipValue() }
        Report.line("walked \(walked?.count ?? -1) elements in \(ContinuousClock.now - started)")
    }
    exit(0)
}

// `thriftwood-bench decode-series PATH`: decode one saved `GET /series` payload ten times (for perf).
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "decode-series" {
    let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[2]))
    for _ in 0..<10 {
        let series = try await ArrJSON.decodeArray(Series.self, from: data)
        Report.line("decoded \(series.count) series")
    }
    exit(0)
}

// `thriftwood-bench scan-series PATH`: read one saved `GET /series` payload ten times through the list's scanner (for perf).
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "scan-series" {
    let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[2]))
    for _ in 0..<10 {
        let started = ContinuousClock.now
        let list = try await Series.decodeList(data)
        let scanned = ContinuousClock.now
        let columns = try await Series.decodeList(data, reading: .listColumns)
        let scannedColumns = ContinuousClock.now
        let positions = SeriesIndex(columns.series, preparingAll: false).positions(for: SeriesQuery())
        Report.line(
            "read \(list.count) series in \(scanned - started) (a table's columns: \(scannedColumns - scanned)), "
                + "ordered \(positions.count) in \(ContinuousClock.now - scannedColumns)")
    }
    exit(0)
}

// `thriftwood-bench memory PATH full|summary`: peak memory of loading one payload, in a fresh process.
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "memory" {
    let baseline = Measure.peakRSS
    let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[2]))
    let count: Int
    if CommandLine.arguments[3] == "full" {
        count = try await ArrJSON.decodeArray(Movie.self, from: data).count
    } else {
        count = try await MovieSummary.decodeLibrary(data).movies.count
    }
    Report.line("\(count) \(Measure.peakRSS - baseline) \(data.count)")
    exit(0)
}

/// Peak memory of loading `payload` in a fresh process, as a multiple of the JSON size.
func loadingMemory(_ payload: Data, mode: String) throws -> Double {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "thriftwood-bench-\(UUID().uuidString).json")
    try payload.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["memory", file.path, mode]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    process.waitUntilExit()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let numbers = output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    guard numbers.count == 3 else { throw BenchFailure("memory probe said: \(output)") }
    return numbers[1] / numbers[2]
}

Report.line("Thriftwood benchmarks — \(ProcessInfo.processInfo.processorCount) cores, release build")
Report.line("baseline RSS \(Measure.currentRSS / 1_048_576) MB")
Report.line()

if wanted("decode") {
    Report.line("1. Decoding GET /movie")
    for count in [1_000, 10_000, 50_000] {
        let payload = try await moviePayload(count)
        let megabytes = Double(payload.count) / 1_000_000
        let runs = count >= 50_000 ? 3 : 5
        var summaries = 0
        let summaryMs = try await Measure.bestAsync(runs: runs) {
            summaries = try await MovieSummary.decodeLibrary(payload).movies.count
        }
        try check(summaries == count, "summarised \(summaries) of \(count)")
        Measure.report(
            "  \(count) movies (\(String(format: "%.1f", megabytes)) MB) into list summaries", summaryMs, "ms")
        Measure.report(
            "    throughput (the library's load path)", megabytes / (summaryMs / 1000), "MB/s", budget: (100, false))
        var decoded: [Movie] = []
        let fullMs = try await Measure.bestAsync(runs: runs) {
            decoded = try await ArrJSON.decodeArray(Movie.self, from: payload)
        }
        try check(decoded.count == count, "decoded \(decoded.count) of \(count)")
        Measure.report("    full Movie values, Codable on every core", megabytes / (fullMs / 1000), "MB/s")
        let serial = try Measure.best(runs: count >= 50_000 ? 1 : 3) {
            decoded = try ArrJSON.makeDecoder().decode([Movie].self, from: payload)
        }
        Measure.report("    full Movie values, JSONDecoder on one core", megabytes / (serial / 1000), "MB/s")
        if count == 10_000 {
            Measure.report(
                "  peak memory loading 10,000 (list summaries) ÷ JSON size",
                try loadingMemory(payload, mode: "summary"), "×",
                budget: (3, true))
            Measure.report(
                "  peak memory loading 10,000 (full Movie values) ÷ JSON size",
                try loadingMemory(payload, mode: "full"), "×")
        }
    }
    Report.line()
}

if wanted("library") {
    Report.line("2. Library index over 50,000 movies")
    let payload = try await moviePayload(50_000)
    let movies = try ArrJSON.makeDecoder().decode([Movie].self, from: payload).compactMap(MovieSummary.init)
    var index = LibraryIndex([])
    Measure.report("  build the index", Measure.best(runs: 3) { index = LibraryIndex(movies) }, "ms")
    for key in MovieSortKey.allCases {
        let ms = Measure.best { _ = index.query(MovieListOptions(sort: key, ascending: false)) }
        Measure.report("  sort by \(key.rawValue) (descending)", ms, "ms", budget: (2, true))
    }
    Measure.report(
        "  filter missing, sorted by rating",
        Measure.best { _ = index.query(MovieListOptions(sort: .rating, filter: .missing)) }, "ms", budget: (2, true))
    let query = "the matrix"
    var worst = 0.0
    for length in 1...query.count {
        let prefix = String(query.prefix(length))
        worst = max(worst, Measure.best { _ = index.query(MovieListOptions(), search: prefix) })
    }
    Measure.report("  search as you type, slowest of 10 keystrokes", worst, "ms", budget: (2, true))
    Report.line()
}

if wanted("cache") || wanted("coldstart") {
    let payload = try await moviePayload(10_000)
    let movies = try ArrJSON.makeDecoder().decode([Movie].self, from: payload).compactMap(MovieSummary.init)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "thriftwood-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try AppDatabase.open(in: directory)
    let profiles = LiveProfileService(database: database, kinds: .standard)
    let profile = try await profiles.create(
        ProfileDraft(
            name: "Bench",
            radarr: ConnectionDraft(.radarr, url: "http://127.0.0.1:1", apiKey: "0123456789abcdef0123456789abcdef"),
            sonarr: ConnectionDraft(.sonarr, url: "http://127.0.0.1:1", apiKey: "0123456789abcdef0123456789abcdef")))
    let cache = LiveLibraryCache(database: database)
    if wanted("cache") {
        Report.line("4. Library cache, 10,000 movies")
        Measure.report(
            "  write",
            try await Measure.bestAsync(runs: 3) {
                try await cache.store(movies, connectionId: ServiceKind.radarr.connectionId(in: profile.id), at: Date())
            },
            "ms")
        Measure.report(
            "  read back",
            try await Measure.bestAsync {
                _ = try await cache.load(connectionId: ServiceKind.radarr.connectionId(in: profile.id))
            }, "ms")
        // The generic record cache (one JSON per record, Lidarr's) with the same values, for item 5 of #47.
        let records = LiveRecordCache(database: database)
        let keyed = movies.map { (id: $0.id, record: $0) }
        let recordKey = ServiceKind.radarr.connectionId(in: profile.id)
        Measure.report(
            "  the record cache instead: write",
            try await Measure.bestAsync(runs: 3) {
                try await records.store(keyed, connectionId: recordKey, at: Date())
            },
            "ms")
        Measure.report(
            "  the record cache instead: read back",
            try await Measure.bestAsync {
                _ = try await records.load(MovieSummary.self, connectionId: recordKey)
            }, "ms")
        Report.line()
    } else {
        try await cache.store(movies, connectionId: ServiceKind.radarr.connectionId(in: profile.id), at: Date())
    }
    if wanted("coldstart") {
        try await coldStartBenchmark(directory: directory, profile: profile, database: database)
    }
}

if wanted("navigation") {
    Report.line("5. Navigation")
    let routes: [AppRoute] = [
        .radarr(.home), .radarr(.moviesList), .radarr(.movieDetail(movieId: 42)), .radarr(.queue), .radarr(.history),
        .settings(.main), .settings(.profiles), .radarr(.addMovie(query: "dune")),
    ]
    var generator = SystemRandomNumberGenerator()
    var commands: [NavigationCommand<AppRoute>] = []
    for _ in 0..<1_000_000 {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0, 1: commands.append(.navigate(to: routes.randomElement(using: &generator) ?? .radarr(.home)))
        case 2: commands.append(.navigateBack)
        case 3: commands.append(.popToRoot)
        case 4: commands.append(.present(PresentedSheet(root: .settings(.addProfile))))
        default: commands.append(.dismiss)
        }
    }
    let ms = Measure.best(runs: 3) {
        var state = NavigationState<AppRoute>()
        for command in commands {
            if case .success(let next) = NavigationReducer.reduce(state, command, depthLimit: 64) { state = next }
        }
    }
    Measure.report("  1,000,000 random commands through the reducer", ms, "ms")
    let links = [
        "thriftwood://radarr/movies/42", "thriftwood://radarr/search/dune", "thriftwood://settings/profile/abc",
        "thriftwood://radarr/queue", "thriftwood://radarr/movies?sheet=edit/42",
    ]
    let linkMs = Measure.best {
        for _ in 0..<1_000 {
            for link in links {
                if let state = try? KindRegistry.standard.deepLinks.parse(link) {
                    _ = try? KindRegistry.standard.deepLinks.printText(state)
                }
            }
        }
    }
    Measure.report("  parse + print, per link (5 route kinds × 1,000)", linkMs * 1000 / 5_000, "µs")
    let deep = NavigationState<AppRoute>(path: (1...50).map { .radarr(.movieDetail(movieId: MovieID($0))) })
    let data = try JSONEncoder().encode(AppCoordinator.restorer.snapshot(of: deep))
    let restoreMs = try await Measure.bestAsync { @MainActor () throws in
        let result = await AppCoordinator.restorer.restore(from: data, userInfo: KindRegistry.standard.decodingInfo)
        try check(result.state.path.count == 50, "restored \(result.state.path.count) of 50")
    }
    Measure.report("  restore a 50-deep snapshot", restoreMs, "ms")
    Report.line()
}

if wanted("render") {
    Report.line("6. Terminal rendering, 200×60 movies list")
    let payload = try await moviePayload(10_000)
    let movies = try ArrJSON.makeDecoder().decode([Movie].self, from: payload).compactMap(MovieSummary.init)
    let result = try await renderBenchmark(movies)
    Measure.report("  render a full frame", result.render, "ms")
    Measure.report("  diff against the previous frame (one row moved)", result.diff, "ms")
    Report.line()
}

if wanted("sonarr") {
    try await sonarrBenchmark()
}
if wanted("overview") {
    try await overviewBenchmark()
}
if wanted("keys") {
    try keymapBenchmark()
}
if wanted("downloads") {
    downloadJoinBenchmark()
    try await qbittorrentSyncBenchmark()
}
if wanted("cli") {
    try await commandLineBenchmark()
}
if wanted("pictures") {
    Report.line("12. Pictures: 40 posters of 333×500 (Radarr's 500-pixel copy)")
    let result = try await pictureBenchmark()
    Measure.report("  a cached, resized poster served (median)", result.served, "ms", budget: (2, true))
    Measure.report("  its first resize (decode, scale, encode, keep; median)", result.firstResize, "ms")
    Measure.report("  decode one for the terminal (240×360)", result.decode, "ms")
    Measure.report("  its symbols, 24×18 cells (once per picture and size)", result.symbols, "ms")
    Report.line("  A movie's screen on the demo Radarr, 200×60, each of 20 movies once, its poster cold (medians):")
    for frame in try await firstFrameBenchmark() {
        Measure.report("    \(frame.label): first frame", frame.opened, "ms")
        Measure.report("    \(frame.label): the movie shown", frame.loaded, "ms")
    }
    Report.line()
}
if wanted("requests") {
    // Five minutes on Home and one on the queue; THRIFTWOOD_BENCH_SECONDS sets both for a quick look.
    let seconds = ProcessInfo.processInfo.environment["THRIFTWOOD_BENCH_SECONDS"].flatMap(Double.init).map {
        max(5, $0)
    }
    try await requestCountBenchmark(homeSeconds: seconds ?? 300, queueSeconds: seconds ?? 60)
    Report.line()
}

Report.line("peak RSS \(Measure.peakRSS / 1_048_576) MB")
