import ArrDemoKit
import ArrKit
import Foundation
import ServerKit
import SonarrAPI

/// The webhooks the demo Sonarr owes its Connect → Webhook connections, shaped as Sonarr's
/// `Notifications/Webhook` payloads are: a grab names every episode of the release; an import
/// sends one Download per episode file, and — to connections with "On Import Complete" — one
/// more with every file of the download (`episodeFiles`, `fileCount`), Sonarr's second shape.
extension SonarrDemoLibrary {
    /// The `on…` flags Sonarr's Webhook connection has.
    static let webhookFlags = [
        "onGrab", "onDownload", "onUpgrade", "onImportComplete", "onRename", "onSeriesAdd", "onSeriesDelete",
        "onEpisodeFileDelete", "onEpisodeFileDeleteForUpgrade", "onHealthIssue", "onHealthRestored",
        "onApplicationUpdate", "onManualInteractionRequired",
    ]

    /// Tells the connections a release was sent to the download client.
    func pushGrab(_ download: SonarrDemoDownload) {
        guard let series = webhookSeries(download.seriesId) else { return }
        hooks?.queue(
            "Grab", flag: "onGrab",
            payload: [
                "series": series, "episodes": .array(download.episodeIds.compactMap(webhookEpisode)),
                "release": Self.webhookRelease(download), "downloadClient": .string(Self.client(download)),
                "downloadClientType": .string(Self.client(download)), "downloadId": .string(download.downloadId),
                "customFormatInfo": .object(["customFormats": .array([]), "customFormatScore": .number(0)]),
            ])
    }

    /// Tells the connections `download` was imported as the files `fileIds`.
    func pushImport(_ download: SonarrDemoDownload, fileIds: [Int: Int]) {
        guard let series = webhookSeries(download.seriesId) else { return }
        var allFiles: [JSONValue] = []
        for episodeId in download.episodeIds {
            guard let fileId = fileIds[episodeId], let file = files[fileId], let episode = webhookEpisode(episodeId)
            else { continue }
            let webhookFile = Self.webhookFile(file, download: download)
            allFiles.append(webhookFile)
            hooks?.queue(
                "Download", flag: "onDownload",
                payload: [
                    "series": series, "episodes": .array([episode]), "episodeFile": webhookFile,
                    "isUpgrade": .bool(false), "downloadClient": .string(Self.client(download)),
                    "downloadClientType": .string(Self.client(download)), "downloadId": .string(download.downloadId),
                    "release": Self.webhookRelease(download),
                    "customFormatInfo": .object(["customFormats": .array([]), "customFormatScore": .number(0)]),
                ])
        }
        guard !allFiles.isEmpty else { return }
        hooks?.queue(
            "Download", flag: "onImportComplete",
            payload: [
                "series": series, "episodes": .array(download.episodeIds.compactMap(webhookEpisode)),
                "episodeFiles": .array(allFiles), "fileCount": .number(Double(allFiles.count)),
                "sourcePath": .string("/downloads/complete/\(download.title)"),
                "destinationPath": .string("/tv/\(entries[download.seriesId]?.title ?? "")"),
                "isUpgrade": .bool(false), "downloadClient": .string(Self.client(download)),
                "downloadClientType": .string(Self.client(download)), "downloadId": .string(download.downloadId),
                "release": Self.webhookRelease(download),
            ])
    }

    private func webhookSeries(_ id: Int) -> JSONValue? {
        guard let entry = entries[id] else { return nil }
        return .object([
            "id": .number(Double(id)), "title": .string(entry.title), "year": .number(Double(entry.year)),
            "titleSlug": .string(entry.title.lowercased().replacingOccurrences(of: " ", with: "-")),
            "path": .string("/tv/\(entry.title)"), "tvdbId": .number(Double(entry.tvdbId)),
            "imdbId": .string(entry.imdbId), "type": .string("standard"),
            "genres": .array(entry.genres.map(JSONValue.string)), "images": .array([]), "tags": .array([]),
        ])
    }

    private func webhookEpisode(_ id: Int) -> JSONValue? {
        guard let episode = episodes[id] else { return nil }
        var fields: [String: JSONValue] = [
            "id": .number(Double(id)), "episodeNumber": .number(Double(episode.episodeNumber)),
            "seasonNumber": .number(Double(episode.seasonNumber)), "seriesId": .number(Double(episode.seriesId)),
        ]
        fields["title"] = episode.title.map(JSONValue.string)
        fields["airDate"] = episode.airDate.map(JSONValue.string)
        fields["airDateUtc"] = episode.airDateUtc.map { .string(ISO8601DateFormatter().string(from: $0)) }
        return .object(fields)
    }

    private static func webhookFile(_ file: EpisodeFile, download: SonarrDemoDownload) -> JSONValue {
        var fields: [String: JSONValue] = [
            "id": .number(Double(file.id)), "quality": .string(file.quality?.quality?.name ?? "Unknown"),
            "qualityVersion": .number(Double(file.quality?.revision?.version ?? 1)),
            "sceneName": .string(download.title),
            "sourcePath": .string("/downloads/complete/\(download.title)/\(file.relativePath ?? "")"),
        ]
        fields["relativePath"] = file.relativePath.map(JSONValue.string)
        fields["path"] = file.path.map(JSONValue.string)
        fields["size"] = file.size.map { .number($0.double) }
        fields["dateAdded"] = file.dateAdded.map { .string(ISO8601DateFormatter().string(from: $0)) }
        return .object(fields)
    }

    private static func webhookRelease(_ download: SonarrDemoDownload) -> JSONValue {
        .object([
            "quality": .string(download.quality.quality?.name ?? "Unknown"),
            "qualityVersion": .number(Double(download.quality.revision?.version ?? 1)),
            "releaseTitle": .string(download.title), "indexer": .string(download.indexer),
            "size": .number(download.size), "customFormatScore": .number(0), "customFormats": .array([]),
        ])
    }

    private static func client(_ download: SonarrDemoDownload) -> String {
        download.downloadProtocol == .usenet ? "SABnzbd" : "qBittorrent"
    }
}
