import Foundation
import GRDB
import RadarrAPI
import ServerKit
import SonarrAPI
import Testing

@testable import ThriftwoodCore

@Suite("An older database (schema 1, 2 or 4) opens with nothing lost")
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
        let profiles = LiveProfileService(database: database, kinds: .standard)
        #expect(try await profiles.profiles().map(\.name).sorted() == ["Empty", "Home"])
        let home = try #require(try await profiles.activeProfile())
        #expect(home.name == "Home")
        #expect(home.radarr?.connection.baseURL == "http://192.168.1.10:7878")
        #expect(home.radarr?.connection.headers == ["X-Proxy": "yes"])
        #expect(home.radarr?.slug == "radarr" && home.radarr?.id == ServiceKind.radarr.connectionId(in: home.id))
        let connection = try #require(home.radarrConnectionId)
        let cached = try #require(try await LiveLibraryCache(database: database).load(connectionId: connection))
        #expect(cached.movies.map(\.title).sorted() == ["Film 1", "Film 2", "Film 3"])
        #expect(cached.updatedAt == ISO8601DateFormatter().date(from: "2026-11-01T10:00:00Z"))
        let applied = try await database.writer.read { db in try AppDatabase.migrator.appliedIdentifiers(db) }
        #expect(applied.count == AppDatabase.migrator.migrations.count)
    }

    @Test("editing a profile keeps its cache; pointing it at another server drops the old server's library")
    func cacheFollowsTheServer() async throws {
        let directory = try schemaOneDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try AppDatabase.open(in: directory)
        let profiles = LiveProfileService(database: database, kinds: .standard)
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

    @Test("a schema-2 database (Radarr and Sonarr connections) gains the series cache and keeps its profile")
    func schemaTwoGainsSeriesCache() async throws {
        guard let fixture = Bundle.module.url(forResource: "Fixtures/schema-v2.sqlite", withExtension: nil) else {
            throw CoreError.storage("the schema-v2 fixture is missing")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("thriftwood-v2-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: fixture, to: directory.appendingPathComponent(AppDatabase.fileName))
        let database = try AppDatabase.open(in: directory)
        let home = try #require(try await LiveProfileService(database: database, kinds: .standard).activeProfile())
        #expect(home.name == "Home")
        #expect(home.radarr?.connection.baseURL == "http://192.168.1.10:7878")
        #expect(home.server(.sonarr)?.connection.baseURL == "http://192.168.1.10:8989")
        #expect(home.server(.sonarr)?.connection.apiKey == "sonarrkey")
        let connection = try #require(home.sonarrConnectionId)
        let cache = LiveSeriesCache(database: database)
        #expect(try await cache.load(connectionId: connection) == nil)
        let stored = Series(id: 7, title: "Severance", year: 2022)
        try await cache.store([stored], connectionId: connection, at: Date(timeIntervalSince1970: 1_800_000_000))
        let loaded = try #require(try await cache.load(connectionId: connection))
        #expect(loaded.series.map(\.title) == ["Severance"])
        #expect(loaded.updatedAt == Date(timeIntervalSince1970: 1_800_000_000))
        let applied = try await database.writer.read { db in try AppDatabase.migrator.appliedIdentifiers(db) }
        #expect(applied.count == AppDatabase.migrator.migrations.count)
    }

    @Test("a schema-4 database becomes server sets (v5): ids, caches, the active profile and the saved place all stay")
    func schemaFourBecomesServerSets() async throws {
        guard let fixture = Bundle.module.url(forResource: "Fixtures/schema-v4.sqlite", withExtension: nil) else {
            throw CoreError.storage("the schema-v4 fixture is missing")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("thriftwood-v4-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: fixture, to: directory.appendingPathComponent(AppDatabase.fileName))
        let database = try AppDatabase.open(in: directory)
        let profiles = LiveProfileService(database: database, kinds: .standard)
        #expect(try await profiles.profiles().map(\.name) == ["Empty", "Home", "TV"])
        let home = try #require(try await profiles.activeProfile())
        #expect(home.name == "Home")
        #expect(home.servers.map(\.kind) == [.radarr, .sonarr])
        #expect(home.servers.map(\.slug) == ["radarr", "sonarr"])
        #expect(home.servers.map(\.name) == ["Radarr", "Sonarr"])
        #expect(
            home.servers.map(\.id) == [
                ServiceKind.radarr.connectionId(in: home.id), ServiceKind.sonarr.connectionId(in: home.id),
            ])
        #expect(home.radarr?.connection.headers == ["X-Proxy": "yes"])
        #expect(home.radarr?.connection.apiKey == "thriftwood-demo-key")
        let (radarrKey, sonarrKey) = (try #require(home.radarrConnectionId), try #require(home.sonarrConnectionId))
        let movies = try #require(try await LiveLibraryCache(database: database).load(connectionId: radarrKey))
        #expect(movies.movies.count == 96)
        let series = try #require(try await LiveSeriesCache(database: database).load(connectionId: sonarrKey))
        #expect(series.series.count == 30)
        #expect(try await LiveSnapshotStore(database: database).load(profileId: home.id) != nil)
        let tv = try #require(try await profiles.profiles().first { $0.name == "TV" })
        #expect(tv.servers.map(\.slug) == ["sonarr"])
        #expect(try await profiles.profiles().first { $0.name == "Empty" }?.servers.isEmpty == true)
        let applied = try await database.writer.read { db in try AppDatabase.migrator.appliedIdentifiers(db) }
        #expect(applied.count == AppDatabase.migrator.migrations.count)
    }

    @Test("processes opening an old database at once each find it migrated: none runs a migration twice")
    func concurrentOpens() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "thriftwood-race-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fixture = try #require(Bundle.module.url(forResource: "Fixtures/schema-v4.sqlite", withExtension: nil))
        try FileManager.default.copyItem(at: fixture, to: folder.appendingPathComponent(AppDatabase.fileName))
        let failures = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    do {
                        _ = try AppDatabase.open(in: folder)
                        return nil
                    } catch {
                        return "\(error)"
                    }
                }
            }
            return await group.compactMap { $0 }.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(failures.isEmpty)
    }

    @Test("opening leaves no lock file beside the database, and removes the empty one earlier versions left")
    func noLockFileLeft() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "thriftwood-lockfile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let leftover = folder.appendingPathComponent(AppDatabase.fileName + ".migrating")
        #expect(FileManager.default.createFile(atPath: leftover.path, contents: nil))
        _ = try AppDatabase.open(in: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.contains { $0.hasSuffix(".migrating") }, "\(names)")
    }
}
