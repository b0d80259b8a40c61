import ArrDemoKit
import ArrKit
import Foundation
import ServerKit
import SonarrAPI

/// A release a search listed; it can be grabbed for 30 minutes.
struct ListedRelease: Sendable {
    let release: SonarrRelease
    let seriesId: Int
    let episodeIds: [Int]
    let listedAt: Date
}

extension SonarrDemoLibrary {
    // MARK: Commands

    /// Queues a command and does what it says (searches start downloads).
    func start(_ request: CommandRequest) -> CommandResource? {
        let known = [
            "SeriesSearch", "SeasonSearch", "EpisodeSearch", "RefreshSeries", "RescanSeries", "MissingEpisodeSearch",
            "CutoffUnmetEpisodeSearch", "RssSync", "RefreshMonitoredDownloads", "RenameSeries", "ManualImport",
        ]
        guard known.contains(request.name) || DemoAdmin.taskCommands.contains(request.name) else { return nil }
        switch request.name {
        case "SeriesSearch": searchMissing(seriesId: request.seriesId, limit: 4)
        case "SeasonSearch": searchMissing(seriesId: request.seriesId, seasonNumber: request.seasonNumber, limit: 6)
        case "EpisodeSearch": searchMissing(seriesId: nil, episodeIds: request.episodeIds ?? [], limit: 10)
        case "MissingEpisodeSearch": searchMissing(seriesId: request.seriesId, limit: 5)
        default: break
        }
        let command = DemoCommand(id: nextCommandId, request: request, queuedAt: clock())
        commands[command.id] = command
        nextCommandId += 1
        return command.resource(at: clock())
    }

    /// Every command, newest first.
    func allCommands() -> [CommandResource] {
        let now = clock()
        return commands.values.sorted { $0.id > $1.id }.map { $0.resource(at: now) }
    }

    /// One command.
    func command(id: Int) -> CommandResource? { commands[id]?.resource(at: clock()) }

    // MARK: Releases

    /// A live search's releases for an episode or a season (packs included); each can be grabbed
    /// for 30 minutes.
    func searchReleases(seriesId: Int, seasonNumber: Int?, episodeId: Int?) -> [SonarrRelease]? {
        advance()
        guard let entry = entries[seriesId] else { return nil }
        let now = clock()
        let name = entry.title.replacingOccurrences(of: " ", with: ".")
        var results: [(SonarrRelease, [Int])] = []
        let seasonEpisodes: (Int) -> [Int] = { season in
            (self.episodeIds[seriesId] ?? []).filter { self.episodes[$0]?.seasonNumber == season }
        }
        let qualities: [(Int, String, String, Int, Int64)] = [
            (3, "WEBDL-1080p", "web", 1080, 1), (7, "Bluray-1080p", "bluray", 1080, 2),
            (19, "Bluray-2160p", "bluray", 2160, 5),
            (4, "HDTV-720p", "television", 720, 1),
        ]
        func release(
            _ title: String, quality q: (Int, String, String, Int, Int64), size: Int64, pack: Bool, season: Int,
            index: Int
        )
            -> SonarrRelease
        {
            var release = SonarrRelease(
                guid: "demo-\(seriesId)-\(season)-\(episodeId ?? 0)-\(index)", indexerId: index % 2 + 1, title: title,
                size: ServerCount(size))
            release.indexer = index % 2 == 0 ? "DemoNZB" : "DemoTracker"
            release.quality = QualityModel(quality: Quality(id: q.0, name: q.1, source: q.2, resolution: q.3))
            release.qualityWeight = q.3 * 10 + (q.2 == "bluray" ? 2 : q.2 == "web" ? 1 : 0)
            release.languages = [Language(id: 1, name: "English")]
            release.customFormatScore = [100, 0, 25, -50][index % 4]
            release.ageHours = Double(6 + index * 19)
            release.publishDate = now.addingTimeInterval(-Double(6 + index * 19) * 3600)
            release.releaseGroup = ["NTb", "FLUX", "DEMO", "RARBG"][index % 4]
            release.fullSeason = pack
            release.seasonNumber = season
            release.protocol = index % 2 == 0 ? .usenet : .torrent
            if release.protocol == .torrent {
                release.seeders = ServerCount(12 + index * 7)
                release.leechers = ServerCount(index)
            }
            let rejected = q.0 == 19 || q.0 == 4
            release.approved = !rejected
            release.rejected = rejected
            release.temporarilyRejected = false
            release.rejections =
                rejected
                ? [
                    Rejection(
                        reason: q.0 == 19
                            ? "Quality Bluray-2160p is not wanted in profile HD-1080p"
                            : "Existing file meets cutoff: WEBDL-1080p")
                ] : []
            release.downloadAllowed = true
            release.mappedSeriesId = seriesId
            release.mappedSeasonNumber = season
            return release
        }
        if let episodeId, let episode = episodes[episodeId] {
            for (index, quality) in qualities.enumerated() {
                let size = Int64(entry.runtime) * 20_000_000 * quality.4
                results.append(
                    (
                        release(
                            "\(name).\(episode.code).\(quality.3)p.\(quality.2 == "web" ? "WEB-DL" : quality.2 == "bluray" ? "BluRay" : "HDTV").x264-\(["NTb", "FLUX", "DEMO", "RARBG"][index % 4])",
                            quality: quality, size: size, pack: false, season: episode.seasonNumber, index: index),
                        [episodeId]
                    ))
            }
        } else if let seasonNumber {
            let members = seasonEpisodes(seasonNumber)
            for (index, quality) in qualities.enumerated() {
                let size = Int64(entry.runtime) * 20_000_000 * quality.4 * Int64(max(1, members.count))
                results.append(
                    (
                        release(
                            "\(name).S\(String(format: "%02d", seasonNumber)).\(quality.3)p.\(quality.2 == "web" ? "WEB-DL" : "BluRay").x264-\(["NTb", "FLUX", "DEMO", "RARBG"][index % 4])",
                            quality: quality, size: size, pack: true, season: seasonNumber, index: index), members
                    ))
            }
            if let first = members.first, let episode = episodes[first] {
                results.append(
                    (
                        release(
                            "\(name).\(episode.code).1080p.WEB-DL.x264-NTb", quality: qualities[0],
                            size: Int64(entry.runtime) * 20_000_000, pack: false, season: seasonNumber, index: 9),
                        [first]
                    ))
            }
        } else {
            return []
        }
        for (release, ids) in results {
            listedReleases["\(release.indexerId ?? 0)_\(release.guid)"] = ListedRelease(
                release: release, seriesId: seriesId, episodeIds: ids, listedAt: now)
        }
        return results.map(\.0)
    }

    /// Grabs a release listed in the last 30 minutes; nil when it is not (the server's 404).
    func grab(guid: String, indexerId: Int) -> SonarrRelease? {
        let now = clock()
        guard let listed = listedReleases["\(indexerId)_\(guid)"], now.timeIntervalSince(listed.listedAt) < 1800 else {
            return nil
        }
        startDownload(
            seriesId: listed.seriesId, episodeIds: listed.episodeIds, pack: listed.release.fullSeason == true,
            indexer: listed.release.indexer ?? "DemoNZB", duration: 120, at: now, title: listed.release.title)
        return listed.release
    }
}
