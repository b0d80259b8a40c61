import ArrDemoKit
import AsyncHTTPClient
import Foundation
import ServerKit
import SonarrAPI
import SonarrDemoServer
import ThriftwoodCore
import ThriftwoodTerminal

/// The app's first frames from the offline copy alone (10,000 movies and 5,000 series cached,
/// neither server reachable): the movies list, the series list and Home, each from opening the
/// database to the frame that shows the cached library. Budget: under 100 ms each.
@MainActor
func coldStartBenchmark(directory: URL, profile: Profile, database: AppDatabase) async throws {
    let demo = OnDemandDemoServer(
        SonarrDemoServer.self, configuration: DemoServerConfiguration(generatedItems: 5_000, seed: 7))
    let connection = try await demo.connection()
    // The app's own client: a refused connection is said at once, not retried until a timeout.
    let http = ServerHTTP.makeClient()
    let payload = try await fetch("\(connection.baseURL)/api/v3/series", key: connection.apiKey, http: http)
    await demo.stop()
    let series = try await Series.decodeList(payload).series
    let seriesKey = try profile.sonarrConnectionId.orThrow("the profile has no Sonarr")
    try await LiveSeriesCache(database: database).store(series, connectionId: seriesKey, at: Date())

    Report.line("3. Cold start from the offline copy (10,000 movies and 5,000 series cached, no network)")
    /// Opens the app on `link` and draws frames until `shown` says the cache is on screen.
    func firstFrame(
        _ link: String?, until shown: (AppCoordinator, String) -> Bool
    ) async throws
        -> Double
    {
        var best = Double.infinity
        for _ in 0..<5 {
            let started = ContinuousClock.now
            let reopened = try AppDatabase.open(in: directory)
            let dependencies = AppDependencies.live(
                database: reopened, kinds: KindRegistry.standard, http: http, demos: [:])
            let coordinator = AppCoordinator(dependencies: dependencies, dataDirectory: directory)
            await coordinator.start(deepLink: link)
            let ui = TerminalUI(coordinator: coordinator)
            var frame = ui.render(width: 120, height: 40).text
            let patience = ContinuousClock.now + .seconds(20)
            while !shown(coordinator, frame) {
                guard ContinuousClock.now < patience else { throw BenchFailure("never shown:\n\(frame)") }
                await Task.yield()
                frame = ui.render(width: 120, height: 40).text
            }
            ui.stop()
            best = min(best, Measure.milliseconds(ContinuousClock.now - started))
        }
        return best
    }
    let movies = try await firstFrame("thriftwood://radarr/movies") { _, frame in frame.contains("of 10000") }
    Measure.report("  the movies list (database, cache, index, frame)", movies, "ms", budget: (100, true))
    let list = try await firstFrame("thriftwood://sonarr/series") { _, frame in frame.contains("5000") }
    Measure.report("  the series list: the same", list, "ms", budget: (100, true))
    let home = try await firstFrame(nil) { _, frame in
        frame.contains("10000 movies") && frame.contains("5000 series")
    }
    Measure.report("  Home, both offline copies summarised", home, "ms", budget: (100, true))
    try await http.shutdown()
    Report.line()
}
