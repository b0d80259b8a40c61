import BazarrKit

/// Bazarr as the *arrs' detail screens ask it: an item's subtitles, and a search for the missing.
enum BazarrSubtitles {
    /// The source over `server`.
    static func source(_ services: KindServices, _ server: ServiceServer) -> SubtitleSource {
        let bazarr = services.bazarr
        return SubtitleSource(
            server: server.name,
            status: { subject in
                let client = try await bazarr.client(for: server)
                let items =
                    switch subject {
                    case .movie(let id): try await client.movies([id])
                    case .episode(_, let id): try await client.episodes([id])
                    }
                return items.first.map { item in
                    SubtitleStatus(have: item.subtitles.map(\.language.label), missing: item.missing.map(\.label))
                }
            },
            search: { subject in
                let connect: @Sendable () async throws -> BazarrClient = { try await bazarr.client(for: server) }
                switch subject {
                case .movie(let id):
                    let action = TableAction(
                        id: "search", label: "", key: "s", progress: "", target: "\(id)", subject: "the movie")
                    return try await BazarrSearch.movie(action, connect: connect, server: server.name)
                case .episode(let series, let id):
                    let action = TableAction(
                        id: "search", label: "", key: "s", progress: "", target: "\(series):\(id)",
                        subject: "the episode")
                    return try await BazarrSearch.episode(action, connect: connect, server: server.name)
                }
            })
    }
}
