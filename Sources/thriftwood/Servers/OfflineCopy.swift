import ThriftwoodCore

/// What a server's offline copy holds, in words ("96 movies"), for confirmations.
enum OfflineCopy {
    /// The size of the copy kept for server `key` of `kind`, or nil when there is none.
    static func describe(_ key: String, of kind: ServiceKind, _ dependencies: AppDependencies) async throws -> String? {
        switch kind {
        case .radarr:
            return try await dependencies.libraryCache.load(connectionId: key).map {
                Format.plural($0.movies.count, "movie")
            }
        case .sonarr:
            return try await dependencies.seriesCache.load(connectionId: key).map { "\($0.series.count) series" }
        case .lidarr:
            return try await dependencies.records.count(connectionId: key).map { Format.plural($0, "artist") }
        case .sabnzbd, .nzbget, .qbittorrent, .transmission, .deluge, .tautulli, .seerr:
            return nil
        }
    }
}
