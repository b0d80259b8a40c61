import ArrDemoKit
import ArrKit
import Foundation
import RadarrAPI

/// The download the demo leaves waiting for manual import, as a real Radarr does when it cannot
/// decide by itself: in the queue as completed with a warning and its reason, its files offered
/// by `/manualimport`, and imported by the `ManualImport` command.
extension DemoLibrary {
    /// Why the demo's waiting download was not imported, in Radarr's words.
    static let manualImportReason =
        "Found matching movie via grab history, but release was matched to movie by ID. Manual Import required."

    /// Leaves one finished download of a missing film waiting for manual import.
    func seedWaitingImport(now: Date) {
        let busy = Set(downloads.map(\.movieId))
        let missing = order.lazy.compactMap { self.movies[$0] }.filter {
            !$0.hasFile && $0.monitored && $0.status != .announced && !busy.contains($0.id ?? 0)
        }
        guard let movie = missing.dropFirst().first, let movieId = movie.id else { return }
        let title = "\(movie.title.replacingOccurrences(of: " ", with: ".")).\(movie.year).1080p.WEB-DL.DDP5.1-NOGRP"
        let quality = QualityModel(
            quality: Quality(id: 3, name: "WEBDL-1080p", source: "webdl", resolution: 1080),
            revision: Revision(version: 1, real: 0, isRepack: false))
        let download = DemoDownload(
            id: 1_000_000_000 + Int(Self.stableHash(title) % 900_000_000), movieId: movieId, title: title,
            size: 5_300_000_000, startedAt: now.addingTimeInterval(-5400), duration: 1800,
            downloadProtocol: .usenet, indexer: "DemoUsenet", quality: quality)
        waitingImports.append(download)
        record(
            .grabbed, movie: movie, title: title, quality: quality, at: download.startedAt,
            data: ["indexer": download.indexer, "size": String(format: "%.0f", download.size)])
    }

    /// The waiting downloads as the queue lists them: completed, with the warning and its reason.
    func waitingQueueItems(includeMovie: Bool) -> [QueueItem] {
        waitingImports.map { download in
            var item = QueueItem(
                id: download.id, movieId: download.movieId, title: download.title, size: download.size, sizeleft: 0)
            item.movie = includeMovie ? movies[download.movieId] : nil
            item.quality = download.quality
            item.timeleft = TimeSpan(seconds: 0)
            item.estimatedCompletionTime = download.startedAt.addingTimeInterval(download.duration)
            item.added = download.startedAt
            item.status = "completed"
            item.trackedDownloadStatus = "warning"
            item.trackedDownloadState = "importPending"
            item.statusMessages = [StatusMessage(title: download.title, messages: [Self.manualImportReason])]
            item.downloadId = "DEMO\(download.id)"
            item.protocol = download.downloadProtocol
            item.downloadClient = "NZBGet"
            item.indexer = download.indexer
            return item
        }
    }

    /// Where a waiting download's files are.
    static func folder(of download: DemoDownload) -> String { "/downloads/complete/movies/\(download.title)" }

    /// What `/manualimport` offers for a download id or a folder: the film and its sample, the
    /// sample rejected as Radarr rejects one.
    func manualImportCandidates(downloadId: String?, folder: String?) throws -> [JSONValue] {
        advance()
        let waiting = waitingImports.filter { download in
            downloadId.map { $0 == "DEMO\(download.id)" } ?? folder.map { $0 == Self.folder(of: download) } ?? false
        }
        var candidates: [JSONValue] = []
        for download in waiting {
            let movie = try movies[download.movieId].map { try JSONValue(encoding: $0) } ?? .null
            let quality = try JSONValue(encoding: download.quality)
            let files: [(String, Double, [JSONValue])] = [
                ("\(download.title).mkv", download.size - 60_000_000, []),
                (
                    "\(download.title).sample.mkv", 60_000_000,
                    [.object(["reason": .string("Sample"), "type": .string("permanent")])]
                ),
            ]
            for (offset, file) in files.enumerated() {
                let path = Self.folder(of: download) + "/" + file.0
                candidates.append(
                    .object([
                        "id": .number(Double(download.id % 100_000 * 10 + offset)), "path": .string(path),
                        "relativePath": .string(file.0), "folderName": .string(download.title),
                        "name": .string(file.0.replacingOccurrences(of: ".mkv", with: "")),
                        "size": .number(file.1), "movie": movie, "quality": quality,
                        "languages": .array([.object(["id": .number(1), "name": .string("English")])]),
                        "releaseGroup": .string("NOGRP"), "qualityWeight": .number(301),
                        "downloadId": .string("DEMO\(download.id)"), "customFormats": .array([]),
                        "customFormatScore": .number(0), "indexerFlags": .number(0), "rejections": .array(file.2),
                    ]))
            }
        }
        return candidates
    }

    /// Imports what a `ManualImport` command names: each file with a film gives that film its
    /// file; a waiting download whose film got one leaves the queue. Returns how many imported.
    func manualImport(files: [JSONValue]) -> Int {
        advance()
        let now = clock()
        var imported = 0
        for file in files {
            guard case .number(let number)? = file["movieId"], let movieId = Int(exactly: number),
                var movie = movies[movieId], case .string(let path)? = file["path"]
            else { continue }
            let download = waitingImports.first { path.hasPrefix(Self.folder(of: $0) + "/") }
            MovieFactory.attachFile(to: &movie, seed: (download?.id ?? movieId) % 1000, at: now)
            movies[movieId] = movie
            record(
                .downloadFolderImported, movie: movie, title: download?.title ?? path, quality: download?.quality,
                at: now, data: ["importedPath": path])
            if let download { waitingImports.removeAll { $0.id == download.id } }
            imported += 1
            invalidate()
        }
        return imported
    }
}
