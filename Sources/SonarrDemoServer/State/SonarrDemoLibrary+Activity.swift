import ArrDemoKit
import ArrKit
import Foundation
import SonarrAPI

/// A simulated download of one or more episodes (a season pack is several).
struct SonarrDemoDownload: Sendable {
    /// The client's id, shared by every queue record of the download.
    let downloadId: String
    /// One queue-record id per episode.
    let recordIds: [Int]
    let episodeIds: [Int]
    let seriesId: Int
    let title: String
    let size: Double
    let startedAt: Date
    let duration: TimeInterval
    let downloadProtocol: DownloadProtocol
    let indexer: String
    let quality: QualityModel
}

extension SonarrDemoLibrary {
    /// Seeds history and a few downloads on first use (a season pack among them).
    func seedActivity() {
        needsSeeding = false
        let now = clock()
        for id in order.prefix(12) {
            for fileId in (episodeIds[id] ?? []).suffix(3).compactMap({ episodes[$0]?.episodeFileId }) where fileId > 0
            {
                guard let file = files[fileId],
                    let episodeId = episodes.first(where: { $0.value.episodeFileId == fileId })?.key
                else { continue }
                // A file is never imported after now (an episode that aired an hour ago is not yet here).
                let imported = min(file.dateAdded ?? now, now)
                record(
                    .grabbed, episodeId: episodeId, title: file.relativePath ?? "", quality: file.quality,
                    at: imported.addingTimeInterval(-1800))
                record(
                    .downloadFolderImported, episodeId: episodeId, title: file.relativePath ?? "",
                    quality: file.quality, at: imported)
            }
        }
        // A season pack for a series missing later seasons, and single episodes for partial ones.
        if let packSeries = order.first(where: { seasonMissing($0) != nil }), let season = seasonMissing(packSeries) {
            let ids = (episodeIds[packSeries] ?? []).filter { episodes[$0]?.seasonNumber == season }
            startDownload(
                seriesId: packSeries, episodeIds: ids, pack: true, indexer: "DemoTracker", duration: 420, at: now)
        }
        for id in order.dropFirst().prefix(8) {
            guard
                let missing = (episodeIds[id] ?? []).compactMap({ episodes[$0] }).first(where: {
                    !$0.hasFile && $0.monitored && $0.hasAired(by: now) && !isDownloading($0.id)
                })
            else { continue }
            startDownload(
                seriesId: id, episodeIds: [missing.id], pack: false, indexer: "DemoNZB", duration: 240, at: now)
            if downloads.count >= 3 { break }
        }
        seedWaitingImport(now: now)
    }

    /// The first aired season of `seriesId` with no file at all, if any.
    private func seasonMissing(_ seriesId: Int) -> Int? {
        let now = clock()
        let list = (episodeIds[seriesId] ?? []).compactMap { episodes[$0] }.filter { $0.seasonNumber > 0 }
        let seasons = Array(Set(list.map(\.seasonNumber))).sorted()
        return seasons.first { season in
            let members = list.filter { $0.seasonNumber == season }
            return members.allSatisfy { !$0.hasFile && $0.hasAired(by: now) && $0.monitored } && members.count > 1
        }
    }

    func isDownloading(_ episodeId: Int) -> Bool {
        downloads.contains { $0.episodeIds.contains(episodeId) }
            || waitingImports.contains { $0.episodeIds.contains(episodeId) }
    }

    /// Starts a download of `episodeIds`; a pack is one download with one record per episode.
    @discardableResult
    func startDownload(
        seriesId: Int, episodeIds ids: [Int], pack: Bool, indexer: String, duration: TimeInterval, at date: Date,
        title: String? = nil
    ) -> SonarrDemoDownload? {
        let wanted = ids.filter { !isDownloading($0) }
        guard !wanted.isEmpty, let entry = entries[seriesId], let first = episodes[wanted[0]] else { return nil }
        let quality = SeriesFactory.quality(for: entry)
        let name = entry.title.replacingOccurrences(of: " ", with: ".")
        let releaseTitle =
            title
            ?? (pack
                ? "\(name).S\(String(format: "%02d", first.seasonNumber)).1080p.WEB-DL.x264-DEMO"
                : "\(name).\(first.code).1080p.WEB-DL.x264-DEMO")
        let number = nextDownload
        nextDownload += 1
        let download = SonarrDemoDownload(
            downloadId: String(format: "DEMO%036X", number * 7919),
            recordIds: wanted.map { 1_000_000 + number * 1000 + $0 % 1000 },
            episodeIds: wanted, seriesId: seriesId, title: releaseTitle,
            size: Double(entry.runtime) * 31_000_000 * Double(wanted.count), startedAt: date, duration: duration,
            downloadProtocol: number % 2 == 0 ? .usenet : .torrent, indexer: indexer, quality: quality)
        downloads.append(download)
        for id in wanted {
            record(
                .grabbed, episodeId: id, title: releaseTitle, quality: quality, at: date,
                downloadId: download.downloadId,
                data: ["indexer": indexer, "size": String(format: "%.0f", download.size)])
        }
        pushGrab(download)
        return download
    }

