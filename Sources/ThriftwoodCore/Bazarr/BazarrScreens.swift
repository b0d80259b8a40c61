import BazarrKit
import Foundation

/// Each of Bazarr's screens as a ``TableSource``.
enum BazarrScreens {
    /// How a screen reaches its server.
    typealias Connect = @Sendable () async throws -> BazarrClient

    /// The source of `route`'s screen on the server named `server`.
    static func source(_ route: BazarrRoute, server: String, connect: @escaping Connect) -> TableSource {
        switch route {
        case .wantedEpisodes:
            TableSource { _ in
                BazarrRows.wantedEpisodes(try await connect().wantedEpisodes(start: 0, length: 200), server: server)
            } perform: { action in
                try await BazarrSearch.episode(action, connect: connect, server: server)
            }
        case .wantedMovies:
            TableSource { _ in
                BazarrRows.wantedMovies(try await connect().wantedMovies(start: 0, length: 200), server: server)
            } perform: { action in
                try await BazarrSearch.movie(action, connect: connect, server: server)
            }
        case .history:
            TableSource { _ in
                let client = try await connect()
                async let movies = client.movieHistory(length: 50)
                let episodes = try await client.episodeHistory(length: 50)
                return BazarrRows.history(episodes: episodes.records, movies: try await movies.records)
            }
        case .providers:
            TableSource { _ in
                BazarrRows.providers(try await connect().providers(), server: server)
            } perform: { action in
                guard action.id == "reset" else { return "" }
                try await connect().resetProviders()
                return "\(server) tries every provider again."
            }
        }
    }
}
