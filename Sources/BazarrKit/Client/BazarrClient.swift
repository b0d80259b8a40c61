import ArrKit
import Foundation
import NIOCore
import NIOHTTP1
import ServerKit

/// Bazarr's API (`/api/…`, the key in `X-API-KEY`): wanted subtitles, the subtitles an item has,
/// searching and downloading them, history, providers and health. Answers are `{data, total}`
/// pages or bare records; a refusal is a JSON string with its reason and an HTTP 4xx/5xx.
public struct BazarrClient: Sendable {
    /// "Bazarr".
    public static let name = "Bazarr"

    let requester: ServiceRequester

    /// Creates a client for the Bazarr at `connection` (its `apiKey` is Bazarr's API key).
    public init(connection: ServerConnection, transport: any HTTPTransport) {
        requester = ServiceRequester(connection: connection, transport: transport)
    }

    // MARK: System

    /// Its version and the *arrs it talks to.
    public func status() async throws(BazarrError) -> BazarrStatus {
        try await decode(BazarrStatus.self, from: try await call(.GET, "/api/system/status")["data"])
    }

    /// The health issues it reports.
    public func health() async throws(BazarrError) -> [BazarrHealthIssue] {
        try await list(BazarrHealthIssue.self, from: try await call(.GET, "/api/system/health")["data"])
    }

    // MARK: Wanted and items

    /// One page of episodes missing subtitles.
    public func wantedEpisodes(start: Int = 0, length: Int = 50) async throws(BazarrError) -> BazarrPage<WantedEpisode>
    {
        try await decode(
            BazarrPage<WantedEpisode>.self,
            from: try await call(
                .GET, "/api/episodes/wanted", query: [("start", "\(max(0, start))"), ("length", "\(length)")]))
    }

    /// One page of movies missing subtitles.
    public func wantedMovies(start: Int = 0, length: Int = 50) async throws(BazarrError) -> BazarrPage<WantedMovie> {
        try await decode(
            BazarrPage<WantedMovie>.self,
            from: try await call(
                .GET, "/api/movies/wanted", query: [("start", "\(max(0, start))"), ("length", "\(length)")]))
    }

    /// The episodes `ids` (Sonarr's) with the subtitles they have and lack.
    public func episodes(_ ids: [Int]) async throws(BazarrError) -> [SubtitledItem] {
        try await list(
            SubtitledItem.self,
            from: try await call(.GET, "/api/episodes", query: ids.map { ("episodeid[]", "\($0)") })["data"])
    }

    /// The movies `ids` (Radarr's) with the subtitles they have and lack.
    public func movies(_ ids: [Int]) async throws(BazarrError) -> [SubtitledItem] {
        try await list(
            SubtitledItem.self,
            from: try await call(.GET, "/api/movies", query: ids.map { ("radarrid[]", "\($0)") })["data"])
    }

    // MARK: Searching

    /// Searches the providers for the best subtitle of `language` for an episode and downloads it
    /// (Bazarr answers once it is done; nothing found is not an error).
    public func downloadBest(
        episode: Int, series: Int, language: BazarrLanguage
    ) async throws(BazarrError) {
        _ = try await call(
            .PATCH, "/api/episodes/subtitles",
            query: [
                ("seriesid", "\(series)"), ("episodeid", "\(episode)"), ("language", language.code2),
                ("forced", language.forced ? "true" : "false"), ("hi", language.hearingImpaired ? "true" : "false"),
            ])
    }

    /// Searches the providers for the best subtitle of `language` for a movie and downloads it.
    public func downloadBest(movie: Int, language: BazarrLanguage) async throws(BazarrError) {
        _ = try await call(
            .PATCH, "/api/movies/subtitles",
            query: [
                ("radarrid", "\(movie)"), ("language", language.code2), ("forced", language.forced ? "true" : "false"),
                ("hi", language.hearingImpaired ? "true" : "false"),
            ])
    }

    /// What every provider offers for an episode, with scores (the manual search).
    public func candidates(episode: Int) async throws(BazarrError) -> [SubtitleCandidate] {
        try await list(
            SubtitleCandidate.self,
            from: try await call(.GET, "/api/providers/episodes", query: [("episodeid", "\(episode)")])["data"])
    }

