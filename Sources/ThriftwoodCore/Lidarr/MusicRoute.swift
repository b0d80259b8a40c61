import ThriftwoodNavigation

/// Lidarr's screens: the artists, one artist with its albums, one album with its tracks.
public enum MusicRoute: Hashable, Sendable, Codable {
    /// Every artist (Lidarr's home).
    case artists
    /// One artist and its albums.
    case artist(id: ArtistID)
    /// One album of an artist, with its tracks.
    case album(artistId: ArtistID, albumId: AlbumID)
    /// Look up and add an artist, optionally starting with a search.
    case addArtist(query: String?)
    /// An album's releases on every indexer, to grab one by hand.
    case albumReleases(artistId: ArtistID, albumId: AlbumID)
    /// The download queue.
    case queue

    /// The screen's title.
    public var title: String {
        switch self {
        case .artists: "Artists"
        case .artist(let id): "Artist \(id)"
        case .album(_, let id): "Album \(id)"
        case .addArtist: "Add artist"
        case .albumReleases: "Releases"
        case .queue: "Queue"
        }
    }

    /// The link table under Lidarr's scope: `thriftwood://lidarr/artists/42/albums/7` is
    /// `[artists, artist 42, album 7]`.
    static var links: [RouteEntry<AppRoute>] {
        [
            .fixed("add", .music(.addArtist(query: nil))),
            .fixed("queue", .music(.queue)),
            .string("add/:term", { .music(.addArtist(query: $0)) }) {
                if case .music(.addArtist(let query?), nil) = $0 { query } else { nil }
            },
            .int("artists/:id", { $0 > 0 ? .music(.artist(id: ArtistID($0))) : nil }) {
                if case .music(.artist(let id), nil) = $0 { id.rawValue } else { nil }
            },
            // An album is named under the artist it belongs to.
            .following("albums/:id", kinds: [.int]) { previous, values in
                guard case .music(.artist(let artistId), _) = previous, case .int(let albumId)? = values.first,
                    albumId > 0
                else { return nil }
                return .music(.album(artistId: artistId, albumId: AlbumID(albumId)))
            } match: { route, previous in
                guard case .music(.album(let artistId, let albumId), _) = route,
                    previous == .music(.artist(id: artistId))
                else { return nil }
                return [.int(albumId.rawValue)]
            },
            // An album's releases are named under the album.
            .following("releases", kinds: []) { previous, _ in
                guard case .music(.album(let artistId, let albumId), _) = previous else { return nil }
                return .music(.albumReleases(artistId: artistId, albumId: albumId))
            } match: { route, previous in
                guard case .music(.albumReleases(let artistId, let albumId), _) = route,
                    previous == .music(.album(artistId: artistId, albumId: albumId))
                else { return nil }
                return []
            },
        ]
    }
}

/// Lidarr's screens' view models.
@MainActor
public enum MusicScreenModel {
    /// The artists.
    case artists(ArtistsViewModel)
    /// One artist.
    case artist(ArtistViewModel)
    /// One album.
    case album(AlbumViewModel)
    /// Add an artist.
    case addArtist(AddArtistViewModel)
    /// An album's releases.
    case albumReleases(AlbumReleasesViewModel)
    /// The download queue.
    case queue(ArrQueueViewModel)

    /// The view model itself.
    public var viewModel: any ScreenViewModel {
        switch self {
        case .artists(let model): model
        case .artist(let model): model
        case .album(let model): model
        case .addArtist(let model): model
        case .albumReleases(let model): model
        case .queue(let model): model
        }
    }
}

extension AppRoute {
    /// Lidarr's screen of artist `id` on the server with slug `server`.
    public static func artist(_ id: Int, on server: String?) -> AppRoute {
        .music(.artist(id: ArtistID(id)), server: server)
    }

    /// Lidarr's screen of album `id` of artist `artist`.
    public static func album(_ id: Int, ofArtist artist: Int, on server: String?) -> AppRoute {
        .music(.album(artistId: ArtistID(artist), albumId: AlbumID(id)), server: server)
    }
}

extension AppRoute {
    /// The manual release search of the album this route shows, nil for any other route.
    public var albumReleases: AppRoute? {
        guard case .music(.album(let artist, let album), let server) = self else { return nil }
        return .music(.albumReleases(artistId: artist, albumId: album), server: server)
    }
}
