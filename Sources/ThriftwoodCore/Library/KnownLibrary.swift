import Foundation
import RadarrAPI
import SonarrAPI

/// A library as its offline copy has it or, when there is no copy yet (a fresh data
/// directory), as the server sends it now: what search everywhere, the palette and the
/// breadcrumbs read to name movies and series without waiting for their lists to be opened.
enum KnownLibrary {
    /// Radarr's movies: the offline copy of `connectionId`, else the server's library.
    static func movies(
        connectionId: String, radarr: any RadarrService, cache: any LibraryCache
    ) async throws -> [MovieSummary] {
        if let cached = try await cache.load(connectionId: connectionId) { return cached.movies }
        return try await MovieSummary.decodeLibrary(try await radarr.client().moviesJSON()).movies.map(\.summary)
    }

    /// Sonarr's series: the offline copy of `connectionId`, else the server's list.
    static func series(
        connectionId: String, sonarr: any SonarrService, cache: any SeriesCache
    ) async throws -> [Series] {
        if let cached = try await cache.load(connectionId: connectionId) { return cached.series }
        return try await sonarr.client().series()
    }
}
