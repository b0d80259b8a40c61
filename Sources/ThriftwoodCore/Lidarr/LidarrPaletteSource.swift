import LidarrAPI

extension PaletteSources {
    /// A Lidarr's artists and albums in the palette: the artists from the offline copy when
    /// there is one (else the server), the albums from the server; each opens its own screen
    /// on this Lidarr, an album under its artist.
    static func lidarr(_ context: KindContext) -> PaletteSource? {
        let (lidarr, server, ref) = (context.dependencies.lidarr, context.server, context.ref)
        let (cache, key) = (context.dependencies.records, context.cacheKey)
        let scope = ref.slug ?? "lidarr"
        return {
            let client = try await lidarr.client(for: server)
            let artists: [Artist]
            if let key, let cached = try await cache.load(Artist.self, connectionId: key) {
                artists = cached.records
            } else {
                artists = try await client.artists()
            }
            let names = Dictionary(artists.compactMap { artist in artist.id.map { ($0, artist.artistName) } }) {
                first, _ in
                first
            }
            let artistItems = artists.compactMap { artist in
                artist.id.map {
                    PaletteItem(
                        kind: .artist, title: artist.artistName, detail: ref.name,
                        target: .link("thriftwood://\(scope)/artists/\($0)"))
                }
            }
            let albumItems = try await client.albums().compactMap { album -> PaletteItem? in
                guard let id = album.id, let artistId = album.artistId else { return nil }
                let artist = names[artistId].map { " · \($0)" } ?? ""
                return PaletteItem(
                    kind: .album, title: album.title, detail: ref.name + artist,
                    target: .link("thriftwood://\(scope)/artists/\(artistId)/albums/\(id)"))
            }
            return artistItems + albumItems
        }
    }
}
