import ArrKit
import Foundation
import RadarrAPI
import ThriftwoodCore
import ThriftwoodTerminal

/// Renders the movies list at 200×60 and diffs consecutive frames.
@MainActor
func renderBenchmark(_ movies: [MovieSummary]) async throws -> (render: Double, diff: Double) {
    let database = try AppDatabase.inMemory()
    let profiles = LiveProfileService(database: database, kinds: .standard)
    let profile = try await profiles.create(
        ProfileDraft(
            name: "Bench",
            radarr: ConnectionDraft(.radarr, url: "http://127.0.0.1:1", apiKey: "0123456789abcdef0123456789abcdef")))
    try await LiveLibraryCache(database: database).store(
        movies, connectionId: ServiceKind.radarr.connectionId(in: profile.id), at: Date())
    let redactor = Redactor()
    let radarr = OfflineRadarr()
    let dependencies = AppDependencies(
        profiles: profiles, preferences: LivePreferencesService(database: database),
        shelf: KindServiceShelf().with(\.radarr, radarr).with(\.libraryCache, LiveLibraryCache(database: database)),
        log: LiveAppLog(database: database, redactor: redactor),
        snapshots: LiveSnapshotStore(database: database), redactor: redactor, kinds: .standard)
    let coordinator = AppCoordinator(dependencies: dependencies, dataDirectory: database.directoryForBench)
    await coordinator.start(deepLink: "thriftwood://radarr/movies")
    let ui = TerminalUI(coordinator: coordinator)
    _ = ui.render(width: 200, height: 60)
    await ui.settle()
    var frame = ui.render(width: 200, height: 60)
    let render = Measure.best(runs: 20) { frame = ui.render(width: 200, height: 60) }
    ui.handle(.down)
    let next = ui.render(width: 200, height: 60)
    var rows: [Int] = []
    let diff = Measure.best(runs: 20) { rows = next.changedRows(since: frame) }
    try check(!rows.isEmpty, "moving the selection changed no row")
    ui.stop()
    return (render, diff)
}

/// A Radarr that is never reachable, so the list renders from the cache.
actor OfflineRadarr: ArrClientService {
    typealias Client = RadarrClient
    func client() async throws -> RadarrClient { throw CoreError.noService(.radarr) }
    func client(for server: ServiceServer) async throws -> RadarrClient { throw CoreError.noService(.radarr) }
    func configure(_ server: ServiceServer?) {}
    func test(_ server: ServiceServer) async throws -> SystemStatus { throw CoreError.noService(.radarr) }
    var isConfigured: Bool { true }
}

extension AppDatabase {
    var directoryForBench: URL { FileManager.default.temporaryDirectory }
}
