import ArrKit
import Foundation
import ServerKit
import SonarrAPI

/// A series as a list shows it, in words every front end uses: title with year, episode
/// progress, network, status, next airing, size.
public struct SeriesRow: Sendable, Hashable, Identifiable {
    /// The series' id on its server.
    public let id: Int
    /// "Severance (2022)".
    public let title: String
    /// Episodes on disk of those monitored ("12/20"), toned by how complete.
    public let progress: StatusLabel
    /// The network, or "".
    public let network: String
    /// Continuing, ended, upcoming.
    public let status: StatusLabel
    /// The next airing's day, or "".
    public let nextAiring: String
    /// Its size on disk.
    public let size: String
    /// Whether it is monitored.
    public let monitored: Bool
    /// Its title without the year ("Severance"), as a poster's caption.
    public let name: String
    /// How many seasons it has, specials aside.
    public let seasons: String
    /// The day it was added, "–" when unknown.
    public let added: String
    /// Its rating ("8.7"), "–" without one.
    public let rating: String

    /// The row of `series`; nil for a record without an id (it cannot be opened).
    public init?(_ series: Series) {
        guard let id = series.id else { return nil }
        self.init(series, id: id)
    }

    /// The row of `series` under `id` (a list that shows a record without an id too).
    init(_ series: Series, id: Int) {
        self.id = id
        title = TitleLabel.withYear(series.title, year: series.year)
        progress = SonarrLabels.progress(series.statistics, monitored: series.monitored)
        network = series.network ?? ""
        status = SonarrLabels.status(series.status)
        nextAiring = series.nextAiring.map { Format.day($0) } ?? ""
        size = Format.sizeOnDisk(series.statistics?.sizeOnDisk ?? 0)
        monitored = series.monitored
        name = series.title
        seasons =
            series.statistics?.seasonCount.map(String.init)
            ?? String(series.seasons.filter { $0.seasonNumber > 0 }.count)
        added = series.added.map { Format.day($0) } ?? "–"
        rating = series.ratings?.value.map { String(format: "%.1f", $0) } ?? "–"
    }
}

/// A season as a series shows it.
public struct SeasonRow: Sendable, Hashable, Identifiable {
    /// Its number (0 for specials).
    public let number: Int
    /// "Season 2" or "Specials".
    public let label: String
    /// Episodes on disk of those monitored.
    public let progress: StatusLabel
    /// Whether it is monitored.
    public let monitored: Bool
    /// What of it is in the queue ("3 in the queue"), nil when nothing.
    public let queueNote: String?

    /// The season's number.
    public var id: Int { number }
}

/// An episode as its season lists it.
public struct EpisodeRow: Sendable, Hashable, Identifiable {
    /// Its number in the season.
    public let number: Int
    /// Its title, "TBA" before it has one.
    public let title: String
    /// The day it airs or aired, "TBA" when unknown.
    public let aired: String
    /// Downloaded, missing, unaired, or the queue's word.
    public let state: StatusLabel
    /// Whether it is monitored.
    public let monitored: Bool

    /// The episode's number.
    public var id: Int { number }
}

extension SeriesListViewModel {
    /// The visible series as rows.
    public var rows: [SeriesRow] { visible.compactMap(SeriesRow.init) }

    /// How many series the sort, filter and search leave.
    public var visibleCount: Int { visible.count }

    /// The visible series at `index` as a row, worked out when asked (a long list draws only
    /// the rows it shows); a record without an id shows under id 0 and opens nothing.
    public func row(at index: Int) -> SeriesRow? {
        let visible = visible
        guard visible.indices.contains(index) else { return nil }
        return SeriesRow(visible[index], id: visible[index].id ?? 0)
    }

    /// Opens the visible series at `index`.
    public func open(at index: Int) {
        let visible = visible
        if visible.indices.contains(index) { select(visible[index]) }
    }
}

extension SeriesDetailViewModel {
    /// The series' title with its year, once loaded.
    public var heading: String? { series.value.map { TitleLabel.withYear($0.title, year: $0.year) } }

