import Foundation
import GRDB
import Logging
import RadarrAPI
import ServerKit
import Testing

@testable import ThriftwoodCore

@Suite("Storage on a temporary database")
struct StorageTests {
    func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("thriftwood-storage-\(UUID().uuidString)")
    }

    @Test("the database file is private to the user and runs in WAL mode")
    func fileIsPrivateAndWAL() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try AppDatabase.open(in: directory)
        let path = directory.appendingPathComponent(AppDatabase.fileName).path
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let journal = try database.writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(journal == "wal")
    }

    @Test("reopening an existing database keeps its data and applies no migration twice")
    func reopenKeepsData() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try AppDatabase.open(in: directory)
        _ = try await LiveProfileService(database: first, kinds: .standard).create(ProfileDraft(name: "Home"))
        let second = try AppDatabase.open(in: directory)
        #expect(try await LiveProfileService(database: second, kinds: .standard).profiles().map(\.name) == ["Home"])
        let applied = try await second.writer.read { db in try AppDatabase.migrator.appliedIdentifiers(db) }
        #expect(applied.count == AppDatabase.migrator.migrations.count)
    }

    @Test("preferences that cannot be read are never overwritten with the defaults by a change")
    func unreadablePreferencesAreKept() async throws {
        let database = try AppDatabase.inMemory()
        let service = LivePreferencesService(database: database)
        try await service.update { $0.use24HourTime = false }
        // Stored preferences that are not preferences at all (a damaged row).
        try await database.writer.write { db in
            try db.execute(
                sql: "UPDATE setting SET value = ? WHERE key = ?",
                arguments: [Data("[1,2".utf8), SettingRecord.Key.preferences])
        }
        await #expect(throws: (any Error).self) { try await service.update { $0.theme = .light } }
        await #expect(throws: (any Error).self) { try await service.preferences() }
        let stored = try await database.writer.read { db in
            try SettingRecord.fetchOne(db, key: SettingRecord.Key.preferences)?.value
        }
        #expect(stored == Data("[1,2".utf8))
        // An odd field alone costs only that field.
        try await database.writer.write { db in
            try db.execute(
                sql: "UPDATE setting SET value = ? WHERE key = ?",
                arguments: [Data(#"{"use24HourTime": false, "theme": 42}"#.utf8), SettingRecord.Key.preferences])
        }
        #expect(try await service.preferences().use24HourTime == false)
    }

    @Test(
        "a data directory other users can read is made private when it is Thriftwood's own; a shared one is left; exports are 0600"
    )
    func permissionsAreTightened() async throws {
        let own = temporaryDirectory()
        let shared = temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: own)
            try? FileManager.default.removeItem(at: shared)
        }
        for directory in [own, shared] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
        }
        _ = FileManager.default.createFile(atPath: shared.appendingPathComponent("notes.txt").path, contents: Data())
        func mode(_ path: String) throws -> Int {
            try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
        }
        let database = try AppDatabase.open(in: own)
        _ = try AppDatabase.open(in: shared)
        #expect(try mode(own.path) == 0o700)
        #expect(try mode(shared.path) == 0o755)
        let log = LiveAppLog(database: database, redactor: Redactor())
        let export = own.appendingPathComponent("thriftwood-log.txt")
        _ = try await log.export(to: export)
        #expect(try mode(export.path) == 0o600)
    }

    @Test("a write that fails midway leaves the previous state intact")
    func failedWriteRollsBack() async throws {
        let database = try AppDatabase.inMemory()
        let cache = LiveLibraryCache(database: database)
        let profile = try await LiveProfileService(database: database, kinds: .standard).create(
            ProfileDraft(name: "Home", radarr: ConnectionDraft(.radarr, url: "http://radarr.lan:7878", apiKey: "key")))
        let movies = sampleMovies(3)
        try await cache.store(movies, connectionId: profile.cacheKey, at: Date(timeIntervalSince1970: 1000))
        struct Interrupted: Error {}
        await #expect(throws: Interrupted.self) {
            try await database.writer.write { db in
                try db.execute(sql: "DELETE FROM cachedMovie")
                throw Interrupted()
            }
        }
        #expect(try await cache.load(connectionId: profile.cacheKey)?.movies.count == 3)
    }

    @Test("the library cache round-trips every field and is replaced as a whole")
    func cacheRoundTrips() async throws {
        let database = try AppDatabase.inMemory()
        let cache = LiveLibraryCache(database: database)
        let profile = try await LiveProfileService(database: database, kinds: .standard).create(
            ProfileDraft(name: "Home", radarr: ConnectionDraft(.radarr, url: "http://radarr.lan:7878", apiKey: "key")))
        let movies = sampleMovies(5)
        try await cache.store(movies, connectionId: profile.cacheKey, at: Date(timeIntervalSince1970: 1000))
        let loaded = try #require(try await cache.load(connectionId: profile.cacheKey))
        #expect(loaded.movies.sorted { $0.id < $1.id } == movies)
        #expect(loaded.updatedAt == Date(timeIntervalSince1970: 1000))
        try await cache.store(
            Array(movies.prefix(2)), connectionId: profile.cacheKey, at: Date(timeIntervalSince1970: 2000))
        #expect(try await cache.load(connectionId: profile.cacheKey)?.movies.count == 2)
        try await cache.remove(movieId: movies[0].id, connectionId: profile.cacheKey)
        #expect(try await cache.load(connectionId: profile.cacheKey)?.movies.map(\.id) == [movies[1].id])
    }

    @Test("preferences saved with fewer keys than this build knows still load, with defaults")
    func preferencesDecodeLeniently() async throws {
        let database = try AppDatabase.inMemory()
        try await database.writer.write { db in
            try db.execute(
                sql: "INSERT INTO setting (key, value) VALUES ('preferences', ?)",
                arguments: [
                    Data(#"{"theme":"dark","movieList":{"sort":"year","ascending":false,"filter":"missing"}}"#.utf8)
                ])
        }
        let preferences = try await LivePreferencesService(database: database).preferences()
        #expect(preferences.theme == .dark)
        #expect(preferences.movieList == MovieListOptions(sort: .year, ascending: false, filter: .missing))
        #expect(preferences.confirmDestructiveActions)
    }

    @Test("updates of different preferences never overwrite each other")
    func preferenceUpdatesCompose() async throws {
        let service = LivePreferencesService(database: try AppDatabase.inMemory())
        async let first = service.update { $0.addMovie.searchOnAdd = false }
        async let second = service.update { $0.movieList.sort = .rating }
        _ = try await (first, second)
        let stored = try await service.preferences()
        #expect(stored.addMovie.searchOnAdd == false)
        #expect(stored.movieList.sort == .rating)
    }

    @Test("the app log redacts API keys, filters by level and text, and exports to a file")
    func appLogRedactsAndExports() async throws {
        let database = try AppDatabase.inMemory()
        let redactor = Redactor()
        redactor.register("secret-key-123456")
        let log = LiveAppLog(database: database, redactor: redactor)
        log.record(level: .info, label: "test", message: "using key secret-key-123456")
        log.record(level: .error, label: "test", message: "header X-Api-Key: 0123456789abcdef0123456789abcdef")
        log.record(level: .debug, label: "test", message: "noise")
        let infoAndUp = try await log.entries(minimumLevel: .info, containing: "", limit: 10)
        #expect(infoAndUp.map(\.message) == ["header X-Api-Key: [redacted]", "using key [redacted]"])
        #expect(try await log.entries(minimumLevel: .trace, containing: "noise", limit: 10).count == 1)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try await log.export(to: file) == 3)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(!text.contains("secret-key-123456"))
    }
}

@Suite("A damaged database")
struct DamagedDatabaseTests {
    @Test("a file that is not a database is reported as damaged, with how to move it aside, and left untouched")
    func notADatabase() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "thriftwood-bad-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(AppDatabase.fileName)
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        #expect(throws: CoreError.corruptDatabase(path: file.path)) { _ = try AppDatabase.open(in: directory) }
        #expect(try Data(contentsOf: file) == garbage)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [AppDatabase.fileName])
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o644)
        #expect(CoreError.corruptDatabase(path: file.path).recoverySuggestion.contains("mv"))
    }
}

/// Summaries with varied fields, for storage and index tests.
func sampleMovies(_ count: Int) -> [MovieSummary] {
    (1...count).compactMap { index in
        var movie = RadarrAPIMovie(
            id: index, title: "Film \(index)", year: 1990 + index, tmdbId: 1000 + index, monitored: index % 2 == 0,
            hasFile: index % 3 == 0, sizeOnDisk: ServerCount(index) * 1_000_000)
        movie.added = Date(timeIntervalSince1970: Double(index) * 86_400)
        movie.runtime = ServerCount(80 + index)
        movie.isAvailable = true
        return MovieSummary(movie)
    }
}
