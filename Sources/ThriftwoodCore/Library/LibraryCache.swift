import Foundation
import GRDB

/// A profile's library as last fetched, and when.
public struct CachedLibrary: Hashable, Sendable {
    /// The movies.
    public var movies: [MovieSummary]
    /// When they were fetched from Radarr.
    public var updatedAt: Date

    /// Creates a cached library.
    public init(movies: [MovieSummary], updatedAt: Date) {
        self.movies = movies
        self.updatedAt = updatedAt
    }
}

/// Keeps each profile's library on disk so the list opens at once and works offline.
public protocol LibraryCache: Sendable {
    /// The cached library of `connectionId`, or nil when it was never fetched.
    func load(connectionId: String) async throws -> CachedLibrary?
    /// Replaces the cached library of `connectionId` in one transaction.
    func store(_ movies: [MovieSummary], connectionId: String, at date: Date) async throws
    /// Inserts or updates one movie.
    func upsert(_ movie: MovieSummary, connectionId: String) async throws
    /// Removes one movie.
    func remove(movieId: Int, connectionId: String) async throws
}

/// The library cache in the app database.
public struct LiveLibraryCache: LibraryCache {
    let database: AppDatabase

    /// Creates the cache over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// The cached library of `connectionId`, or nil when it was never fetched.
    public func load(connectionId: String) async throws -> CachedLibrary? {
        try await database.read { db in
            guard
                let updatedAt = try Date.fetchOne(
                    db, sql: "SELECT updatedAt FROM libraryCacheInfo WHERE connectionId = ?", arguments: [connectionId])
            else { return nil }
            let movies = try MovieSummary.fetchAll(
                db, sql: "SELECT * FROM cachedMovie WHERE connectionId = ?", arguments: [connectionId])
            return CachedLibrary(movies: movies, updatedAt: updatedAt)
        }
    }

    /// Replaces the cached library of `connectionId` in one transaction.
    public func store(_ movies: [MovieSummary], connectionId: String, at date: Date) async throws {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM cachedMovie WHERE connectionId = ?", arguments: [connectionId])
            for movie in movies {
                try CachedMovieRecord(connectionId: connectionId, summary: movie).insert(db)
            }
            try db.execute(
                sql: "INSERT OR REPLACE INTO libraryCacheInfo (connectionId, updatedAt, movieCount) VALUES (?, ?, ?)",
                arguments: [connectionId, date, movies.count])
        }
    }

    /// Inserts or updates one movie.
    public func upsert(_ movie: MovieSummary, connectionId: String) async throws {
        try await database.write { db in
            try CachedMovieRecord(connectionId: connectionId, summary: movie).save(db)
        }
    }

    /// Removes one movie.
    public func remove(movieId: Int, connectionId: String) async throws {
        try await database.write { db in
            try db.execute(
                sql: "DELETE FROM cachedMovie WHERE connectionId = ? AND id = ?", arguments: [connectionId, movieId])
        }
    }
}

/// No offline copy: nothing is kept, nothing is found (graphs without a database).
public struct NoLibraryCache: LibraryCache {
    /// Creates the empty cache.
    public init() {}

    /// Never anything cached.
    public func load(connectionId: String) async throws -> CachedLibrary? { nil }

    /// Keeps nothing.
    public func store(_ movies: [MovieSummary], connectionId: String, at date: Date) async throws {}

    /// Keeps nothing.
    public func upsert(_ movie: MovieSummary, connectionId: String) async throws {}

    /// Keeps nothing.
    public func remove(movieId: Int, connectionId: String) async throws {}
}

extension ServiceSlot {
    /// Radarr's offline copy of its movies.
    public static let radarrLibrary = ServiceSlot("radarr-library")
}

extension KindServiceShelf {
    /// Radarr's offline copy of its movies (none kept when the shelf holds no store).
    public var libraryCache: any LibraryCache {
        get { service(.radarrLibrary, as: (any LibraryCache).self) ?? NoLibraryCache() }
        set { put(newValue, in: .radarrLibrary) }
    }
}

extension ServiceMaker {
    /// Radarr's offline copy, in the app's database (none without one).
    static let radarrLibrary = ServiceMaker(slot: .radarrLibrary) { parts in
        parts.database.map { LiveLibraryCache(database: $0) as any LibraryCache } ?? NoLibraryCache()
    }
}
