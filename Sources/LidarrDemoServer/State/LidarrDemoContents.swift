import ArrKit
import Foundation
import LidarrAPI
import ServerKit

/// The library's artists, albums and tracks, and how they are built from the catalogue.
struct LidarrDemoContents: Sendable {
    var artists: [Int: Artist] = [:]
    var albums: [Int: Album] = [:]
    /// Each album's tracks, in order.
    var tracks: [Int: [Track]] = [:]
    /// Album ids in each artist's order.
    var albumOrder: [Int: [Int]] = [:]
    private var nextArtistId = 1
    private var nextAlbumId = 1
    private var nextTrackId = 1

    /// Adds `entry` as the demo library holds it from the start (its albums in every state);
    /// with `added` (a user adding it) nothing is on disk yet, as after a real add. Returns its id.
    @discardableResult
    mutating func addFromCatalogue(_ entry: ArtistEntry, position: Int, now: Date, added: Artist? = nil) -> Int {
        let artistId = nextArtistId
        nextArtistId += 1
        var artist = Artist(
            id: artistId, artistName: entry.name, monitored: position % 9 != 8,
            foreignArtistId: LidarrDemoLibrary.identifier(entry.name))
        artist.sortName = entry.sortName
        artist.status = entry.ended ? .ended : .continuing
        artist.ended = entry.ended
        artist.overview = entry.overview
        artist.artistType = entry.type
        artist.path = "/data/music/\(entry.name)"
        artist.qualityProfileId = position % 3 == 0 ? 2 : 1
        artist.metadataProfileId = 1
        artist.monitorNewItems = "all"
        artist.rootFolderPath = "/data/music"
        artist.genres = entry.genres
        artist.tags = position % 7 == 0 ? [1] : []
        artist.added = now.addingTimeInterval(-Double(400 - position * 7) * 86_400)
        if let added {
            artist.monitored = added.monitored
            artist.qualityProfileId = added.qualityProfileId
            artist.metadataProfileId = added.metadataProfileId
            artist.monitorNewItems = added.monitorNewItems ?? "all"
            artist.rootFolderPath = added.rootFolderPath
            artist.path = added.path ?? "\(added.rootFolderPath ?? "/data/music")/\(entry.name)"
            artist.tags = added.tags ?? []
            artist.added = now
        }
        artists[artistId] = artist
        var ids: [Int] = []
        for (index, release) in entry.albums.enumerated() {
            ids.append(
                addAlbum(
                    release.title, year: release.year, type: release.type, artistId: artistId,
                    state: added == nil ? LidarrDemoLibrary.state(position: position, index: index) : .missing,
                    now: now))
        }
        // Every fifth artist still releasing has an album announced for the coming weeks.
        if !entry.ended, position % 5 == 0 {
            let release = now.addingTimeInterval(Double(5 + position % 30) * 86_400)
            ids.append(addAlbum("Untitled album", releasing: release, artistId: artistId, now: now))
        }
        albumOrder[artistId] = ids
        if let preset = added?.addOptions.flatMap({ ArtistMonitorPreset(rawValue: $0.monitor) }) {
            monitor(ids, by: preset, now: now)
        }
        refreshStatistics(artistId: artistId)
        return artistId
    }

    /// Monitors an added artist's albums as the add options' preset says.
    private mutating func monitor(_ ids: [Int], by preset: ArtistMonitorPreset, now: Date) {
        let released = ids.filter { (albums[$0]?.releaseDate ?? now) <= now }
        let chosen: Set<Int> =
            switch preset {
            case .all, .missing: Set(ids)
            case .future: Set(ids.filter { !released.contains($0) })
            case .latest: Set(released.suffix(1))
            case .first: Set(released.prefix(1))
            case .existing, .none: []
            }
        for id in ids {
            albums[id]?.monitored = chosen.contains(id)
            refreshStatistics(albumId: id)
        }
    }

