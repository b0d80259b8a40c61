import ArrKit
import Foundation
import RadarrAPI
import ServerKit
import Testing

@testable import ThriftwoodCore

@Suite("A profile is a set of servers")
struct ServerSetTests {
    private func movie(_ id: Int, _ title: String) throws -> MovieSummary {
        try #require(MovieSummary(Movie(id: id, title: title, year: 1979, tmdbId: id, monitored: true)))
    }

    private func radarr(_ name: String, _ url: String) -> ServiceServer {
        ServiceServer(kind: .radarr, name: name, connection: ServerConnection(baseURL: url, apiKey: "key"))
    }

    @Test("a second Radarr joins under its own name and slug, after the first, which keeps its id and cache")
    func secondServerOfAKind() async throws {
        let database = try AppDatabase.inMemory()
        let profiles = LiveProfileService(database: database, kinds: .standard)
        let home = try await profiles.create(
            ProfileDraft(name: "Home", radarr: ConnectionDraft(.radarr, url: "http://nas:7878", apiKey: "key")))
        let firstId = try #require(home.radarrConnectionId)
        let cache = LiveLibraryCache(database: database)
        try await cache.store([try movie(1, "Alien")], connectionId: firstId, at: Date())

        let added = try await profiles.addServer(radarr("Radarr 4K", "http://nas:7879"), to: home.id)
        #expect(added.slug == "radarr-4k")
        let loaded = try #require(try await profiles.profile(id: home.id))
        #expect(loaded.servers(.radarr).map(\.name) == ["Radarr", "Radarr 4K"])
        #expect(loaded.radarr?.id == firstId)
        #expect(loaded.server(named: "radarr-4k")?.connection.baseURL == "http://nas:7879")
        #expect(loaded.server(named: "RADARR 4K")?.id == added.id)
        #expect(try await cache.load(connectionId: firstId)?.movies.count == 1)

        // The profile form edits the first Radarr only; the second stays.
        var draft = ProfileDraft(loaded)
        draft.name = "Home 2"
        _ = try await profiles.update(id: home.id, with: draft)
        #expect(try await profiles.profile(id: home.id)?.servers.count == 2)
    }

    @Test("a name or slug already in the profile, an empty name or a bad address is refused, naming the field")
    func refusals() async throws {
        let profiles = LiveProfileService(database: try AppDatabase.inMemory(), kinds: .standard)
        let home = try await profiles.create(
            ProfileDraft(name: "Home", radarr: ConnectionDraft(.radarr, url: "http://nas:7878", apiKey: "key")))
        for server in [radarr("radarr", "http://nas:7879"), radarr("  ", "http://nas:7879"), radarr("4K", "nas")] {
            do {
                _ = try await profiles.addServer(server, to: home.id)
                Issue.record("\(server.name) should have been refused")
            } catch let error as CoreError {
                guard case .invalid(let fields) = error else {
                    Issue.record("unexpected \(error)")
                    continue
                }
                #expect(!fields.isEmpty)
            }
        }
        #expect(try await profiles.profile(id: home.id)?.servers.count == 1)
    }

    @Test("editing a server keeps its place; a new address drops its cache; removing it takes its cache")
    func editAndRemove() async throws {
        let database = try AppDatabase.inMemory()
        let profiles = LiveProfileService(database: database, kinds: .standard)
        let cache = LiveLibraryCache(database: database)
        let home = try await profiles.create(ProfileDraft(name: "Home"))
        let first = try await profiles.addServer(radarr("Radarr", "http://nas:7878"), to: home.id)
        let second = try await profiles.addServer(radarr("Radarr 4K", "http://nas:7879"), to: home.id)
        let key = try #require(second.id)
        try await cache.store([try movie(1, "Alien")], connectionId: key, at: Date())

        var renamed = second
        renamed.name = "UHD"
        _ = try await profiles.updateServer(named: "radarr-4k", in: home.id, with: renamed)
        #expect(try await profiles.profile(id: home.id)?.servers.map(\.name) == ["Radarr", "UHD"])
        #expect(try await cache.load(connectionId: key) != nil)

        var moved = renamed
        moved.connection = ServerConnection(baseURL: "http://other:7878", apiKey: "key")
        _ = try await profiles.updateServer(named: "UHD", in: home.id, with: moved)
        #expect(try await cache.load(connectionId: key) == nil)

        try await cache.store([try movie(2, "Heat")], connectionId: key, at: Date())
        let removed = try await profiles.removeServer(named: "uhd", from: home.id)
        #expect(removed.name == "UHD")
        #expect(try await cache.load(connectionId: key) == nil)
        #expect(try await profiles.profile(id: home.id)?.servers.map(\.id) == [first.id])
        await #expect(throws: CoreError.self) { _ = try await profiles.removeServer(named: "uhd", from: home.id) }
    }

