import ArrDemoKit
import ArrKit
import Foundation
import ServerKit
import SonarrAPI

/// A series and its episodes as the demo builds them, before ids and files are assigned.
struct SeriesPlan: Sendable {
    let entry: SeriesEntry
    /// How the library holds it: which episodes have files, which seasons are monitored.
    let shape: LibraryShape
}

/// How complete a series in the demo library is.
enum LibraryShape: Sendable {
    /// Every aired episode has a file.
    case complete
    /// Every season but the current one is complete; half of the current one is.
    case partial
    /// Only the first season has files; later ones are monitored and missing.
    case missingSeasons
    /// Complete, except season 2, which is unmonitored and has no files.
    case oneSeasonUnmonitored
    /// Nothing downloaded (a series just added).
    case empty

    /// The shape of the catalogue's `index`th series in the library.
    static func forLibrary(index: Int) -> LibraryShape {
        [.complete, .partial, .missingSeasons, .oneSeasonUnmonitored][index % 4]
    }

    /// Whether an aired episode has a file.
    func hasFile(season: Int, episode: Int, seasonCount: Int, episodesInSeason: Int) -> Bool {
        switch self {
        case .complete: true
        case .partial: season < seasonCount || episode <= episodesInSeason / 2
        case .missingSeasons: season == 1
        case .oneSeasonUnmonitored: season != 2
        case .empty: false
        }
    }

    /// Whether a season is monitored.
    func monitors(season: Int) -> Bool {
        switch self {
        case .oneSeasonUnmonitored: season != 2 && season != 0
        default: season != 0
        }
    }
}

/// Builds the demo's series, episodes and files from catalogue entries.
enum SeriesFactory {
    /// The episodes of `entry`, numbered from `firstId`, with air dates around `now`: an ended
    /// series aired one season a year from its first year; a continuing one is airing its
    /// latest season, with the next episode due within the week.
    static func episodes(
        of entry: SeriesEntry, seriesId: Int, firstId: Int, index: Int, shape: LibraryShape, now: Date
    ) -> [Episode] {
        var episodes: [Episode] = []
        var id = firstId
        let hour = Int(entry.airTime.prefix(2)) ?? 21
        let minute = Int(entry.airTime.suffix(2)) ?? 0
        let seasonCount = entry.seasons.count
        let specials = index % 5 == 0 ? 2 : 0
        for episodeNumber in stride(from: 1, through: specials, by: 1) {
            let aired = date(year: entry.year, month: 12, day: 20 + episodeNumber, hour: hour, minute: minute)
            episodes.append(
                Episode(
                    id: id, seriesId: seriesId, seasonNumber: 0, episodeNumber: episodeNumber,
                    title: "Special \(episodeNumber)", airDateUtc: min(aired, now.addingTimeInterval(-86_400)),
                    hasFile: false, monitored: false))
            id += 1
        }
        for (offset, count) in entry.seasons.enumerated() {
            let season = offset + 1
            let isCurrent = entry.continuing && season == seasonCount
            let start: Date
            if isCurrent {
                // Half the season has aired; the next episode airs (index % 7) days from now.
                let aired = max(1, count / 2)
                let next = Calendar.utc.startOfDay(for: now).addingTimeInterval(
                    Double(index % 7) * 86_400 + Double(hour * 3600 + minute * 60))
                start = next.addingTimeInterval(-Double(aired) * 7 * 86_400)
            } else {
                let year =
                    entry.continuing
                    ? min(entry.year + offset, yearOf(now) - (seasonCount - season)) : entry.year + offset
                start = date(year: year, month: 9, day: 10 + (index % 14), hour: hour, minute: minute)
            }
            for episodeNumber in 1...max(1, count) {
                let airs = start.addingTimeInterval(Double(episodeNumber - 1) * 7 * 86_400)
                let aired = airs <= now
                let file =
                    aired
                    && shape.hasFile(
                        season: season, episode: episodeNumber, seasonCount: seasonCount, episodesInSeason: count)
                var episode = Episode(
                    id: id, seriesId: seriesId, seasonNumber: season, episodeNumber: episodeNumber,
                    title: "Episode \(episodeNumber)", airDateUtc: airs, hasFile: file,
                    monitored: shape.monitors(season: season))
                episode.airDate = ArrDate.format(airs).prefix(10).description
                episode.overview = "Season \(season), episode \(episodeNumber) of \(entry.title)."
                episode.runtime = ServerCount(entry.runtime)
                episode.tvdbId = entry.tvdbId * 1000 + season * 100 + episodeNumber
                episode.absoluteEpisodeNumber = nil
                if episodeNumber == count, !isCurrent {
                    episode.finaleType = season == seasonCount ? "series" : "season"
                }
                episodes.append(episode)
                id += 1
            }
        }
        return episodes
    }