    /// Removes an artist with its albums and tracks; false when there is none.
    mutating func removeArtist(_ artistId: Int) -> Bool {
        guard artists.removeValue(forKey: artistId) != nil else { return false }
        for albumId in albumOrder.removeValue(forKey: artistId) ?? [] {
            albums.removeValue(forKey: albumId)
            tracks.removeValue(forKey: albumId)
        }
        return true
    }

    private mutating func addAlbum(
        _ title: String, year: Int, type: String, artistId: Int, state: LidarrDemoLibrary.FileState, now: Date
    ) -> Int {
        let id = nextAlbumId
        nextAlbumId += 1
        var album = Album(id: id, title: title, artistId: artistId, monitored: state != .unmonitored)
        album.albumType = type
        album.foreignAlbumId = LidarrDemoLibrary.identifier("\(artistId)/\(title)")
        album.releaseDate = LidarrDemoLibrary.date(year: year, dayOfYear: 40 + (id * 37) % 300)
        let count = 8 + (id * 5) % 7
        let onDisk =
            switch state {
            case .complete, .unmonitored: count
            case .partial: count / 2
            case .missing: 0
            }
        album.duration = ServerCount(count * 236_000)
        albums[id] = album
        tracks[id] = (1...count).map { number in
            let track = Track(
                id: nextTrackId + number - 1, albumId: id, trackNumber: String(number), title: "Track \(number)",
                hasFile: number <= onDisk)
            return Self.timed(track, seconds: 180 + (id * 13 + number * 29) % 180, number: number)
        }
        nextTrackId += count
        refreshStatistics(albumId: id)
        return id
    }

    private mutating func addAlbum(_ title: String, releasing date: Date, artistId: Int, now: Date) -> Int {
        let id = nextAlbumId
        nextAlbumId += 1
        var album = Album(id: id, title: title, artistId: artistId, monitored: true)
        album.albumType = "Album"
        album.disambiguation = "announced"
        album.foreignAlbumId = LidarrDemoLibrary.identifier("\(artistId)/upcoming")
        album.releaseDate = date
        albums[id] = album
        tracks[id] = []
        refreshStatistics(albumId: id)
        return id
    }

    private static func timed(_ track: Track, seconds: Int, number: Int) -> Track {
        var track = track
        track.duration = ServerCount(seconds * 1000)
        track.absoluteTrackNumber = number
        track.mediumNumber = 1
        return track
    }

    /// Recounts an album's statistics from its tracks.
    mutating func refreshStatistics(albumId: Int) {
        let list = tracks[albumId] ?? []
        let files = list.filter(\.hasFile).count
        let monitored = albums[albumId]?.monitored ?? false
        albums[albumId]?.statistics = TrackStatistics(
            trackFileCount: ServerCount(files), trackCount: ServerCount(list.count),
            totalTrackCount: ServerCount(list.count), sizeOnDisk: ServerCount(files) * 38_000_000,
            percentOfTracks: list.isEmpty ? 0 : Double(files) / Double(list.count) * 100)
        if !monitored, let stats = albums[albumId]?.statistics {
            // Lidarr counts monitored albums' tracks in `trackCount`.
            albums[albumId]?.statistics?.trackCount = stats.trackFileCount
        }
    }

    /// Recounts an artist's statistics from its albums.
    mutating func refreshStatistics(artistId: Int) {
        let list = (albumOrder[artistId] ?? []).compactMap { albums[$0]?.statistics }
        let files = list.map(\.trackFileCount).sum()
        let wanted = list.map(\.trackCount).sum()
        artists[artistId]?.statistics = TrackStatistics(
            albumCount: ServerCount(albumOrder[artistId]?.count ?? 0), trackFileCount: files, trackCount: wanted,
            totalTrackCount: list.map(\.totalTrackCount).sum(),
            sizeOnDisk: list.map(\.sizeOnDisk).sum(),
            percentOfTracks: wanted == 0 ? 0 : Double(files) / Double(wanted) * 100)
    }
}