    /// Moves time forward: finished downloads import one file per episode; history says so.
    func advance() {
        if needsSeeding { seedActivity() }
        adoptApproved()
        let now = clock()
        var finished: [SonarrDemoDownload] = []
        downloads.removeAll { download in
            let done = now.timeIntervalSince(download.startedAt) >= download.duration
            if done { finished.append(download) }
            return done
        }
        for download in finished {
            let at = download.startedAt.addingTimeInterval(download.duration)
            let imported = importEpisodes(
                download.episodeIds, title: download.title, quality: download.quality,
                downloadId: download.downloadId, at: at)
            pushImport(download, fileIds: imported)
        }
        // Its usenet downloads are SABnzbd's and its torrents qBittorrent's, in the demo: the
        // clients mirror them by this id.
        exchange?.post(
            downloads.map { download in
                DemoSharedDownload(
                    id: download.downloadId, title: download.title, category: "tv",
                    size: Int64(clamping: download.size), startedAt: download.startedAt, duration: download.duration,
                    client: download.downloadProtocol == .usenet ? "sabnzbd" : "qbittorrent")
            }, from: "sonarr")
    }

    /// Gives `ids` their files, as imported from `title` at `at`; history says so. Returns each
    /// episode's new file id.
    @discardableResult
    func importEpisodes(
        _ ids: [Int], title: String, quality: QualityModel?, downloadId: String?, at: Date
    ) -> [Int: Int] {
        var imported: [Int: Int] = [:]
        for id in ids {
            guard var episode = episodes[id], let entry = entries[episode.seriesId] else { continue }
            let file = SeriesFactory.file(for: episode, of: entry, id: nextFileId, at: at)
            nextFileId += 1
            files[file.id] = file
            imported[id] = file.id
            episode.episodeFileId = file.id
            episode.hasFile = true
            episodes[id] = episode
            record(
                .downloadFolderImported, episodeId: id, title: title, quality: quality, at: at, downloadId: downloadId)
        }
        return imported
    }

    /// The queue: one record per episode, progress from the clock.
    func queueRecords(includeSeries: Bool, includeEpisode: Bool) -> [SonarrQueueRecord] {
        advance()
        let now = clock()
        return downloads.flatMap { download in
            let elapsed = max(0, now.timeIntervalSince(download.startedAt))
            let fraction = min(1, elapsed / download.duration)
            return zip(download.recordIds, download.episodeIds).map { recordId, episodeId in
                // As real Sonarr does: every record of a pack carries the whole download's size
                // and size left, not its episode's share.
                var record = SonarrQueueRecord(
                    id: recordId, seriesId: download.seriesId, episodeId: episodeId, title: download.title,
                    size: download.size, sizeleft: (download.size * (1 - fraction)).rounded(),
                    downloadId: download.downloadId)
                record.seasonNumber = episodes[episodeId]?.seasonNumber
                record.series = includeSeries ? embedded(download.seriesId) : nil
                record.episode = includeEpisode ? episodes[episodeId] : nil
                record.quality = download.quality
                record.languages = [Language(id: 1, name: "English")]
                record.timeleft = TimeSpan(seconds: (download.duration - elapsed).rounded())
                record.estimatedCompletionTime = download.startedAt.addingTimeInterval(download.duration)
                record.added = download.startedAt
                record.status = "downloading"
                record.trackedDownloadStatus = "ok"
                record.trackedDownloadState = "downloading"
                record.statusMessages = []
                record.protocol = download.downloadProtocol
                record.downloadClient = download.downloadProtocol == .torrent ? "qBittorrent" : "SABnzbd"
                record.indexer = download.indexer
                record.episodeHasFile = episodes[episodeId]?.hasFile ?? false
                return record
            }
        }.sorted { ($0.timeleft?.seconds ?? 0, $0.id) < ($1.timeleft?.seconds ?? 0, $1.id) }
            + waitingQueueRecords(includeSeries: includeSeries, includeEpisode: includeEpisode)
    }

    /// Removes the download a queue record belongs to (every episode of a pack).
    func removeQueueRecord(id: Int, blocklist: Bool) -> Bool {
        let download: SonarrDemoDownload
        if let index = downloads.firstIndex(where: { $0.recordIds.contains(id) }) {
            download = downloads.remove(at: index)
        } else if let index = waitingImports.firstIndex(where: { $0.recordIds.contains(id) }) {
            download = waitingImports.remove(at: index)
        } else {
            return false
        }
        if blocklist {
            for episodeId in download.episodeIds {
                record(
                    .downloadFailed, episodeId: episodeId, title: download.title, quality: download.quality,
                    downloadId: download.downloadId, data: ["message": "Removed from the queue and blocklisted"])
            }
        }
        return true
    }

