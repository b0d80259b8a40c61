import ArrDemoKit
import ArrKit
import Foundation
import LidarrAPI
import ServerKit

extension LidarrDemoLibrary {
    /// The bytes of one demo track file (the library's sizes count 38 MB a track).
    static let trackFileSize: ServerCount = 38_000_000

    /// An album's files on disk: one FLAC per track that has one, under the artist's folder.
    func trackFiles(albumId: Int) -> [TrackFile]? {
        advance()
        guard let album = contents.albums[albumId], let tracks = contents.tracks[albumId] else { return nil }
        let artist = album.artistId.flatMap { contents.artists[$0] }
        let year = album.releaseDate.map { String(Calendar(identifier: .gregorian).component(.year, from: $0)) } ?? ""
        let folder = (artist?.path ?? "/data/music/Unknown") + "/\(album.title) (\(year))"
        return tracks.filter(\.hasFile).map { track in
            let number = String(format: "%02d", track.absoluteTrackNumber ?? 0)
            return TrackFile(
                id: track.id, artistId: album.artistId, albumId: albumId,
                path: "\(folder)/\(number) - \(track.title).flac", size: Self.trackFileSize, dateAdded: startTime,
                quality: QualityModel(quality: Quality(id: 6, name: "FLAC")))
        }
    }

    /// Deletes track files (`DELETE /trackfile/bulk`): their tracks lose their file and the
    /// counts follow; returns how many there were.
    func deleteTrackFiles(_ ids: Set<Int>) -> Int {
        var deleted = 0
        for (albumId, tracks) in contents.tracks {
            guard tracks.contains(where: { $0.hasFile && ids.contains($0.id ?? -1) }) else { continue }
            contents.tracks[albumId] = tracks.map { track in
                var track = track
                if track.hasFile, ids.contains(track.id ?? -1) {
                    track.hasFile = false
                    deleted += 1
                }
                return track
            }
            contents.refreshStatistics(albumId: albumId)
            if let artistId = contents.albums[albumId]?.artistId { contents.refreshStatistics(artistId: artistId) }
        }
        return deleted
    }

    /// Albums whose title or artist holds `term` (case and accents ignored), with their
    /// artist, as an album lookup finds them in MusicBrainz (the demo knows its library's).
    func lookupAlbums(_ term: String) -> [Album] {
        func folded(_ text: String) -> String {
            text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        }
        let needle = folded(term)
        guard !needle.isEmpty else { return [] }
        return contents.albums.values.filter { album in
            let artist = album.artistId.flatMap { contents.artists[$0]?.artistName } ?? ""
            return folded(album.title).contains(needle) || folded(artist).contains(needle)
        }
        .sorted { ($0.id ?? 0) < ($1.id ?? 0) }.map(withArtist)
    }
}
