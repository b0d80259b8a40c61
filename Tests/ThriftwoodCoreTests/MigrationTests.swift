import Foundation
import GRDB
import RadarrAPI
import ServerKit
import Testing

@testable import ThriftwoodCore

@Suite("A database written by the schema-1 build opens with nothing lost")
struct MigrationTests {
    /// A copy of `Fixtures/schema-v1.sqlite` (written by the previous build's CLI: profiles
    /// Home with a Radarr server and a custom header, and Empty; Home active with a cached
    /// library of three movies) in a fresh data directory.
    func schemaOneDirectory() throws -> URL {
        guard let fixture = Bundle.module.url(forResource: "Fixtures/schema-v1.sqlite", withExtension: nil) else {
            throw CoreError.storage("the schema-v1 fixture is missing")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("thriftwood-v1-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: directory.appendingPathComponent(AppDatabase.fileName))
        return directory
    }

    @Test("profiles, their servers, the active profile and the cached library survive the v2 migration")
    func nothingLost() async throws {
        let directory = try schemaOneDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try AppDatabase.open(in: directory)
        let profiles = LiveProfileService(database: database)
        #expect(try await profiles.profiles().map(\.name).sorted() == ["Empty", "Home"])
        let home = try #require(try await profiles.activeProfile())
        #expect(home.name == "Home")
        #expect(home.radarr?.connection.baseURL == "http://192.168.1.10:7878")
        #expect(home.radarr?.connection.headers == ["X-Proxy": "yes"])
        let connection = try #require(home.radarrConnectionId)
        let cached = try #require(try await LiveLibraryCache(database: database).load(connectionId: connection))
        #expect(cached.movies.map(\.title).sorted() == ["Film 1", "Film 2", "Film 3"])
        #expect(cached.updatedAt == ISO8601DateFormatter().date(from: "2026-11-01T10:00:00Z"))
        let applied = try await database.writer.read { db in try AppDatabase.migrator.appliedIdentifiers(db) }
        #expect(applied.count == 2)
    }

    @Test("editing a profile keeps its cache; pointing it at another server drops the old server's library")
    func cacheFollowsTheServer() async throws {
        let directory = try schemaOneDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try AppDatabase.open(in: directory)
        let profiles = LiveProfileService(database: database)
        let cache = LiveLibraryCache(database: database)
        let home = try #require(try await profiles.activeProfile())
        let connection = try #require(home.radarrConnectionId)
        var draft = ProfileDraft(home)
        draft.name = "Home Sweet Home"
        _ = try await profiles.update(id: home.id, with: draft)
        #expect(try await cache.load(connectionId: connection)?.movies.count == 3)
        draft.radarr.url = "http://192.168.1.20:7878"
        _ = try await profiles.update(id: home.id, with: draft)
        #expect(try await cache.load(connectionId: connection) == nil)
    }
}