    /// The file a downloaded episode has.
    static func file(for episode: Episode, of entry: SeriesEntry, id: Int, at date: Date) -> EpisodeFile {
        let name = "\(entry.title) - \(episode.code) - \(episode.title ?? "Episode").mkv"
        let season = episode.seasonNumber < 10 ? "0\(episode.seasonNumber)" : "\(episode.seasonNumber)"
        var file = EpisodeFile(
            id: id, seriesId: episode.seriesId, seasonNumber: episode.seasonNumber,
            relativePath: "Season \(season)/" + name,
            size: ServerCount(Int64(entry.runtime) * 31_000_000 + Int64(episode.episodeNumber) * 1_234_567))
        file.path = "/data/tv/\(entry.title)/\(file.relativePath ?? name)"
        file.dateAdded = date
        file.releaseGroup = "DEMO"
        file.quality = quality(for: entry)
        file.languages = [Language(id: 1, name: "English")]
        file.releaseType = .singleEpisode
        var media = MediaInfo()
        media.videoCodec = "x264"
        media.audioCodec = "EAC3"
        media.audioChannels = 5.1
        media.resolution = "1920x1080"
        media.runTime = "\(entry.runtime / 60):\(entry.runtime % 60 < 10 ? "0" : "")\(entry.runtime % 60):00"
        media.audioLanguages = "English"
        media.subtitles = "English"
        file.mediaInfo = media
        return file
    }

    /// The quality the demo gives a series' files.
    static func quality(for entry: SeriesEntry) -> QualityModel {
        entry.continuing
            ? QualityModel(quality: Quality(id: 3, name: "WEBDL-1080p", source: "web", resolution: 1080))
            : QualityModel(quality: Quality(id: 7, name: "Bluray-1080p", source: "bluray", resolution: 1080))
    }

    /// A generated series for large libraries; the first has 1,200 episodes (a daily show).
    static func generated(index: Int, seed: UInt64) -> SeriesEntry {
        var random = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
        let first = ["Quiet", "Northern", "Broken", "Golden", "Last", "Hidden", "Silver", "Winter", "Electric", "Lost"]
        let second = ["Harbour", "Station", "Kingdom", "Frontier", "Precinct", "Orchard", "Signal", "Tide", "Circuit"]
        let networks = ["HBO", "FX", "NBC", "BBC One", "Netflix", "Apple TV+", "Prime Video", "AMC", "ABC", "Hulu"]
        let title =
            "The \(first[Int(random.next() % UInt64(first.count))]) \(second[Int(random.next() % UInt64(second.count))]) \(index + 1)"
        let seasons: [Int] =
            index == 0
            ? Array(repeating: 50, count: 24)
            : (0..<Int(1 + random.next() % 5)).map { _ in Int(6 + random.next() % 8) }
        return SeriesEntry(
            title: title, year: 1990 + Int(random.next() % 35), network: networks[Int(random.next() % 10)],
            continuing: random.next() % 10 < 3, seasons: seasons, runtime: 20 + Int(random.next() % 40),
            tvdbId: 900_000 + index, imdbId: "tt9\(String(format: "%06d", index))", genres: ["Drama"],
            certification: "TV-14", airTime: "21:00", overview: "A generated series for large-library tests.")
    }

    private static func date(year: Int, month: Int, day: Int, hour: Int, minute: Int) -> Date {
        let components = DateComponents(year: year, month: month, day: min(day, 28), hour: hour, minute: minute)
        return Calendar.utc.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }

    private static func yearOf(_ date: Date) -> Int { Calendar.utc.component(.year, from: date) }
}
