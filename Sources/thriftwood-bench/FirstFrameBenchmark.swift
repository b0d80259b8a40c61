import ArrDemoKit
import AsyncHTTPClient
import Foundation
import RadarrDemoServer
import ServerKit
import ThriftwoodCore
import ThriftwoodTerminal

/// Whether pictures slow a screen's first frame (#55: a screen with pictures draws its first
/// frame as fast as without): a movie's screen opened on the demo Radarr, in a terminal that
/// draws pictures (symbols) and in one that draws none, each movie once, cold (its poster not
/// fetched yet). Measured: the frame drawn right after the screen opens, and the first frame
/// that shows the movie (drawn every millisecond until then; the poster may come after it).
@MainActor
func firstFrameBenchmark(movies: Int = 20) async throws -> [(label: String, opened: Double, loaded: Double)] {
    let demo = OnDemandDemoServer(RadarrDemoServer.self, configuration: DemoServerConfiguration())
    let http = ServerHTTP.makeClient()
    var results: [(String, Double, Double)] = []
    for (label, term) in [("pictures drawn (symbols)", "xterm-256color"), ("no pictures (TERM=dumb)", "dumb")] {
        let database = try AppDatabase.inMemory()
        let dependencies = AppDependencies.live(
            database: database, kinds: KindRegistry.standard, transport: LiveHTTPTransport(http: http),
            demos: [.radarr: DemoServerLauncher { try await demo.connection() }])
        _ = try await dependencies.profiles.create(
            ProfileDraft(
                name: "Bench", radarr: ConnectionDraft(.radarr, url: ServiceServer.embeddedDemoURL, apiKey: "demo")))
        let coordinator = AppCoordinator(dependencies: dependencies, dataDirectory: database.directoryForBench)
        await coordinator.start(deepLink: nil)
        let ui = TerminalUI(coordinator: coordinator, environment: ["TERM": term])
        _ = await coordinator.open("thriftwood://radarr/movies")
        _ = ui.render(width: 200, height: 60)
        await ui.settle()
        var opened: [Double] = []
        var loaded: [Double] = []
        var posters = 0
        for id in 1...movies {
            let started = ContinuousClock.now
            _ = await coordinator.open("thriftwood://radarr/movies/\(id)")
            _ = ui.render(width: 200, height: 60)
            opened.append(Measure.milliseconds(ContinuousClock.now - started))
            // Drawn as the terminal draws, until the movie shows (its poster may come later).
            while ui.render(width: 200, height: 60).text.contains("Loading…") {
                try await Task.sleep(for: .milliseconds(1))
            }
            loaded.append(Measure.milliseconds(ContinuousClock.now - started))
            await ui.settle()
            if ui.render(width: 200, height: 60).cells.contains(where: { $0.style.picture != nil }) { posters += 1 }
        }
        // The comparison means something only if the posters are drawn where they should be.
        try check((posters > 0) == (term != "dumb"), "\(label): \(posters) of \(movies) posters drawn")
        ui.stop()
        results.append((label, medianOf(opened), medianOf(loaded)))
    }
    try await http.shutdown()
    return results
}

private func medianOf(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}
