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
    /// The cached library of `profileId`, or nil when it was never fetched.
    func load(profileId: String) async throws -> CachedLibrary?
    /// Replaces the cached library of `profileId` in one transaction.
    func store(_ movies: [MovieSummary], profileId: String, at date: Date) async throws
    /// Inserts or updates one movie.
    func upsert(_ movie: MovieSummary, profileId: String) async throws
    /// Removes one movie.
    func remove(movieId: Int, profileId: String) async throws
}

/// The library cache in the app database.
public struct LiveLibraryCache: LibraryCache {
    let database: AppDatabase

    /// Creates the cache over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// The cached library of `profileId`, or nil when it was never fetched.
    public func load(profileId: String) async throws -> CachedLibrary? {
        try await database.read { db in
            guard
                let updatedAt = try Date.fetchOne(
                    db, sql: "SELECT updatedAt FROM libraryCacheInfo WHERE profileId = ?", arguments: [profileId])
            else { return nil }
            let movies = try MovieSummary.fetchAll(
                db, sql: "SELECT * FROM cachedMovie WHERE profileId = ?", arguments: [profileId])
            return CachedLibrary(movies: movies, updatedAt: updatedAt)
        }
    }

    /// Replaces the cached library of `profileId` in one transaction.
    public func store(_ movies: [MovieSummary], profileId: String, at date: Date) async throws {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM cachedMovie WHERE profileId = ?", arguments: [profileId])
            for movie in movies {
                try CachedMovieRecord(profileId: profileId, summary: movie).insert(db)
            }
            try db.execute(
                sql: "INSERT OR REPLACE INTO libraryCacheInfo (profileId, updatedAt, movieCount) VALUES (?, ?, ?)",
                arguments: [profileId, date, movies.count])
        }
    }

    /// Inserts or updates one movie.
    public func upsert(_ movie: MovieSummary, profileId: String) async throws {
        try await database.write { db in
            try CachedMovieRecord(profileId: profileId, summary: movie).save(db)
        }
    }

    /// Removes one movie.
    public func remove(movieId: Int, profileId: String) async throws {
        try await database.write { db in
            try db.execute(
                sql: "DELETE FROM cachedMovie WHERE profileId = ? AND id = ?", arguments: [profileId, movieId])
        }
    }
}
