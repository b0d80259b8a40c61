import BazarrKit
import Foundation

/// Searching the providers for what an episode or a movie lacks, for every front end: each
/// missing language is asked for in turn, and the outcome is said in words.
public enum BazarrSearch {
    /// Searches every missing language of the episode the action names; says what came of it.
    public static func episode(
        _ action: TableAction, connect: @Sendable () async throws -> BazarrClient, server: String
    ) async throws -> String {
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
    public static func movie(
        _ action: TableAction, connect: @Sendable () async throws -> BazarrClient, server: String
    ) async throws -> String {
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