    /// What every provider offers for a movie, with scores.
    public func candidates(movie: Int) async throws(BazarrError) -> [SubtitleCandidate] {
        try await list(
            SubtitleCandidate.self,
            from: try await call(.GET, "/api/providers/movies", query: [("radarrid", "\(movie)")])["data"])
    }

    // MARK: History and providers

    /// The newest subtitle events of episodes.
    public func episodeHistory(length: Int = 50) async throws(BazarrError) -> BazarrPage<BazarrHistoryEntry> {
        try await decode(
            BazarrPage<BazarrHistoryEntry>.self,
            from: try await call(.GET, "/api/episodes/history", query: [("start", "0"), ("length", "\(length)")]))
    }

    /// The newest subtitle events of movies.
    public func movieHistory(length: Int = 50) async throws(BazarrError) -> BazarrPage<BazarrHistoryEntry> {
        try await decode(
            BazarrPage<BazarrHistoryEntry>.self,
            from: try await call(.GET, "/api/movies/history", query: [("start", "0"), ("length", "\(length)")]))
    }

    /// The providers and whether each is throttled.
    public func providers() async throws(BazarrError) -> [BazarrProvider] {
        try await list(BazarrProvider.self, from: try await call(.GET, "/api/providers")["data"])
    }

    /// Ends every provider's throttling now.
    public func resetProviders() async throws(BazarrError) {
        _ = try await call(.POST, "/api/providers", form: [("action", "reset")])
    }

    // MARK: Requests

    /// Sends one request and returns its JSON (null for an empty answer); Bazarr's refusals in
    /// its words.
    func call(
        _ method: HTTPMethod, _ path: String, query: [(String, String)] = [], form: [(String, String)] = []
    ) async throws(BazarrError) -> JSONValue {
        let answer: TransportAnswer
        do {
            answer = try await requester.send(
                method, path, query: ServiceRequester.query(query),
                headers: [("X-API-KEY", requester.connection.apiKey)],
                body: form.isEmpty ? nil : Data(ServiceRequester.query(form).utf8),
                contentType: "application/x-www-form-urlencoded")
        } catch {
            switch error {
            case .transport(let failure): throw BazarrError(.transport(failure))
            case .unreadable(let detail): throw BazarrError(.unreadable(detail))
            }
        }
        if answer.status == 401 { throw BazarrError(.refusedKey) }
        let body = answer.body.readableBytes == 0 ? JSONValue.null : try? requester.json(answer)
        guard (200..<300).contains(answer.status) else {
            // A refusal is a JSON string ("Episode file not found. Path mapping issue?") or {message}.
            // A 403 (a proxy's rule, or the key) is a refusal whatever words come with it; Bazarr
            // answers its own refusals 4xx or 500 with a sentence (recorded from the real one).
            let reason = body?.text ?? body?.present("message")
            if let reason, answer.status != 403 { throw BazarrError(.server(reason)) }
            throw BazarrError(.status(UnexpectedStatus(answer, message: reason)))
        }
        guard let body else {
            throw BazarrError(.wrongService(found: "another kind of server (its answer is not JSON)"))
        }
        return body
    }

    /// `value` read as `type`.
    func decode<T: Decodable>(_ type: T.Type, from value: JSONValue?) async throws(BazarrError) -> T {
        do {
            let data = try JSONEncoder().encode(value ?? .null)
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw BazarrError(.unreadable("\(T.self) could not be read (\(error.localizedDescription))"))
        }
    }

    /// `value` read as a list of `type`, the unreadable records left out. Bazarr sends every list
    /// as `{"data": [...]}`; an answer without `data` (an empty body, `{}`) is not a list of nothing
    /// but an answer that could not be read, so it is never shown as an empty list. A `null` list
    /// is read as empty.
    func list<T: Decodable & Sendable>(_ type: T.Type, from value: JSONValue?) async throws(BazarrError) -> [T] {
        guard let value else { throw BazarrError(.unreadable("it held no list (no \"data\")")) }
        if case .null = value { return [] }
        return try await decode([LenientElement<T>].self, from: value).compactMap(\.value)
    }
}
