import ArrKit
import RadarrAPI

extension WatchSource {
    /// A Radarr's imports and health.
    static func radarr(_ server: ServerRef, _ radarr: any RadarrService) -> WatchSource {
        WatchSource(
            server: server,
            imports: {
                try await radarr.client().history(page: 1, pageSize: 20, eventType: .downloadFolderImported)
                    .records.map { (id: $0.id, title: $0.sourceTitle ?? $0.movie?.title ?? "a movie") }
            }, health: { try await radarr.client().health() })
    }
}

extension PaletteSources {
    /// A Radarr's movies in the palette (a library never opened is read from the server).
    static func radarr(_ context: KindContext) -> PaletteSource? {
        guard let key = context.cacheKey else { return nil }
        let (radarr, ref, cache) = (context.radarr, context.ref, context.dependencies.libraryCache)
        return {
            PaletteCatalog.movies(
                try await KnownLibrary.movies(connectionId: key, radarr: radarr, cache: cache), of: ref)
        }
    }
}
