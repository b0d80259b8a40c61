import ArrKit
import SonarrAPI

extension WatchSource {
    /// A Sonarr's imports and health.
    static func sonarr(_ server: ServerRef, _ sonarr: any SonarrService) -> WatchSource {
        WatchSource(
            server: server,
            imports: {
                try await sonarr.client().history(page: 1, pageSize: 20, eventType: .downloadFolderImported)
                    .records.map { record in
                        let subject = SonarrLabels.subject(of: record)
                        return (id: record.id, title: subject.isEmpty ? record.sourceTitle ?? "an episode" : subject)
                    }
            }, health: { try await sonarr.client().health() })
    }
}

extension PaletteSources {
    /// A Sonarr's series in the palette (a library never opened is read from the server).
    static func sonarr(_ context: KindContext) -> PaletteSource? {
        guard let key = context.cacheKey else { return nil }
        let (sonarr, ref, cache) = (context.sonarr, context.ref, context.dependencies.seriesCache)
        return {
            let known = try await KnownLibrary.series(connectionId: key, sonarr: sonarr, cache: cache)
            return PaletteCatalog.series(
                known.compactMap { item in item.id.map { ($0, item.title, item.year) } }, of: ref)
        }
    }
}
