import ArrDemoKit
import ArrKit
import Foundation
import LidarrAPI

extension LidarrDemoLibrary {
    /// Adds the catalogue's artist `candidate` names (by MusicBrainz id), as `POST /artist`
    /// does: the profiles and folder must exist, an artist already in the library is refused.
    func add(_ candidate: Artist) -> Result<Artist, DemoRefusal> {
        var failures: [ValidationFailure] = []
        if !qualityProfiles.contains(where: { $0.id == candidate.qualityProfileId }) {
            failures.append(
                ValidationFailure(propertyName: "QualityProfileId", errorMessage: "Quality Profile does not exist"))
        }
        if !metadataProfiles.contains(where: { $0.id == candidate.metadataProfileId }) {
            failures.append(
                ValidationFailure(propertyName: "MetadataProfileId", errorMessage: "Metadata Profile does not exist"))
        }
        if (candidate.rootFolderPath ?? candidate.path ?? "").isEmpty {
            failures.append(ValidationFailure(propertyName: "Path", errorMessage: "'Path' must not be empty."))
        }
        let position = ArtistCatalogue.entries.firstIndex { Self.identifier($0.name) == candidate.foreignArtistId }
        if position == nil {
            failures.append(
                ValidationFailure(propertyName: "ForeignArtistId", errorMessage: "Artist was not found in MusicBrainz"))
        }
        if contents.artists.values.contains(where: { $0.foreignArtistId == candidate.foreignArtistId }) {
            failures.append(
                ValidationFailure(propertyName: "ForeignArtistId", errorMessage: "This artist has already been added"))
        }
        guard failures.isEmpty, let position else { return .failure(DemoRefusal(failures)) }
        let now = clock()
        let id = contents.addFromCatalogue(
            ArtistCatalogue.entries[position], position: position, now: now, added: candidate)
        if candidate.addOptions?.searchForMissingAlbums == true { search(albums: albumIds(of: id)) }
        return contents.artists[id].map(Result.success) ?? .failure(DemoRefusal([]))
    }

    /// Applies `PUT /artist/{id}`: the editable fields change, the profiles must exist; nil
    /// when there is no such artist.
    func update(_ changed: Artist, id: Int) -> Result<Artist, DemoRefusal>? {
        guard var artist = contents.artists[id] else { return nil }
        if let quality = changed.qualityProfileId, !qualityProfiles.contains(where: { $0.id == quality }) {
            return .failure(
                DemoRefusal([
                    ValidationFailure(propertyName: "QualityProfileId", errorMessage: "Quality Profile does not exist")
                ]))
        }
        if let metadata = changed.metadataProfileId, !metadataProfiles.contains(where: { $0.id == metadata }) {
            return .failure(
                DemoRefusal([
                    ValidationFailure(
                        propertyName: "MetadataProfileId", errorMessage: "Metadata Profile does not exist")
                ]))
        }
        artist.monitored = changed.monitored
        artist.monitorNewItems = changed.monitorNewItems ?? artist.monitorNewItems
        artist.qualityProfileId = changed.qualityProfileId ?? artist.qualityProfileId
        artist.metadataProfileId = changed.metadataProfileId ?? artist.metadataProfileId
        artist.path = changed.path ?? artist.path
        artist.rootFolderPath = changed.rootFolderPath ?? artist.rootFolderPath
        artist.tags = changed.tags ?? artist.tags
        contents.artists[id] = artist
        return .success(artist)
    }

    /// Removes an artist and what is downloading for it.
    func deleteArtist(_ id: Int) -> Bool {
        let albums = Set(albumIds(of: id))
        guard contents.removeArtist(id) else { return false }
        removeDownloads { albums.contains($0.albumId) }
        return true
    }

    /// Starts a command as Lidarr does: searches queue a download for each monitored, released
    /// album missing tracks; nil for a command Lidarr does not know.
    func start(_ command: LidarrCommand) -> CommandResource? {
        switch command.name {
        case "AlbumSearch": search(albums: command.albumIds ?? [])
        case "ArtistSearch": search(albums: command.artistId.map(albumIds(of:)) ?? [])
        case "MissingAlbumSearch": search(albums: missing().compactMap(\.id))
        case "RefreshArtist", "RssSync", "RefreshMonitoredDownloads", "CutoffUnmetAlbumSearch": break
        default: return nil
        }
        let started = DemoCommand(id: nextCommandId, request: CommandRequest(name: command.name), queuedAt: clock())
        commands[started.id] = started
        nextCommandId += 1
        return started.resource(at: clock())
    }

    /// A command as it stands now.
    func command(id: Int) -> CommandResource? { commands[id]?.resource(at: clock()) }

    /// Every command, newest first.
    func allCommands() -> [CommandResource] {
        commands.keys.sorted(by: >).compactMap { commands[$0]?.resource(at: clock()) }
    }

    /// An artist's album ids, oldest first.
    func albumIds(of artistId: Int) -> [Int] { albums(artistId: artistId).compactMap(\.id) }

    /// Queues a download for each of `albums` that is monitored, out, missing tracks and not
    /// on its way already.
    private func search(albums ids: [Int]) {
        let now = clock()
        for id in ids {
            guard let album = contents.albums[id], album.monitored, (album.releaseDate ?? now) <= now,
                let stats = album.statistics, stats.trackFileCount < stats.totalTrackCount,
                !downloads.contains(where: { $0.albumId == id }),
                let artist = album.artistId.flatMap({ contents.artists[$0] })
            else { continue }
            queueDownload(
                albumId: id, title: "\(artist.artistName) - \(album.title) (FLAC)",
                size: Double(stats.totalTrackCount) * 38_000_000, now: now)
        }
    }
}
