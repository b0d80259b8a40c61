import ArrDemoKit
import ArrKit
import Foundation
import RadarrAPI
import ServerKit

/// A simulated download in the demo queue.
struct DemoDownload: Sendable {
    let id: Int
    let movieId: Int
    let title: String
    let size: Double
    let startedAt: Date
    let duration: TimeInterval
    let downloadProtocol: DownloadProtocol
    let indexer: String
    let quality: QualityModel
}

extension DemoLibrary {
    /// Moves time forward: finished downloads import into files and history.
    func advance() {
        if needsSeeding { seedActivity() }
        adoptApproved()
        let now = clock()
        var finished: [DemoDownload] = []
        downloads.removeAll { download in
            let done = now.timeIntervalSince(download.startedAt) >= download.duration
            if done { finished.append(download) }
            return done
        }
        for download in finished {
            guard var movie = movies[download.movieId] else { continue }
            let completedAt = download.startedAt.addingTimeInterval(download.duration)
            MovieFactory.attachFile(to: &movie, seed: download.id % 1000, at: completedAt)
            movies[download.movieId] = movie
            record(
                .downloadFolderImported, movie: movie, title: download.title, quality: download.quality,
                at: completedAt, data: ["size": String(format: "%.0f", download.size), "indexer": download.indexer])
            pushImport(movie, download)
            invalidate()
        }
        // Its usenet downloads are NZBGet's and its torrents qBittorrent's, in the demo: the
        // clients mirror them by this id.
        exchange?.post(
            downloads.map { download in
                DemoSharedDownload(
                    id: "DEMO\(download.id)", title: download.title, category: "movies",
                    size: Int64(clamping: download.size), startedAt: download.startedAt, duration: download.duration,
                    client: download.downloadProtocol == .usenet ? "nzbget" : "qbittorrent")
            }, from: "radarr")
    }

    @discardableResult
    func startDownload(
        for movie: Movie, releaseTitle: String?, indexer: String, duration: TimeInterval, at date: Date,
        size: Double? = nil, quality: QualityModel? = nil
    ) -> DemoDownload? {
        guard let movieId = movie.id, !downloads.contains(where: { $0.movieId == movieId }) else { return nil }
        let quality =
            quality
            ?? QualityModel(
                quality: Quality(id: 7, name: "Bluray-1080p", source: "bluray", resolution: 1080),
                revision: Revision(version: 1, real: 0, isRepack: false))
        let title =
            releaseTitle
            ?? "\(movie.title.replacingOccurrences(of: " ", with: ".")).\(movie.year).1080p.BluRay.x264-DEMO"
        let download = DemoDownload(
            id: 1_000_000_000 + Int(Self.stableHash(title) % 900_000_000), movieId: movieId, title: title,
            size: size ?? Double(4_000_000_000 + (movieId % 13) * 700_000_000), startedAt: date, duration: duration,
            // The protocol follows the indexer, as it does for real: a usenet indexer's release is an NZB.
            downloadProtocol: indexer.lowercased().contains("usenet") ? .usenet : .torrent, indexer: indexer,
            quality: quality)
        downloads.append(download)
        record(
            .grabbed, movie: movie, title: title, quality: quality, at: date,
            data: ["indexer": indexer, "size": String(format: "%.0f", download.size)])
        pushGrab(movie, download)
        return download
    }

    /// The queue as Radarr shows it, with progress computed from the clock.
    func queueItems(includeMovie: Bool) -> [QueueItem] {
        advance()
        let now = clock()
        return downloads.map { download in
            let fraction = min(1, max(0, now.timeIntervalSince(download.startedAt) / download.duration))
            var item = QueueItem(
                id: download.id, movieId: download.movieId, title: download.title, size: download.size,
                sizeleft: (download.size * (1 - fraction)).rounded())
            item.movie = includeMovie ? movies[download.movieId] : nil
            item.quality = download.quality
            item.timeleft = TimeSpan(seconds: (download.duration * (1 - fraction)).rounded())
            item.estimatedCompletionTime = download.startedAt.addingTimeInterval(download.duration)
            item.added = download.startedAt
            item.status = "downloading"
            item.trackedDownloadStatus = "ok"
            item.trackedDownloadState = "downloading"
            item.statusMessages = []
            item.downloadId = "DEMO\(download.id)"
            item.protocol = download.downloadProtocol
            item.downloadClient = download.downloadProtocol == .torrent ? "qBittorrent" : "NZBGet"
            item.indexer = download.indexer
            return item
        } + waitingQueueItems(includeMovie: includeMovie)
    }

    /// Removes a queue item; `blocklist` records a failure, `skipRedownload` aside.
    func removeDownload(id: Int, blocklist: Bool) -> Bool {
        advance()
        let download: DemoDownload
        if let index = downloads.firstIndex(where: { $0.id == id }) {
            download = downloads.remove(at: index)
        } else if let index = waitingImports.firstIndex(where: { $0.id == id }) {
            download = waitingImports.remove(at: index)
        } else {
            return false
        }
        if blocklist, let movie = movies[download.movieId] {
            record(
                .downloadFailed, movie: movie, title: download.title, quality: download.quality, at: clock(),
                data: ["message": "Removed and blocklisted by user"])
        }
        return true
    }

