import Foundation
import LidarrAPI
import ThriftwoodNavigation

extension AppCoordinator {
    /// Lidarr's screen for `route`, reading the server the route names.
    func makeMusic(_ route: MusicRoute, server slug: String?) -> MusicScreenModel {
        let server = routedServer(.lidarr, on: slug)
        let ref = ServerRef(kind: .lidarr, name: server?.name ?? ServiceKind.lidarr.displayName, slug: slug)
        let lidarr = dependencies.lidarr
        let missing = missingServer(.lidarr, on: slug)
        let client: @Sendable () async throws -> LidarrClient = {
            guard let server else { throw missing }
            return try await lidarr.client(for: server)
        }
        switch route {
        case .artists:
            let model = ArtistsViewModel(
                server: ref, cache: dependencies.records, connectionId: server?.id, clock: dependencies.clock,
                client: client)
            model.onOpenArtist = { [weak self] id in self?.navigate(to: .music(.artist(id: ArtistID(id)), server: slug))
            }
            model.posterRef = posterRefs(.lidarr, on: slug, path: LidarrPictures.smallArtistPoster)
            model.onAdd = { [weak self] in self?.navigate(to: .music(.addArtist(query: nil), server: slug)) }
            model.onOpenQueue = { [weak self] in self?.navigate(to: .music(.queue, server: slug)) }
            return .artists(model)
        case .artist(let id):
            let model = ArtistViewModel(server: ref, artistId: id, clock: dependencies.clock, client: client)
            model.poster = picturePanel(.lidarr, on: slug, path: LidarrPictures.artistPoster(model.artistId))
            model.onOpenAlbum = { [weak self] albumId in
                self?.navigate(to: .music(.album(artistId: id, albumId: AlbumID(albumId)), server: slug))
            }
            model.onDeleted = { [weak self] in self?.goBack(to: .music(.artists, server: slug)) }
            return .artist(model)
        case .album(let artistId, let albumId):
            let model = AlbumViewModel(server: ref, albumId: albumId, clock: dependencies.clock, client: client)
            model.poster = picturePanel(.lidarr, on: slug, path: LidarrPictures.albumCover(model.albumId))
            model.onOpenReleases = { [weak self] in
                self?.navigate(to: .music(.albumReleases(artistId: artistId, albumId: albumId), server: slug))
            }
            return .album(model)
        case .albumReleases(_, let albumId):
            let model = AlbumReleasesViewModel(server: ref, albumId: albumId, client: client)
            model.otherWarnings = releaseWarnings
            return .albumReleases(model)
        case .addArtist(let query):
            let model = AddArtistViewModel(server: ref, query: query, client: client)
            model.onOpen = { [weak self] in self?.navigate(to: .music(.artist(id: ArtistID($0)), server: slug)) }
            model.onAdded = { [weak self] in
                self?.navigator.replace(with: .music(.artist(id: ArtistID($0)), server: slug))
            }
            return .addArtist(model)
        case .queue:
            let model = ArrQueueViewModel(source: LidarrQueue.source(client))
            model.asksBeforeRemoving = preferences.confirmDestructiveActions
            model.onOpenSubject = { [weak self] in self?.navigate(to: .music(.artist(id: ArtistID($0)), server: slug)) }
            model.onManualImport = { [weak self] id in
                self?.navigate(to: .admin(.manualImport(.download(id)), kind: .lidarr, server: slug))
            }
            return .queue(model)
        }
    }
}
