import ArrKit
import Foundation
import LidarrAPI
import ServerKit

/// How artists and albums are told, for the CLI's tables and the screens: one set of words.
public enum MusicText {
    /// The artists table's columns.
    public static let artistHeaders = ["ID", "ARTIST", "TYPE", "ALBUMS", "TRACKS", "STATUS", "SIZE"]
    /// The albums table's columns.
    public static let albumHeaders = ["ID", "TITLE", "YEAR", "TYPE", "TRACKS", "STATE"]
    /// The releases table's columns.
    public static let releaseHeaders = ["GUID", "INDEXER", "TITLE", "QUALITY", "SIZE", "PEERS", "OK"]
    /// The tracks table's columns.
    public static let trackHeaders = ["#", "TITLE", "LENGTH", "FILE", "SIZE"]

    /// One artist's row.
    public static func row(_ artist: Artist) -> [String] {
        let stats = artist.statistics
        return [
            artist.id.map(String.init) ?? "-", artist.artistName, artist.artistType ?? "-",
            stats?.albumCount.map(String.init) ?? "-", stats.map(\.progressText) ?? "-", status(artist),
            Format.sizeOnDisk(stats?.sizeOnDisk ?? 0),
        ]
    }

    /// "continuing", "ended", "not monitored · ended".
    public static func status(_ artist: Artist) -> String {
        let life = artist.status?.wireName ?? (artist.ended == true ? "ended" : "continuing")
        return artist.monitored ? life : "not monitored · \(life)"
    }

    /// One album's row; `now` decides whether it is out yet, `queue` whether it is on its way.
    public static func row(_ album: Album, now: Date, queue: AlbumQueueStates = AlbumQueueStates()) -> [String] {
        [
            album.id.map(String.init) ?? "-", album.title + (album.disambiguation.map { " (\($0))" } ?? ""),
            album.year > 0 ? String(album.year) : "-", album.albumType ?? "-",
            tracks(album) ?? "-", queue.state(of: album, now: now),
        ]
    }

    /// Where an album stands: "complete", "partial", "missing", "releases 2026-12-01", each
    /// with "not monitored" when Lidarr does not watch for it.
    public static func state(_ album: Album, now: Date) -> String {
        let stats = album.statistics
        let files = stats?.trackFileCount ?? 0
        let total = stats?.totalTrackCount ?? 0
        let words: String
        if let date = album.releaseDate, date > now {
            words = "releases \(Format.day(date))"
        } else if total > 0, files >= total {
            words = "complete"
        } else if files > 0 {
            words = "partial"
        } else {
            words = "missing"
        }
        return album.monitored ? words : "not monitored · \(words)"
    }

    /// An album's tracks on disk of all its tracks: "5/11" (nil when Lidarr sent no counts).
    public static func tracks(_ album: Album) -> String? {
        album.statistics.map { "\($0.trackFileCount)/\($0.totalTrackCount)" }
    }

    /// One release's row: the guid and indexer id grab it; "OK" or why Lidarr would not.
    public static func row(_ release: LidarrRelease) -> [String] {
        [
            release.guid, release.indexerId.map(String.init) ?? "-", release.title, release.quality ?? "?",
            release.size.map(Format.bytes) ?? "–",
            release.protocol == .torrent ? "\(release.seeders ?? 0)/\(release.leechers ?? 0)" : "–",
            release.approved ? "OK" : release.rejections.joined(separator: "; "),
        ]
    }

    /// One track's row.
    public static func row(_ track: Track, file: TrackFile? = nil) -> [String] {
        [
            track.trackNumber ?? "-", track.title, track.duration.map { length(milliseconds: $0) } ?? "-",
            track.hasFile ? file?.quality?.name ?? "on disk" : "missing",
            file.map { Format.bytes($0.size) } ?? "-",
        ]
    }

    /// The question before removing an artist: "Remove The Beatles (59 tracks, 2.0 GB on disk)
    /// from Lidarr and delete their files?"
    public static func deleteQuestion(_ artist: Artist, deleteFiles: Bool) -> String {
        "Remove \(named(artist)) from Lidarr" + (deleteFiles ? " and delete their files?" : "?")
    }

    /// An artist with what is on disk, as a deletion names them: "Elliott Smith (nothing on
    /// disk)", "The Beatles (213 tracks, 1.2 GB on disk)".
    public static func named(_ artist: Artist) -> String {
        let stats = artist.statistics
        let files = stats?.trackFileCount ?? 0
        let held =
            files == 0
            ? "nothing on disk"
            : "\(Format.plural(files, "track")), \(Format.sizeOnDisk(stats?.sizeOnDisk ?? 0)) on disk"
        return "\(artist.artistName) (\(held))"
    }

    /// A monitor preset in words: "all albums", "the latest album", "no albums".
    public static func monitorWords(_ preset: ArtistMonitorPreset) -> String {
        switch preset {
        case .all: "all albums"
        case .future: "future albums"
        case .missing: "missing albums"
        case .existing: "existing albums"
        case .latest: "the latest album"
        case .first: "the first album"
        case .none: "no albums"
        }
    }

    /// "3:56" of 236,000 ms.
    public static func length(milliseconds count: ServerCount) -> String {
        let milliseconds = count.asInt
        let seconds = max(0, milliseconds / 1000)
        let rest = seconds % 60
        return "\(seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
    }
}
