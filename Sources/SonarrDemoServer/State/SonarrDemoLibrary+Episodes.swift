import ArrDemoKit
import ArrKit
import Foundation
import ServerKit
import SonarrAPI

extension SonarrDemoLibrary {
    /// A series' episodes (one season's, if given), in order, optionally with files and series.
    func episodes(seriesId: Int, seasonNumber: Int?, includeFile: Bool, includeSeries: Bool) -> [Episode]? {
        advance()
        guard series[seriesId] != nil else { return nil }
        return (episodeIds[seriesId] ?? []).compactMap { episodes[$0] }
            .filter { seasonNumber == nil || $0.seasonNumber == seasonNumber }
            .map { decorated($0, file: includeFile, series: includeSeries) }
    }

    /// The episodes with these ids.
    func episodes(ids: [Int], includeFile: Bool, includeSeries: Bool) -> [Episode] {
        advance()
        return ids.compactMap { episodes[$0] }.map { decorated($0, file: includeFile, series: includeSeries) }
    }

    /// One episode with its series and file, as `GET /episode/{id}` always sends it.
    func episode(id: Int) -> Episode? {
        advance()
        return episodes[id].map { decorated($0, file: true, series: true) }
    }

    /// `episode` with its file and an embedded series (which carries only remote images).
    func decorated(_ episode: Episode, file: Bool, series includeSeries: Bool) -> Episode {
        var episode = episode
        if file, let id = episode.episodeFileId, id > 0 { episode.episodeFile = files[id] }
        if includeSeries { episode.series = embedded(episode.seriesId) }
        return episode
    }

    /// A series as embedded in episodes, queue and history: no statistics, remote images only.
    func embedded(_ seriesId: Int) -> Series? {
        guard var result = series[seriesId] else { return nil }
        result.images = result.images?.map { MediaCover(coverType: $0.coverType, url: nil, remoteUrl: $0.remoteUrl) }
        result.statistics = nil
        result.seasons = []
        return result
    }

    /// Monitors or unmonitors episodes; returns them.
    func setMonitored(episodeIds ids: [Int], _ monitored: Bool) -> [Episode] {
        for id in ids { episodes[id]?.monitored = monitored }
        return ids.compactMap { episodes[$0] }
    }

    /// A series' files.
    func files(seriesId: Int) -> [EpisodeFile] {
        advance()
        return (episodeIds[seriesId] ?? []).compactMap { episodes[$0]?.episodeFileId }.compactMap { files[$0] }
    }

    /// Deletes a file; its episode loses it and history says so.
    func deleteFile(id: Int) -> Bool {
        guard let file = files.removeValue(forKey: id) else { return false }
        for (episodeId, episode) in episodes where episode.episodeFileId == id {
            episodes[episodeId]?.episodeFileId = 0
            episodes[episodeId]?.hasFile = false
            record(.episodeFileDeleted, episodeId: episodeId, title: file.relativePath ?? "", quality: file.quality)
        }
        return true
    }

    /// Applies a whole-object edit, as `PUT /series/{id}` does: season flags carry to their episodes.
    func update(_ changed: Series, id: Int) -> Series? {
        guard var current = series[id] else { return nil }
        let seasonFlags = Dictionary(
            changed.seasons.map { ($0.seasonNumber, $0.monitored) }, uniquingKeysWith: { first, _ in first })
        for season in current.seasons {
            if let flag = seasonFlags[season.seasonNumber], flag != season.monitored {
                for episodeId in episodeIds[id] ?? [] where episodes[episodeId]?.seasonNumber == season.seasonNumber {
                    episodes[episodeId]?.monitored = flag
                }
            }
        }
        current.seasons = current.seasons.map {
            Season(seasonNumber: $0.seasonNumber, monitored: seasonFlags[$0.seasonNumber] ?? $0.monitored)
        }
        current.monitored = changed.monitored
        current.monitorNewItems = changed.monitorNewItems ?? current.monitorNewItems
        current.qualityProfileId = changed.qualityProfileId ?? current.qualityProfileId
        current.seriesType = changed.seriesType ?? current.seriesType
        current.seasonFolder = changed.seasonFolder ?? current.seasonFolder
        current.path = changed.path ?? current.path
        current.rootFolderPath = changed.rootFolderPath ?? current.rootFolderPath
        current.tags = changed.tags ?? current.tags
        series[id] = current
        return served(id)
    }