    /// One line of what it is: status, network, runtime, genres, monitoring.
    public var factLine: String? {
        guard let series = series.value else { return nil }
        let facts = [
            SonarrLabels.status(series.status).text, series.network ?? "", series.runtime.map { "\($0) min" } ?? "",
            (series.genres ?? []).joined(separator: ", "), series.monitored ? "monitored" : "not monitored",
        ]
        return facts.filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// The labelled facts: progress, size, next airing, path, its settings, rating.
    public var facts: [(label: String, value: String)] {
        guard let series = series.value else { return [] }
        var lines: [(String, String)] =
            [
                ("Progress", SonarrLabels.progress(series.statistics, monitored: series.monitored).text),
                ("Size", Format.sizeOnDisk(series.statistics?.sizeOnDisk ?? 0)),
                ("Next airing", series.nextAiring.map { Format.dateTime($0) } ?? "–"),
                ("Path", series.path ?? "–"),
            ] + settingsLines
        if let rating = series.ratings?.value { lines.append(("Rating", String(format: "%.1f", rating))) }
        return lines
    }

    /// Its overview, "" when it has none.
    public var overview: String { series.value?.overview ?? "" }

    /// Whether it is monitored, once loaded.
    public var isMonitored: Bool? { series.value?.monitored }

    /// What the question before deleting names: its title, "series 12" before it is read.
    public var deleteName: String { series.value?.title ?? "series \(seriesId)" }

    /// Its seasons, newest first and specials last.
    public var seasonRows: [SeasonRow] {
        seasons.map { season in
            SeasonRow(
                number: season.seasonNumber, label: SonarrLabels.season(season.seasonNumber),
                progress: SonarrLabels.progress(season.statistics, monitored: season.monitored),
                monitored: season.monitored, queueNote: queueNote(for: season))
        }
    }
}

extension SeasonViewModel {
    /// The season's episode numbered `number` (as ``rows`` name them).
    private func episode(numbered number: Int) -> Episode? {
        episodes.value?.first { $0.episodeNumber == number }
    }

    /// Opens the episode numbered `number`.
    public func open(number: Int) {
        if let episode = episode(numbered: number) { open(episode) }
    }

    /// Monitors or unmonitors the episode numbered `number`.
    public func toggleMonitoring(number: Int) async {
        if let episode = episode(numbered: number) { await toggleMonitoring(episode) }
    }

    /// Searches for the episode numbered `number`.
    public func search(number: Int) async {
        if let episode = episode(numbered: number) { await search(episode) }
    }

    /// The season's episodes, in order.
    public var rows: [EpisodeRow] {
        (episodes.value ?? []).map { episode in
            EpisodeRow(
                number: episode.episodeNumber, title: episode.title ?? "TBA",
                aired: episode.airDateUtc.map { Format.day($0) } ?? "TBA", state: state(of: episode),
                monitored: episode.monitored)
        }
    }
}

extension AppRoute {
    /// Sonarr's screen of series `id` on the server with slug `server`.
    public static func series(_ id: Int, on server: String?) -> AppRoute {
        .sonarr(.seriesDetail(seriesId: SeriesID(id)), server: server)
    }

    /// Sonarr's screen of season `number` of series `id`.
    public static func season(_ number: Int, ofSeries id: Int, on server: String?) -> AppRoute {
        .sonarr(.season(seriesId: SeriesID(id), seasonNumber: number), server: server)
    }

    /// Sonarr's manual release search of season `number` of series `id` (season packs included).
    public static func seasonReleases(_ number: Int, ofSeries id: Int, on server: String?) -> AppRoute {
        .sonarr(.seasonReleases(seriesId: SeriesID(id), seasonNumber: number), server: server)
    }

    /// Sonarr's manual release search of episode `number` of season `season` of series `id`.
    public static func episodeReleases(_ number: Int, season: Int, ofSeries id: Int, on server: String?) -> AppRoute {
        .sonarr(
            .seasonEpisodeReleases(seriesId: SeriesID(id), seasonNumber: season, episodeNumber: number), server: server)
    }

