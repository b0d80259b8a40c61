import ArrKit
import Foundation
import NIOHTTP1

extension SonarrClient {
    /// A series' episodes, or one season's; with their files when `includeEpisodeFile`.
    public func episodes(
        seriesId: Int, seasonNumber: Int? = nil, includeEpisodeFile: Bool = false
    ) async throws
        -> [Episode]
    {
        var query = [("seriesId", "\(seriesId)")]
        if let seasonNumber { query.append(("seasonNumber", "\(seasonNumber)")) }
        if includeEpisodeFile { query.append(("includeEpisodeFile", "true")) }
        return try await core.get("/episode", query: query)
    }

    /// The episodes with these ids (the key repeated, as v4 wants it).
    public func episodes(ids: [Int]) async throws -> [Episode] {
        try await core.get("/episode", query: ids.map { ("episodeIds", "\($0)") })
    }

    /// One episode, with its series and file.
    public func episode(id: Int) async throws -> Episode { try await core.get("/episode/\(id)") }

    /// One episode with the exact JSON the server sent for it.
    public func episodeWithJSON(id: Int) async throws -> (episode: Episode, json: Data) {
        let answer = try await core.getRecordKeepingJSON("/episode/\(id)", as: Episode.self)
        return (answer.value, answer.json)
    }

    /// Monitors or unmonitors episodes; returns them as changed.
    public func setEpisodes(_ ids: [Int], monitored: Bool) async throws -> [Episode] {
        try await core.send(
            .PUT, "/episode/monitor", body: EpisodeMonitorRequest(episodeIds: ids, monitored: monitored))
    }

    /// A series' episode files.
    public func episodeFiles(seriesId: Int) async throws -> [EpisodeFile] {
        try await core.get("/episodefile", query: [("seriesId", "\(seriesId)")])
    }

    /// One episode file.
    public func episodeFile(id: Int) async throws -> EpisodeFile { try await core.get("/episodefile/\(id)") }

    /// Deletes one episode file from disk.
    public func deleteEpisodeFile(id: Int) async throws {
        _ = try await core.send(.DELETE, "/episodefile/\(id)")
    }
}