    /// Starts a command; movie searches put downloads in the queue.
    func start(_ request: CommandRequest) -> CommandResource {
        advance()
        let now = clock()
        let command = DemoCommand(id: nextCommandId, request: request, queuedAt: now)
        nextCommandId += 1
        commands[command.id] = command
        switch request.name.lowercased() {
        case "moviessearch":
            for id in request.movieIds ?? [] {
                if let movie = movies[id] {
                    startDownload(for: movie, releaseTitle: nil, indexer: "DemoTracker", duration: 90, at: now)
                }
            }
        case "missingmoviessearch":
            let missing = order.compactMap { movies[$0] }.filter { $0.monitored && !$0.hasFile }.prefix(10)
            for movie in missing {
                startDownload(for: movie, releaseTitle: nil, indexer: "DemoUsenet", duration: 180, at: now)
            }
        case "cutoffunmetmoviessearch":
            let below = order.compactMap { movies[$0] }.filter {
                $0.monitored && $0.movieFile?.qualityCutoffNotMet == true
            }
            for movie in below.prefix(10) {
                startDownload(for: movie, releaseTitle: nil, indexer: "DemoUsenet", duration: 180, at: now)
            }
        default:
            break
        }
        return command.resource(at: now)
    }

    func command(id: Int) -> CommandResource? {
        advance()
        return commands[id]?.resource(at: clock())
    }

    func runningCommands() -> [CommandResource] {
        let now = clock()
        return commands.values.map { $0.resource(at: now) }.sorted { $0.id > $1.id }
    }

    /// Releases a live search would find for a movie: deterministic, some rejected.
    func releases(movieId: Int) -> [Release]? {
        advance()
        guard let movie = movies[movieId] else { return nil }
        // A film not out yet has no releases, as on a real server.
        guard movie.status != .announced else { return [] }
        let qualities: [(String, Int, Int64)] = [
            ("Bluray-2160p", 19, 52_000_000_000), ("Bluray-1080p", 7, 11_500_000_000),
            ("WEBDL-1080p", 3, 6_200_000_000), ("HDTV-720p", 4, 3_100_000_000), ("Bluray-720p", 6, 5_400_000_000),
            ("DVD", 2, 4_400_000_000),
        ]
        // The indexer the health says is failing is not asked, as on a real server: a search
        // finds only what the working one has.
        return qualities.enumerated().filter { $0.offset % 2 == 0 }.map { index, q in
            let name =
                "\(movie.title.replacingOccurrences(of: " ", with: ".")).\(movie.year).\(q.0.replacingOccurrences(of: "-", with: ".")).x264-GRP\(index)"
            var release = Release(
                guid: "demo-\(movieId)-\(index)", title: name, indexerId: index % 2 + 1,
                size: ServerCount(q.2 + Int64(movieId % 7) * 100_000_000))
            release.quality = QualityModel(
                quality: Quality(
                    id: q.1, name: q.0, source: q.0.lowercased().hasPrefix("bluray") ? "bluray" : "webdl",
                    resolution: q.0.contains("2160") ? 2160 : q.0.contains("1080") ? 1080 : 720),
                revision: Revision(version: 1, real: 0, isRepack: false))
            release.qualityWeight = 100 - index * 10
            release.age = ServerCount(index * 37 + movieId % 11)
            release.ageHours = (release.age ?? 0).double * 24
            release.indexer = index % 2 == 0 ? "DemoTracker" : "DemoUsenet"
            release.protocol = index % 2 == 0 ? .torrent : .usenet
            release.seeders = index % 2 == 0 ? ServerCount(200 - index * 30) : nil
            release.leechers = index % 2 == 0 ? ServerCount(12 + index) : nil
            release.releaseGroup = "GRP\(index)"
            release.publishDate = clock().addingTimeInterval(-(release.age ?? 0).double * 86_400)
            let rejected = index >= 4 || (index == 0 && movie.qualityProfileId == 1)
            release.approved = !rejected
            release.rejected = rejected
            release.temporarilyRejected = false
            release.downloadAllowed = true
            release.rejections =
                rejected
                ? [
                    Rejection(
                        reason: index == 0
                            ? "Not an upgrade for existing movie file(s)" : "\(q.0) is not wanted in profile")
                ] : []
            // Real Radarr scores each release by the profile's custom formats and names its languages.
            release.customFormatScore = [150, 50, 0, -10, 0, -10_000][index]
            release.languages = [Language(id: index == 3 ? 2 : 1, name: index == 3 ? "French" : "English")]
            release.movieId = movieId
            return release
        }
    }

    /// Grabs a release found by a search; `nil` when the guid is not one.
    func grab(_ request: GrabRequest) -> Release? {
        let parts = request.guid.split(separator: "-")
        guard parts.count == 3, parts[0] == "demo", let movieId = Int(parts[1]), let index = Int(parts[2]),
            let release = releases(movieId: movieId)?.first(where: { $0.guid == request.guid }),
            let movie = movies[movieId]
        else { return nil }
        startDownload(
            for: movie, releaseTitle: release.title, indexer: release.indexer ?? "Demo",
            duration: 60 + Double(index) * 20, at: clock(), size: (release.size ?? 0).double, quality: release.quality)
        return release
    }

    func health() -> [HealthCheck] {
        [
            HealthCheck(
                source: "IndexerLongTermStatusCheck", type: .warning,
                message: "Indexers unavailable due to failures for more than 6 hours: DemoUsenet",
                wikiUrl: "https://wiki.servarr.com/radarr/system#indexers-are-unavailable-due-to-failures"),
            HealthCheck(
                source: "UpdateCheck", type: .notice, message: "New update is available",
                wikiUrl: "https://wiki.servarr.com/radarr/system#new-update-is-available"),
        ]
    }
}

extension DemoLibrary {
    /// History oldest first, after moving time forward.
    func historySnapshot() -> [HistoryRecord] {
        advance()
        return history
    }
}

extension DemoLibrary {
    /// FNV-1a over the text's bytes: the same id for the same release in every run (Swift's
    /// `hashValue` is seeded per process, which made queue ids and their order vary).
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
