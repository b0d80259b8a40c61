import LidarrAPI

extension SearchSource {
    /// A Lidarr in search everywhere: its artists (read from the server: Lidarr's offline copy
    /// is its list's), and its lookup of artists not in the library.
    static func lidarr(_ context: KindContext) -> SearchSource {
        let (lidarr, server, ref) = (context.dependencies.lidarr, context.server, context.ref)
        return SearchSource(
            server: ref,
            library: {
                let artists = try await lidarr.client(for: server).artists()
                return { query in SearchEverywhereViewModel.artistHits(for: query, artists: artists, lidarr: ref) }
            },
            lookup: { term in
                try await lidarr.client(for: server).lookup(term: term).filter { !$0.isInLibrary }.map { artist in
                    SearchEverywhereViewModel.Hit(
                        source: ref, title: artist.artistName, inLibrary: false,
                        route: .music(
                            .addArtist(query: artist.foreignArtistId.map { "lidarr:\($0)" } ?? artist.artistName)))
                }
            })
    }
}
