import ArrDemoKit
import ArrKit
import Foundation
import SonarrAPI

/// The download the demo leaves waiting for manual import, as a real Sonarr does when it cannot
/// decide by itself: completed with a warning and its reason in the queue, its file offered by
/// `/manualimport` with the series and episode it matched, imported by `ManualImport`.
extension SonarrDemoLibrary {
    /// Why the waiting download was not imported, in Sonarr's words.
    static let manualImportReason =
        "Found matching series via grab history, but release was matched to series by ID. Automatic import is not possible. See the FAQ for details."

    /// Leaves one finished download of a missing episode waiting for manual import.
    func seedWaitingImport(now: Date) {
        for id in order.dropFirst(9) {
            guard
                let missing = (episodeIds[id] ?? []).compactMap({ episodes[$0] }).first(where: {
                    !$0.hasFile && $0.monitored && $0.hasAired(by: now) && !isDownloading($0.id)
                }),
                let download = startDownload(
                    seriesId: id, episodeIds: [missing.id], pack: false, indexer: "DemoNZB", duration: 1800,
                    at: now.addingTimeInterval(-5400))
            else { continue }
            downloads.removeAll { $0.downloadId == download.downloadId }
            waitingImports.append(download)
            return
        }
    }

    /// The waiting downloads' queue records: completed, with the warning and its reason.
    func waitingQueueRecords(includeSeries: Bool, includeEpisode: Bool) -> [SonarrQueueRecord] {
        waitingImports.flatMap { download in
            zip(download.recordIds, download.episodeIds).map { recordId, episodeId in
                var record = SonarrQueueRecord(
                    id: recordId, seriesId: download.seriesId, episodeId: episodeId, title: download.title,
                    size: download.size, sizeleft: 0, downloadId: download.downloadId)
                record.seasonNumber = episodes[episodeId]?.seasonNumber
                record.series = includeSeries ? embedded(download.seriesId) : nil
                record.episode = includeEpisode ? episodes[episodeId] : nil
                record.quality = download.quality
                record.languages = [Language(id: 1, name: "English")]
                record.timeleft = TimeSpan(seconds: 0)
                record.estimatedCompletionTime = download.startedAt.addingTimeInterval(download.duration)
                record.added = download.startedAt
                record.status = "completed"
                record.trackedDownloadStatus = "warning"
                record.trackedDownloadState = "importPending"
                record.statusMessages = [StatusMessage(title: download.title, messages: [Self.manualImportReason])]
                record.protocol = download.downloadProtocol
                record.downloadClient = download.downloadProtocol == .torrent ? "qBittorrent" : "SABnzbd"
                record.indexer = download.indexer
                record.episodeHasFile = false
                return record
            }
        }
    }

    /// Where a waiting download's files are.
    static func folder(of download: SonarrDemoDownload) -> String { "/downloads/complete/tv/\(download.title)" }

    /// What `/manualimport` offers for a download id or a folder: the episode's file, matched to
    /// its series and episode.
    func manualImportCandidates(downloadId: String?, folder: String?) throws -> [JSONValue] {
        advance()
        let waiting = waitingImports.filter { download in
            downloadId.map { $0 == download.downloadId } ?? folder.map { $0 == Self.folder(of: download) } ?? false
        }
        return try waiting.enumerated().map { offset, download in
            let file = "\(download.title).mkv"
            let matched = try download.episodeIds.compactMap { episodes[$0] }.map { try JSONValue(encoding: $0) }
            return .object([
                "id": .number(Double(offset + 1)), "path": .string(Self.folder(of: download) + "/" + file),
                "relativePath": .string(file), "folderName": .string(download.title),
                "name": .string(download.title), "size": .number(download.size),
                "series": try embedded(download.seriesId).map { try JSONValue(encoding: $0) } ?? .null,
                "seasonNumber": .number(Double(episodes[download.episodeIds[0]]?.seasonNumber ?? 1)),
                "episodes": .array(matched), "quality": try JSONValue(encoding: download.quality),
                "languages": .array([.object(["id": .number(1), "name": .string("English")])]),
                "releaseGroup": .string("DEMO"), "qualityWeight": .number(301),
                "downloadId": .string(download.downloadId), "customFormats": .array([]),
                "customFormatScore": .number(0), "indexerFlags": .number(0), "releaseType": .string("singleEpisode"),
                "rejections": .array([]),
            ])
        }
    }

    /// Imports what a `ManualImport` command names: each file with episodes gives them files; a
    /// waiting download whose file was imported leaves the queue. Returns how many imported.
    func manualImport(files: [JSONValue]) -> Int {
        advance()
        let now = clock()
        var imported = 0
        for file in files {
            guard case .string(let path)? = file["path"], case .array(let ids)? = file["episodeIds"] else { continue }
            let episodeIds = ids.compactMap { value -> Int? in
                if case .number(let number) = value { Int(exactly: number) } else { nil }
            }
            guard !episodeIds.isEmpty else { continue }
            let download = waitingImports.first { path.hasPrefix(Self.folder(of: $0) + "/") }
            let files = importEpisodes(
                episodeIds, title: download?.title ?? path, quality: download?.quality,
                downloadId: download?.downloadId, at: now)
            if let download {
                waitingImports.removeAll { $0.downloadId == download.downloadId }
                pushImport(download, fileIds: files)
            }
            imported += 1
        }
        return imported
    }
}
