import RadarrAPI

extension SearchSource {
    /// A Radarr in search everywhere: its movies from the offline copy, and its lookup of films
    /// not in the library (each opening the add form).
    static func radarr(_ context: KindContext) -> SearchSource {
        let (radarr, ref, cache) = (context.radarr, context.ref, context.dependencies.libraryCache)
        @Sendable func library(_ key: String) -> @Sendable () async throws -> Library {
            {
                let index = LibraryIndex(try await KnownLibrary.movies(connectionId: key, radarr: radarr, cache: cache))
                return { query in
                    SearchEverywhereViewModel.libraryHits(
                        for: query, movies: index, series: SeriesIndex([]), radarr: ref)
                }
            }
        }
        return SearchSource(
            server: ref,
            library: context.cacheKey.map { key in library(key) },
            lookup: { term in
                try await radarr.client().lookup(term: term).filter { ($0.id ?? 0) == 0 }.map { movie in
                    SearchEverywhereViewModel.Hit(
                        source: ref, title: RadarrLabels.title(movie.title, year: movie.year), inLibrary: false,
                        route: .radarr(.addMovie(query: "tmdb:\(movie.tmdbId)")))
                }
            })
    }
}