    /// Sonarr's screen of episode `number` of season `season` of series `id`.
    public static func episode(_ number: Int, season: Int, ofSeries id: Int, on server: String?) -> AppRoute {
        .sonarr(.seasonEpisode(seriesId: SeriesID(id), seasonNumber: season, episodeNumber: number), server: server)
    }
}

/// A line of an episode's or a series' history, as every front end shows it.
public struct HistoryLine: Sendable, Hashable {
    /// When, as words ("2026-11-26 21:00"), "" when unknown.
    public let date: String
    /// What happened: grabbed, imported, failed…
    public let event: StatusLabel
    /// The release or file it was about.
    public let source: String
}

extension EpisodeViewModel {
    /// One line of what the episode is: when it airs, its runtime, its monitoring.
    public var factLine: String? {
        guard let episode = episode.value else { return nil }
        let facts = [
            episode.airDateUtc.map { "Airs \(Format.dateTime($0))" } ?? "Air date not announced",
            episode.runtime.map { "\($0) min" } ?? "", episode.monitored ? "monitored" : "not monitored",
        ]
        return facts.filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// Whether it is monitored, once loaded.
    public var isMonitored: Bool? { episode.value?.monitored }

    /// Its overview, "" without one.
    public var overview: String { episode.value?.overview ?? "" }

    /// Its file's path in the series' folder (or on disk), nil when it has no file or the
    /// server names none.
    public var fileName: String? {
        guard let file = episode.value?.episodeFile else { return nil }
        return file.relativePath ?? file.path
    }

    /// Its file's facts (file, quality, group, added), nil when it has no file.
    public var fileFacts: [(label: String, value: String)]? {
        guard let file = episode.value?.episodeFile else { return nil }
        var pairs: [(String, String)] = [("File", fileName ?? "–")]
        pairs.append(("Quality", SonarrLabels.file(file)))
        if let group = file.releaseGroup { pairs.append(("Group", group)) }
        if let added = file.dateAdded { pairs.append(("Added", Format.dateTime(added))) }
        return pairs
    }

    /// Its history, newest first, or why it could not be read; nil before it is asked.
    public var historyLines: LoadedPart<[HistoryLine]>? {
        switch history {
        case .loaded(let records)?:
            .loaded(
                records.map { record in
                    HistoryLine(
                        date: record.date.map { Format.dateTime($0) } ?? "",
                        event: SonarrLabels.event(record.eventType),
                        source: record.sourceTitle ?? "")
                })
        case .failed(let notice)?: .failed(notice)
        case nil: nil
        }
    }

    /// The question before deleting the episode's file, naming it; nil when it has none.
    public var deleteFileQuestion: String? {
        guard let file = episode.value?.episodeFile else { return nil }
        let size = (file.size ?? 0) > 0 ? " (\(Format.sizeOnDisk(file.size ?? 0)))" : ""
        return "Delete this episode's file \(file.relativePath ?? file.path ?? "")\(size)? It is removed from disk."
    }
}

extension EpisodeViewModel {
    /// The episode's manual release search on `server`, nil while it is known only by its id
    /// (its season and number not read yet).
    public func releasesRoute(on server: String?) -> AppRoute? {
        switch locator {
        case .number(let series, let season, let episode):
            .sonarr(
                .seasonEpisodeReleases(seriesId: series, seasonNumber: season, episodeNumber: episode), server: server)
        case .id(let id): .sonarr(.episodeReleases(episodeId: id), server: server)
        }
    }
}

extension SeasonViewModel {
    /// The question before searching the whole season.
    public var searchQuestion: String {
        "Search for every monitored missing episode of \(SonarrLabels.season(seasonNumber).lowercased())? "
            + "Sonarr looks for a season pack first; each search asks every indexer."
    }
}

extension SeriesDetailViewModel {
    /// The question before searching the whole series, naming it.
    public var searchQuestion: String {
        "Search for every monitored missing episode of \(heading ?? "this series")? Each search asks every indexer."
    }
}

extension SeriesDetailViewModel {
    /// The question before deleting the series, naming it and what it has on disk.
    public var deleteQuestion: String {
        LibraryDeleteChoice.question(
            heading ?? "series \(seriesId)", onDisk: series.value?.statistics?.sizeOnDisk ?? 0)
    }
}
