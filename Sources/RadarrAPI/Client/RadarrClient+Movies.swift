import ArrKit
import Foundation
import NIOFoundationCompat
import NIOHTTP1

extension RadarrClient {
    /// The whole library (Radarr does not page it: about 6 KB per movie).
    public func movies() async throws -> [Movie] {
        try await moviesWithJSON().map(\.movie)
    }

    /// The library as the server sent it, undecoded, for callers that decode only what they need.
    public func moviesJSON() async throws -> Data {
        Data(buffer: try await core.send(.GET, "/movie").body, byteTransferStrategy: .noCopy)
    }

    /// The library, each movie with the exact JSON the server sent for it.
    ///
    /// Decoding runs on every core, so a 50,000-movie library loads in a fraction of the time;
    /// the raw JSON lets scripts get Radarr's own fields back without re-encoding.
    public func moviesWithJSON() async throws -> [(movie: Movie, json: Data)] {
        try await core.getKeepingJSON("/movie", as: Movie.self).map { (movie: $0.value, json: $0.json) }
    }

    /// One movie.
    public func movie(id: Int) async throws -> Movie { try await core.get("/movie/\(id)") }

    /// One movie with the exact JSON the server sent for it.
    public func movieWithJSON(id: Int) async throws -> (movie: Movie, json: Data) {
        let answer = try await core.getRecordKeepingJSON("/movie/\(id)", as: Movie.self)
        return (answer.value, answer.json)
    }

    /// Adds a movie; it needs a title, TMDb id, quality profile, root folder and add options.
    public func addMovie(_ movie: Movie) async throws -> Movie {
        try await core.send(.POST, "/movie", body: movie)
    }

    /// Saves changes to a movie; `moveFiles` moves its folder when the path changed.
    public func updateMovie(_ movie: Movie, moveFiles: Bool = false) async throws -> Movie {
        guard let id = movie.id else { throw core.error(.notFound(resource: "A movie without an id", detail: nil)) }
        return try await core.send(.PUT, "/movie/\(id)", query: [("moveFiles", "\(moveFiles)")], body: movie)
    }

    /// Deletes a movie, optionally with its files and with an import-list exclusion.
    public func deleteMovie(id: Int, deleteFiles: Bool = false, addImportExclusion: Bool = false) async throws {
        _ = try await core.send(
            .DELETE, "/movie/\(id)",
            query: [("deleteFiles", "\(deleteFiles)"), ("addImportExclusion", "\(addImportExclusion)")])
    }

    /// Changes several movies at once.
    public func editMovies(_ request: MovieEditorRequest) async throws {
        let data = try ArrJSON.makeEncoder().encode(request)
        _ = try await core.send(.PUT, "/movie/editor", body: data)
    }

    /// Deletes several movies at once.
    public func deleteMovies(_ deletion: MovieEditorDeletion) async throws {
        let data = try ArrJSON.makeEncoder().encode(deletion)
        _ = try await core.send(.DELETE, "/movie/editor", body: data)
    }

    /// Searches the metadata provider: a title, `tmdb:603` or `imdb:tt0133093`.
    public func lookup(term: String) async throws -> [Movie] {
        try await core.get("/movie/lookup", query: [("term", term)])
    }

    /// A movie's files.
    public func movieFiles(movieId: Int) async throws -> [MovieFile] {
        try await core.get("/moviefile", query: [("movieId", "\(movieId)")])
    }

    /// Deletes one movie file from disk.
    public func deleteMovieFile(id: Int) async throws {
        _ = try await core.send(.DELETE, "/moviefile/\(id)")
    }

    /// A movie's cast and crew.
    public func credits(movieId: Int) async throws -> [Credit] {
        try await core.get("/credit", query: [("movieId", "\(movieId)")])
    }
}
