import ArrKit

extension WebhookReader {
    /// What Lidarr pushes: events about an `artist` and, for most, one of its `album`s.
    static let lidarr = ArrWebhook.reader(screens: .init()) { payload in
        guard let artist = payload["artist"], let name = artist["name"]?.text else { return nil }
        let artistID = artist["id"]?.integer.flatMap { $0 > 0 ? $0 : nil }
        let album =
            payload["album"]
            // Download and Grab carry `albums` (a list) on some versions, `album` on others.
            ?? payload["albums"]?.elements.first
        let albumTitle = album?["title"]?.text
        let albumID = album?["id"]?.integer.flatMap { $0 > 0 ? $0 : nil }
        let path: [AppRoute] =
            artistID.map { artist in
                [.music(.artist(id: ArtistID(artist)))]
                    + (albumID.map { [.music(.album(artistId: ArtistID(artist), albumId: AlbumID($0)))] } ?? [])
            } ?? []
        return ArrWebhook.Subject(title: albumTitle.map { "\(name) – \($0)" } ?? name, path: path)
    }
}