    /// Applies a monitor preset to a series' episodes and seasons.
    func apply(_ monitor: SeriesMonitor, toSeries id: Int) {
        let now = clock()
        let list = (episodeIds[id] ?? []).compactMap { episodes[$0] }
        let regular = list.filter { $0.seasonNumber > 0 }
        let seasonsList = Array(Set(regular.map(\.seasonNumber))).sorted()
        for episode in list {
            let on: Bool =
                switch monitor {
                case .all: episode.seasonNumber > 0
                case .future: !episode.hasAired(by: now) && episode.seasonNumber > 0
                case .missing: !episode.hasFile && episode.seasonNumber > 0
                case .existing: episode.hasFile
                case .recent: episode.airDateUtc.map { now.timeIntervalSince($0) < 90 * 86_400 } ?? true
                case .pilot: episode.seasonNumber == 1 && episode.episodeNumber == 1
                case .firstSeason: episode.seasonNumber == seasonsList.first
                case .lastSeason, .latestSeason: episode.seasonNumber == seasonsList.last
                case .monitorSpecials: episode.seasonNumber == 0 || episode.monitored
                case .unmonitorSpecials: episode.seasonNumber != 0 && episode.monitored
                case .none, .unknown: false
                }
            episodes[episode.id]?.monitored = on
        }
        series[id]?.seasons = (series[id]?.seasons ?? []).map { season in
            let members = list.filter { $0.seasonNumber == season.seasonNumber }
            return Season(
                seasonNumber: season.seasonNumber, monitored: members.contains { episodes[$0.id]?.monitored == true })
        }
    }

    /// Adds a looked-up series; a 400 reason when it cannot be added.
    func add(_ candidate: Series) -> Result<Series, DemoRefusal> {
        var failures: [ValidationFailure] = []
        let tvdbId = candidate.tvdbId ?? 0
        if tvdbId <= 0 {
            failures.append(
                ValidationFailure(propertyName: "TvdbId", errorMessage: "'Tvdb Id' must be greater than '0'."))
        }
        if candidate.title.isEmpty {
            failures.append(ValidationFailure(propertyName: "Title", errorMessage: "'Title' must not be empty."))
        }
        if !qualityProfiles.contains(where: { $0.id == candidate.qualityProfileId }) {
            failures.append(
                ValidationFailure(propertyName: "QualityProfileId", errorMessage: "Quality Profile does not exist"))
        }
        if candidate.rootFolderPath == nil && candidate.path == nil {
            failures.append(
                ValidationFailure(propertyName: "RootFolderPath", errorMessage: "'Root Folder Path' must not be empty.")
            )
        }
        if entries.values.contains(where: { $0.tvdbId == tvdbId }) {
            failures.append(
                ValidationFailure(propertyName: "TvdbId", errorMessage: "This series has already been added"))
        }
        failures += DemoPathRules.add(
            rootFolderPath: candidate.rootFolderPath, path: candidate.path, rootFolders: [rootFolder])
        guard failures.isEmpty else { return .failure(DemoRefusal(failures)) }
        let index = SeriesCatalogue.entries.firstIndex { $0.tvdbId == tvdbId } ?? (nextSeriesId + 100)
        let entry =
            SeriesCatalogue.entries.first { $0.tvdbId == tvdbId }
            ?? SeriesEntry(
                title: candidate.title, year: candidate.year, network: candidate.network ?? "", continuing: false,
                seasons: candidate.seasons.filter { $0.seasonNumber > 0 }.map { _ in 8 },
                runtime: candidate.runtime?.asInt ?? 45,
                tvdbId: tvdbId, imdbId: candidate.imdbId ?? "", genres: candidate.genres ?? [], certification: "",
                airTime: candidate.airTime ?? "21:00", overview: candidate.overview ?? "")
        let id = insert(entry, index: index, shape: .empty, now: clock(), monitored: candidate.monitored)
        series[id]?.qualityProfileId = candidate.qualityProfileId
        series[id]?.languageProfileId = candidate.languageProfileId ?? 1
        series[id]?.seasonFolder = candidate.seasonFolder ?? true
        series[id]?.seriesType = candidate.seriesType ?? .standard
        series[id]?.tags = candidate.tags ?? []
        series[id]?.added = clock()
        let root = candidate.rootFolderPath ?? rootFolder
        series[id]?.rootFolderPath = root
        series[id]?.path = candidate.path ?? "\(root)/\(entry.title)"
        series[id]?.monitorNewItems = candidate.monitorNewItems ?? "all"
        apply(candidate.addOptions?.monitor ?? .all, toSeries: id)
        if candidate.addOptions?.searchForMissingEpisodes == true { searchMissing(seriesId: id, limit: 3) }
        guard let added = served(id) else { return .failure(DemoRefusal([])) }
        return .success(added)
    }
}
