import ArrDemoKit
import ArrKit
import Foundation
import RadarrAPI

/// The webhooks the demo Radarr owes its Connect → Webhook connections, shaped as Radarr's
/// `Notifications/Webhook` payloads are: camelCase, nulls left out, `eventType` PascalCase.
extension DemoLibrary {
    /// The `on…` flags Radarr's Webhook connection has.
    static let webhookFlags = [
        "onGrab", "onDownload", "onUpgrade", "onRename", "onMovieAdded", "onMovieDelete", "onMovieFileDelete",
        "onMovieFileDeleteForUpgrade", "onHealthIssue", "onHealthRestored", "onApplicationUpdate",
        "onManualInteractionRequired",
    ]

    /// Tells the connections a release was sent to the download client.
    func pushGrab(_ movie: Movie, _ download: DemoDownload) {
        hooks?.queue(
            "Grab", flag: "onGrab",
            payload: [
                "movie": Self.webhookMovie(movie), "remoteMovie": Self.webhookRemoteMovie(movie),
                "release": Self.webhookRelease(download), "downloadClient": .string(Self.client(download)),
                "downloadClientType": .string(Self.client(download)), "downloadId": .string("DEMO\(download.id)"),
                "customFormatInfo": .object(["customFormats": .array([]), "customFormatScore": .number(0)]),
            ])
    }

    /// Tells the connections a download was imported as `movie`'s file.
    func pushImport(_ movie: Movie, _ download: DemoDownload) {
        var file: [String: JSONValue] = [
            "quality": .string(download.quality.quality?.name ?? "Unknown"),
            "qualityVersion": .number(Double(download.quality.revision?.version ?? 1)),
            "sceneName": .string(download.title), "size": .number(download.size),
            "sourcePath": .string("/downloads/complete/\(download.title)/\(download.title).mkv"),
        ]
        if let movieFile = movie.movieFile {
            file["id"] = movieFile.id.map { .number(Double($0)) }
            file["relativePath"] = movieFile.relativePath.map(JSONValue.string)
            file["path"] = movieFile.path.map(JSONValue.string)
            file["dateAdded"] = movieFile.dateAdded.map { .string(ISO8601DateFormatter().string(from: $0)) }
        }
        hooks?.queue(
            "Download", flag: "onDownload",
            payload: [
                "movie": Self.webhookMovie(movie), "remoteMovie": Self.webhookRemoteMovie(movie),
                "movieFile": .object(file.compactMapValues { $0 }), "isUpgrade": .bool(false),
                "downloadClient": .string(Self.client(download)), "downloadClientType": .string(Self.client(download)),
                "downloadId": .string("DEMO\(download.id)"), "release": Self.webhookRelease(download),
                "customFormatInfo": .object(["customFormats": .array([]), "customFormatScore": .number(0)]),
            ])
    }

    private static func client(_ download: DemoDownload) -> String {
        download.downloadProtocol == .usenet ? "NZBGet" : "qBittorrent"
    }

    private static func webhookMovie(_ movie: Movie) -> JSONValue {
        var fields: [String: JSONValue?] = [
            "id": movie.id.map { .number(Double($0)) }, "title": .string(movie.title),
            "year": .number(Double(movie.year)), "folderPath": movie.path.map(JSONValue.string),
            "tmdbId": .number(Double(movie.tmdbId)), "imdbId": movie.imdbId.map(JSONValue.string),
            "overview": movie.overview.map(JSONValue.string), "genres": .array(movie.genres.map(JSONValue.string)),
            "tags": .array([]),
            "images": .array(
                movie.images.map { image in
                    .object(
                        [
                            "coverType": image.coverType.map(JSONValue.string), "url": image.url.map(JSONValue.string),
                            "remoteUrl": image.remoteUrl.map(JSONValue.string),
                        ].compactMapValues { $0 })
                }),
        ]
        if let release = movie.digitalRelease ?? movie.physicalRelease ?? movie.inCinemas {
            fields["releaseDate"] = .string(String(ISO8601DateFormatter().string(from: release).prefix(10)))
        }
        return .object(fields.compactMapValues { $0 })
    }

    private static func webhookRemoteMovie(_ movie: Movie) -> JSONValue {
        .object(
            [
                "tmdbId": .number(Double(movie.tmdbId)), "imdbId": movie.imdbId.map(JSONValue.string),
                "title": .string(movie.title), "year": .number(Double(movie.year)),
            ].compactMapValues { $0 })
    }

    private static func webhookRelease(_ download: DemoDownload) -> JSONValue {
        .object([
            "quality": .string(download.quality.quality?.name ?? "Unknown"),
            "qualityVersion": .number(Double(download.quality.revision?.version ?? 1)),
            "releaseTitle": .string(download.title), "indexer": .string(download.indexer),
            "size": .number(download.size), "customFormatScore": .number(0), "customFormats": .array([]),
            "languages": .array([.object(["id": .number(1), "name": .string("English")])]), "indexerFlags": .array([]),
        ])
    }
}