    @Test("servers move in the profile's order; moved above the first of its kind, a server becomes the first")
    @MainActor
    func reorder() async throws {
        let profiles = LiveProfileService(database: try AppDatabase.inMemory(), kinds: .standard)
        let home = try await profiles.create(
            ProfileDraft(name: "Home", radarr: ConnectionDraft(.radarr, url: "http://nas:7878", apiKey: "key")))
        _ = try await profiles.addServer(radarr("Radarr 4K", "http://nas:7879"), to: home.id)
        _ = try await profiles.addServer(radarr("Radarr 8K", "http://nas:7880"), to: home.id)
        try await profiles.moveServer(named: "radarr-8k", in: home.id, by: -1)
        #expect(try await profiles.profile(id: home.id)?.servers.map(\.name) == ["Radarr", "Radarr 8K", "Radarr 4K"])

        let form = ProfileFormViewModel(
            profileId: home.id, profiles: profiles,
            tester: ServiceTester(services: KindServiceShelf(), kinds: .standard),
            kinds: .standard)
        await form.load()
        #expect(form.servers.map(\.name) == ["Radarr", "Radarr 8K", "Radarr 4K"])
        form.name = "Edited"
        await form.move(form.servers[1], by: -1)
        let reordered = try #require(try await profiles.profile(id: home.id))
        #expect(reordered.servers.map(\.name) == ["Radarr 8K", "Radarr", "Radarr 4K"])
        #expect(reordered.radarr?.name == "Radarr 8K")
        #expect(form.servers.map(\.name) == ["Radarr 8K", "Radarr", "Radarr 4K"])
        #expect(form.name == "Edited" && form.message == "Moved Radarr 8K up", "the typed name survives a move")
    }

    @Test("a new profile is saved with a first server of any kind; a bad one leaves no profile behind")
    @MainActor
    func newProfileWithFirstServer() async throws {
        let profiles = LiveProfileService(database: try AppDatabase.inMemory(), kinds: .standard)
        let form = ProfileFormViewModel(
            profileId: nil, profiles: profiles,
            tester: ServiceTester(services: KindServiceShelf(), kinds: .standard),
            kinds: .standard)
        form.name = "Parents"
        while form.newServer.kind != .lidarr { form.cycleNewServerKind() }
        form.newServer.url = "nas:8686"
        form.newServer.apiKey = "key"
        #expect(form.hasChanges)
        await form.save()
        #expect(form.newServerErrors[ProfileDraft.Field.url(.lidarr)] != nil)
        #expect(try await profiles.profiles().isEmpty)
        form.newServer.url = "http://nas:8686"
        var saved: Profile?
        form.onSaved = { saved = $0 }
        await form.save()
        #expect(saved?.servers.map(\.name) == ["Lidarr"] && saved?.servers.first?.kind == .lidarr)
    }

    @Test("slugs are lower case words joined by dashes")
    func slugs() {
        #expect(ServerSlug.make("Radarr 4K") == "radarr-4k")
        #expect(ServerSlug.make("  Anime / Sonarr!! ") == "anime-sonarr")
        #expect(ServerSlug.make("★") == "server")
    }

    @Test("the profile form lists every server and removes one only after asking, naming it")
    @MainActor
    func formRemovesAServer() async throws {
        let database = try AppDatabase.inMemory()
        let profiles = LiveProfileService(database: database, kinds: .standard)
        let home = try await profiles.create(
            ProfileDraft(name: "Home", radarr: ConnectionDraft(.radarr, url: "http://nas:7878", apiKey: "key")))
        _ = try await profiles.addServer(radarr("Radarr 4K", "http://nas:7879"), to: home.id)
        let form = ProfileFormViewModel(
            profileId: home.id, profiles: profiles,
            tester: ServiceTester(services: KindServiceShelf(), kinds: .standard),
            kinds: .standard)
        await form.load()
        #expect(form.servers.map(\.name) == ["Radarr", "Radarr 4K"])
        let other = form.servers[1]
        form.requestRemoval(of: other)
        #expect(form.removalQuestion(for: other).hasPrefix("Remove Radarr 4K (http://nas:7879) from this profile?"))
        form.cancelRemoval()
        #expect(try await profiles.profile(id: home.id)?.servers.count == 2)
        form.requestRemoval(of: other)
        await form.confirmRemoval()
        #expect(form.message == "Removed Radarr 4K" && form.servers.map(\.name) == ["Radarr"])
        #expect(try await profiles.profile(id: home.id)?.servers.map(\.name) == ["Radarr"])
    }

    @Test("a place saved before routes named servers still decodes: no server is the first of the kind")
    func oldRoutesDecode() throws {
        // As the previous build wrote it (in the schema-4 fixture's saved place).
        let saved = Data(
            #"[{"sonarr":{"_0":{"home":{}}}},{"sonarr":{"_0":{"season":{"seriesId":2,"seasonNumber":1}}}}]"#.utf8)
        let path = try JSONDecoder().decode([AppRoute].self, from: saved)
        #expect(path == [.sonarr(.home), .sonarr(.season(seriesId: 2, seasonNumber: 1))])
        let second = AppRoute.radarr(.movieDetail(movieId: 42), server: "radarr-4k")
        #expect(try JSONDecoder().decode(AppRoute.self, from: JSONEncoder().encode(second)) == second)
    }
}