    /// Adds a history event for an episode.
    func record(
        _ event: SonarrHistoryEventType, episodeId: Int, title: String, quality: QualityModel?, at date: Date? = nil,
        downloadId: String? = nil, data: [String: String] = [:]
    ) {
        var entry = SonarrHistoryRecord(
            id: nextHistoryId, episodeId: episodeId, seriesId: episodes[episodeId]?.seriesId, sourceTitle: title,
            date: date ?? clock())
        entry.eventType = event
        entry.quality = quality
        entry.languages = [Language(id: 1, name: "English")]
        entry.downloadId = downloadId
        entry.data = data
        nextHistoryId += 1
        history.append(entry)
    }

    /// History newest first, optionally filtered by event numbers or a series.
    func historyRecords(
        events: [Int], seriesId: Int?, seasonNumber: Int?, includeSeries: Bool, includeEpisode: Bool
    )
        -> [SonarrHistoryRecord]
    {
        advance()
        return history.reversed().filter { record in
            (events.isEmpty || events.contains(record.eventType?.number ?? -1))
                && (seriesId == nil || record.seriesId == seriesId)
                && (seasonNumber == nil || episodes[record.episodeId ?? 0]?.seasonNumber == seasonNumber)
        }.map { record in
            var record = record
            if includeSeries, let id = record.seriesId { record.series = embedded(id) }
            if includeEpisode, let id = record.episodeId { record.episode = episodes[id] }
            return record
        }
    }

    /// Episodes airing in `[start, end]`, by air time.
    func calendar(start: Date, end: Date, unmonitored: Bool, includeSeries: Bool) -> [Episode] {
        advance()
        return episodeIds(airingFrom: start, to: end).compactMap { episodes[$0] }.filter { episode in
            unmonitored || (episode.monitored && series[episode.seriesId]?.monitored == true)
        }
        .map { decorated($0, file: false, series: includeSeries) }
    }

    /// Monitored episodes of monitored series that aired without a file, newest first.
    func missing(includeSeries: Bool) -> [Episode] {
        advance()
        let now = clock()
        return episodes.values.filter {
            !$0.hasFile && $0.monitored && $0.hasAired(by: now) && $0.seasonNumber > 0
                && series[$0.seriesId]?.monitored == true
        }.sorted { ($0.airDateUtc ?? .distantPast, $0.id) > ($1.airDateUtc ?? .distantPast, $1.id) }
            .map { decorated($0, file: false, series: includeSeries) }
    }

    /// Episodes whose file is below the series' quality cutoff, newest first.
    func cutoffUnmet(includeSeries: Bool, includeFile: Bool = false) -> [Episode] {
        advance()
        // How the demo's qualities rank: HDTV-720p < WEBDL-1080p < Bluray-1080p < Bluray-2160p.
        let rank = [4: 1, 3: 2, 7: 3, 19: 4]
        return episodes.values.filter { episode in
            guard episode.hasFile, episode.monitored, let file = files[episode.episodeFileId ?? 0],
                let profile = qualityProfiles.first(where: { $0.id == series[episode.seriesId]?.qualityProfileId }),
                profile.upgradeAllowed == true, let cutoff = profile.cutoff
            else { return false }
            return rank[file.quality?.quality?.id ?? 0, default: 0] < rank[cutoff, default: 0]
        }.sorted { ($0.airDateUtc ?? .distantPast, $0.id) > ($1.airDateUtc ?? .distantPast, $1.id) }
            .map { decorated($0, file: includeFile, series: includeSeries) }
    }

    /// Starts downloads for up to `limit` missing monitored episodes of a series (or the library).
    func searchMissing(seriesId: Int?, seasonNumber: Int? = nil, episodeIds ids: [Int]? = nil, limit: Int) {
        let now = clock()
        let candidates =
            (ids.map { $0.compactMap { episodes[$0] } }
            ?? episodes.values.filter {
                (seriesId == nil || $0.seriesId == seriesId) && (seasonNumber == nil || $0.seasonNumber == seasonNumber)
            }).filter { !$0.hasFile && $0.monitored && $0.hasAired(by: now) && !isDownloading($0.id) }
            .sorted { $0.id < $1.id }
        for episode in candidates.prefix(limit) {
            startDownload(
                seriesId: episode.seriesId, episodeIds: [episode.id], pack: false, indexer: "DemoNZB", duration: 90,
                at: now)
        }
    }
}
