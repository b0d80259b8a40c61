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
                try await searchEpisode(action, connect: connect, server: server)
            }
        case .wantedMovies:
            TableSource { _ in
                BazarrRows.wantedMovies(try await connect().wantedMovies(start: 0, length: 200), server: server)
            } perform: { action in
                try await searchMovie(action, connect: connect, server: server)
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

    /// Searches every missing language of the episode the action names; says what came of it.
    static func searchEpisode(_ action: TableAction, connect: Connect, server: String) async throws -> String {
        let ids = action.target.split(separator: ":").compactMap { Int($0) }
        guard action.id == "search", ids.count == 2 else { return "" }
        let client = try await connect()
        guard let item = try await client.episodes([ids[1]]).first else {
            throw BazarrError(.server("Episode not found"))
        }
        for language in item.missing {
            try await client.downloadBest(episode: ids[1], series: ids[0], language: language)
        }
        let after = try await client.episodes([ids[1]]).first
        return outcome(action.subject, before: item, after: after, server: server)
    }

    /// Searches every missing language of the movie the action names.
    static func searchMovie(_ action: TableAction, connect: Connect, server: String) async throws -> String {
        guard action.id == "search", let id = Int(action.target) else { return "" }
        let client = try await connect()
        guard let item = try await client.movies([id]).first else { throw BazarrError(.server("Movie not found")) }
        for language in item.missing { try await client.downloadBest(movie: id, language: language) }
        return outcome(action.subject, before: item, after: try await client.movies([id]).first, server: server)
    }

    /// "Found English and French for Severance 1x1.", or what is still missing.
    static func outcome(_ title: String, before: SubtitledItem, after: SubtitledItem?, server: String) -> String {
        let found = before.missing.filter { language in !(after?.missing.contains(language) ?? true) }
        let still = after?.missing ?? before.missing
        if still.isEmpty {
            return "Found \(BazarrRows.languages(found).replacingOccurrences(of: ", ", with: " and ")) for \(title)."
        }
        if found.isEmpty { return "\(server) found no subtitle for \(title) (\(BazarrRows.languages(still)))." }
        return "Found \(BazarrRows.languages(found)) for \(title); still missing: \(BazarrRows.languages(still))."
    }
}
