import ArrDemoKit
import ArrKit
import Foundation
import LidarrAPI
import ServerKit

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

    /// What a manual search of album `albumId` finds: lossless and lossy releases over usenet
    /// and torrents, one Lidarr would refuse; nil when there is no such album.
    func releases(albumId: Int) -> [LidarrRelease]? {
        guard let album = contents.albums[albumId] else { return nil }
        let artist = album.artistId.flatMap { contents.artists[$0]?.artistName } ?? "Unknown"
        let now = clock()
        let base = "\(artist) - \(album.title) (\(album.year > 0 ? String(album.year) : "TBA"))"
        let tracks = max(1, album.statistics?.totalTrackCount ?? 10)
        let specs: [(String, String, Int, String, ServerCount, Bool)] = [
            ("FLAC", "usenet", 1, "DemoNZB", tracks * 38_000_000, true),
            ("FLAC", "torrent", 2, "DemoTracker", tracks * 40_000_000, true),
            ("MP3-320", "usenet", 1, "DemoNZB", tracks * 9_000_000, true),
            ("MP3-128", "torrent", 2, "DemoTracker", tracks * 4_000_000, false),
        ]
        let made: [LidarrRelease] = specs.enumerated().map { index, spec in
            var release = LidarrRelease(
                guid: "demo-lidarr-\(albumId)-\(index)", title: "\(base) [\(spec.0)]", indexerId: spec.2,
                approved: spec.5)
            release.indexer = spec.3
            release.size = spec.4
            release.age = ServerCount(3 + index * 40)
            release.protocol = DownloadProtocol(wireName: spec.1)
            release.quality = spec.0
            release.albumId = albumId
            if spec.1 == "torrent" {
                release.seeders = ServerCount(40 - index * 9)
                release.leechers = ServerCount(index)
            }
            if !spec.5 { release.rejections = ["MP3-128 is not wanted in profile"] }
            return release
        }
        for release in made { listedReleases[release.guid] = (release, now) }
        return made
    }

    /// Grabs a release listed in the last 30 minutes: its album starts downloading; nil when it
    /// is not (or no longer) listed.
    func grab(_ request: LidarrGrabRequest) -> LidarrRelease? {
        let now = clock()
        guard let listed = listedReleases[request.guid], listed.release.indexerId == request.indexerId,
            now.timeIntervalSince(listed.at) < 1_800, let albumId = listed.release.albumId
        else { return nil }
        if !downloads.contains(where: { $0.albumId == albumId }) {
            queueDownload(
                albumId: albumId, title: listed.release.title, size: Double(listed.release.size ?? 400_000_000),
                now: now)
        }
        return listed.release
    }

    /// Applies `PUT /artist/editor` to the artists it names that exist (others are passed over,
    /// as Lidarr does): only the request's set fields change; tags are added, removed or
    /// replaced as `applyTags` says. Returns the changed artists.
    func edit(_ request: ArtistEditorRequest) -> [Artist] {
        var changed: [Artist] = []
        for id in request.artistIds {
            guard var artist = contents.artists[id] else { continue }
            if let monitored = request.monitored { artist.monitored = monitored }
            if let quality = request.qualityProfileId { artist.qualityProfileId = quality }
            if let metadata = request.metadataProfileId { artist.metadataProfileId = metadata }
            if let root = request.rootFolderPath {
                artist.rootFolderPath = root
                if let name = artist.path?.split(separator: "/").last { artist.path = root + "/" + name }
            }
            if let tags = request.tags {
                let own = artist.tags ?? []
                switch request.applyTags ?? "add" {
                case "remove": artist.tags = own.filter { !tags.contains($0) }
                case "replace": artist.tags = tags
                default: artist.tags = own + tags.filter { !own.contains($0) }
                }
            }
            contents.artists[id] = artist
            changed.append(artist)
        }
        return changed
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
        case let name where DemoAdmin.taskCommands.contains(name): break
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
