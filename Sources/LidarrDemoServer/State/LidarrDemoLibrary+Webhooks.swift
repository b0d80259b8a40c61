import ArrDemoKit
import ArrKit
import Foundation
import LidarrAPI

/// The webhooks the demo Lidarr owes its Connect → Webhook connections, shaped as Lidarr's
/// `Notifications/Webhook` payloads are: a grab carries the `albums` of the release, an import
/// the `album` and its track files.
extension LidarrDemoLibrary {
    /// The `on…` flags Lidarr's Webhook connection has (no manual-interaction event on Lidarr).
    static let webhookFlags = [
        "onGrab", "onReleaseImport", "onUpgrade", "onDownloadFailure", "onImportFailure", "onRename",
        "onArtistAdd", "onArtistDelete", "onAlbumDelete", "onHealthIssue", "onHealthRestored", "onTrackRetag",
        "onApplicationUpdate",
    ]

    /// Tells the connections a release of `download`'s album was sent to the download client.
    func pushGrab(_ download: Download) {
        guard let (artist, album) = webhookParts(download.albumId) else { return }
        hooks?.queue(
            "Grab", flag: "onGrab",
            payload: [
                "artist": artist, "albums": .array([album]),
                "release": .object([
                    "quality": .string("FLAC"), "qualityVersion": .number(1), "releaseTitle": .string(download.title),
                    "indexer": .string("DemoUsenet"), "size": .number(download.size),
                ]),
                "downloadClient": .string(download.client), "downloadClientType": .string(download.client),
                "downloadId": .string(download.downloadId),
            ])
    }

    /// Tells the connections `download`'s album was imported.
    func pushImport(_ download: Download) {
        guard let (artist, album) = webhookParts(download.albumId) else { return }
        let tracks = (contents.tracks[download.albumId] ?? []).prefix(50).enumerated().map { index, _ in
            JSONValue.object([
                "id": .number(Double(download.albumId * 1000 + index)), "quality": .string("FLAC"),
                "qualityVersion": .number(1), "path": .string("/data/music/\(download.title)/\(index + 1).flac"),
            ])
        }
        hooks?.queue(
            "Download", flag: "onReleaseImport",
            payload: [
                "artist": artist, "album": album, "trackFiles": .array(Array(tracks)), "isUpgrade": .bool(false),
                "downloadClient": .string(download.client), "downloadClientType": .string(download.client),
                "downloadId": .string(download.downloadId),
            ])
    }

    private func webhookParts(_ albumId: Int) -> (JSONValue, JSONValue)? {
        guard let album = contents.albums[albumId], let artistId = album.artistId,
            let artist = contents.artists[artistId]
        else { return nil }
        var albumFields: [String: JSONValue] = [
            "id": .number(Double(albumId)), "title": .string(album.title),
            "albumType": .string(album.albumType ?? "Album"),
        ]
        albumFields["mbId"] = album.foreignAlbumId.map(JSONValue.string)
        albumFields["releaseDate"] = album.releaseDate.map { .string(ISO8601DateFormatter().string(from: $0)) }
        var artistFields: [String: JSONValue] = [
            "id": .number(Double(artistId)), "name": .string(artist.artistName), "tags": .array([]),
        ]
        artistFields["mbId"] = artist.foreignArtistId.map(JSONValue.string)
        artistFields["path"] = artist.path.map(JSONValue.string)
        return (.object(artistFields), .object(albumFields))
    }
}
