import ArrKit
import Foundation
import RadarrAPI
import ServerKit
import ThriftwoodCore
import ThriftwoodTerminal

/// A Radarr service for snapshots: configured, but every request fails as if offline.
actor OfflineRadarrService: RadarrService {
    private var server: ServiceServer?

    func client() async throws -> RadarrClient {
        throw CoreError.server(ArrError(.radarr, .unreachable(host: "radarr.invalid", reason: "the network is down")))
    }

    func client(for server: ServiceServer) async throws -> RadarrClient { try await client() }

    func configure(_ server: ServiceServer?) { self.server = server }

    func test(_ server: ServiceServer) async throws -> SystemStatus {
        throw CoreError.server(ArrError(.radarr, .unreachable(host: "radarr.invalid", reason: "the network is down")))
    }

    var isConfigured: Bool { server != nil }
}

/// A fixed instant so relative times in snapshots never change.
let snapshotNow = Date(timeIntervalSince1970: 1_790_000_000)

/// An app graph over an in-memory database with an offline Radarr.
func offlineDependencies() throws -> AppDependencies {
    let database = try AppDatabase.inMemory()
    let redactor = Redactor()
    return AppDependencies(
        profiles: LiveProfileService(database: database, clock: { snapshotNow }, kinds: .standard),
        preferences: LivePreferencesService(database: database),
        shelf: KindServiceShelf().with(\.radarr, OfflineRadarrService())
            .with(\.libraryCache, LiveLibraryCache(database: database)),
        log: LiveAppLog(database: database, redactor: redactor),
        snapshots: LiveSnapshotStore(database: database), redactor: redactor, clock: { snapshotNow }, kinds: .standard)
}

/// Library movies with stable, varied fields, CJK included.
func snapshotLibrary() -> [MovieSummary] {
    let titles: [(String, Int, Bool, Bool)] = [
        ("The Matrix", 1999, true, true), ("千と千尋の神隠し", 2001, true, true), ("Amélie", 2001, true, false),
        ("Alien", 1979, false, true), ("Arrival", 2016, true, false), ("Blade Runner 2049", 2017, true, true),
        ("Dune: Part Two", 2024, true, false), ("Heat", 1995, false, false),
    ]
    return titles.enumerated().compactMap { index, entry in
        var movie = Movie(
            id: index + 1, title: entry.0, year: entry.1, tmdbId: 100 + index, monitored: entry.2, hasFile: entry.3,
            sizeOnDisk: entry.3 ? ServerCount(index + 1) * 3_000_000_000 : 0)
        movie.sortTitle = entry.0.lowercased()
        movie.isAvailable = true
        return MovieSummary(movie)
    }
}

extension Profile {
    /// The key of the profile's library cache (its Radarr connection), for tests.
    var cacheKey: String { radarrConnectionId ?? ServiceKind.radarr.connectionId(in: id) }
}

/// A started app whose profile holds one Radarr at an address that never answers, rendered once
/// at 80×24 (so its first screen has loaded what it can).
@MainActor
func unreachableRadarrApp() async throws -> TerminalUI {
    let dependencies = try offlineDependencies()
    _ = try await dependencies.profiles.create(
        ProfileDraft(
            name: "Home", radarr: ConnectionDraft(.radarr, url: "http://radarr.invalid:7878", apiKey: "0123456789")))
    let coordinator = AppCoordinator(dependencies: dependencies, dataDirectory: URL(fileURLWithPath: "/data"))
    await coordinator.start()
    let ui = TerminalUI(coordinator: coordinator, clock: { snapshotNow })
    _ = ui.render(width: 80, height: 24)
    return ui
}
