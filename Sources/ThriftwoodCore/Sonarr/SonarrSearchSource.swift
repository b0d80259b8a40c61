import SonarrAPI

extension SearchSource {
    /// A Sonarr in search everywhere: its series from the offline copy, and its lookup of shows
    /// not in the library (each opening the add form).
    static func sonarr(_ context: KindContext) -> SearchSource {
        let (sonarr, ref, cache) = (context.sonarr, context.ref, context.dependencies.seriesCache)
        @Sendable func library(_ key: String) -> @Sendable () async throws -> Library {
            {
                let index = SeriesIndex(try await KnownLibrary.series(connectionId: key, sonarr: sonarr, cache: cache))
                return { query in
                    SearchEverywhereViewModel.libraryHits(
                        for: query, movies: LibraryIndex([]), series: index, sonarr: ref)
                }
            }
        }
        return SearchSource(
            server: ref,
            library: context.cacheKey.map { key in library(key) },
            lookup: { term in
                try await sonarr.client().lookup(term: term).filter { !$0.isInLibrary }.map { series in
                    SearchEverywhereViewModel.Hit(
                        source: ref, title: RadarrLabels.title(series.title, year: series.year), inLibrary: false,
                        route: .sonarr(.addSeries(query: series.tvdbId.map { "tvdb:\($0)" } ?? series.title)))
                }
            })
    }
}
