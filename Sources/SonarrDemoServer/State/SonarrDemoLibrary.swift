import ArrDemoKit
import ArrKit
import Foundation
import ServerKit
import SonarrAPI

/// The Sonarr demo's whole state: series, episodes, files, queue, history, commands, tags.
///
/// Time drives the simulation: every read first calls ``advance()``, which moves downloads
/// and commands forward by the injected clock, so tests control time exactly.
actor SonarrDemoLibrary: DemoTagging {
    let clock: @Sendable () -> Date
    /// Where its usenet downloads are posted for the demo download clients, when they run together.
    let exchange: DemoDownloadExchange?
    /// Where the demo Seerr hands it approved series, when they run together.
    let requests: DemoRequestExchange?
    /// Its Connect → Webhook connections, which hear its grabs and imports.
    let hooks: DemoNotifications?
    let startTime: Date
    /// Series, episodes and files; every change counts a generation, which the cached answers
    /// below are keyed by.
    var contents: LibraryContents {
        didSet { generation &+= 1 }
    }
    /// How many times `contents` changed.
    private(set) var generation = 0
    /// The encoded `GET /series` answer, its generation and 5-second slot (statistics count
    /// what has aired by now, so the answer is rebuilt at least that often).
    var seriesListCache: (generation: Int, slot: Int, data: Data)?
    /// Every episode's air time with its id, in order, for the calendar's range look-ups.
    var airIndexCache: (generation: Int, index: [(date: Date, id: Int)])?
    /// The series without statistics (they are computed from the episodes when served).
    var series: [Int: Series] {
        get { contents.series }
        set { contents.series = newValue }
    }
    /// Each series' catalogue entry, for files and releases.
    var entries: [Int: SeriesEntry] {
        get { contents.entries }
        set { contents.entries = newValue }
    }
    var order: [Int] {
        get { contents.order }
        set { contents.order = newValue }
    }
    var nextSeriesId: Int { contents.nextSeriesId }
    var episodes: [Int: Episode] {
        get { contents.episodes }
        set { contents.episodes = newValue }
    }
    var episodeIds: [Int: [Int]] {
        get { contents.episodeIds }
        set { contents.episodeIds = newValue }
    }
    var files: [Int: EpisodeFile] {
        get { contents.files }
        set { contents.files = newValue }
    }
    var nextFileId: Int {
        get { contents.nextFileId }
        set { contents.nextFileId = newValue }
    }
    var downloads: [SonarrDemoDownload] = []
    /// Finished downloads waiting for manual import.
    var waitingImports: [SonarrDemoDownload] = []
    var nextDownload = 1
    var history: [SonarrHistoryRecord] = []
    var nextHistoryId = 1
    var commands: [Int: DemoCommand] = [:]
    var nextCommandId = 1
    var listedReleases: [String: ListedRelease] = [:]
    var tags: [Tag] = [Tag(id: 1, label: "kids"), Tag(id: 2, label: "anime")]
    var nextTagId = 3
    var needsSeeding = false
    let qualityProfiles = [
        QualityProfile(id: 1, name: "HD-1080p", upgradeAllowed: true, cutoff: 7, cutoffName: "Bluray-1080p"),
        QualityProfile(id: 2, name: "Ultra-HD", upgradeAllowed: true, cutoff: 19, cutoffName: "Bluray-2160p"),
        QualityProfile(id: 3, name: "Any", upgradeAllowed: false, cutoff: 1, cutoffName: "SDTV"),
    ]
    let rootFolder = "/data/tv"
    let diskTotal: Int64 = 12_000_000_000_000

    /// Creates the library: the catalogue's first series, or `generatedCount` generated ones.
    init(
        generatedCount: Int?, seed: UInt64, clock: @escaping @Sendable () -> Date,
        exchange: DemoDownloadExchange? = nil, requests: DemoRequestExchange? = nil, hooks: DemoNotifications? = nil
    ) {
        self.clock = clock
        self.exchange = exchange
        self.requests = requests
        self.hooks = hooks
        let now = clock()
        self.startTime = now
        var built = LibraryContents()
        if let generatedCount {
            for index in 0..<max(0, generatedCount) {
                built.insert(
                    SeriesFactory.generated(index: index, seed: seed), index: index, shape: .complete, now: now)
            }
        } else {
            for (index, entry) in SeriesCatalogue.entries.prefix(SeriesCatalogue.libraryCount).enumerated() {
                built.insert(entry, index: index, shape: .forLibrary(index: index), now: now)
            }
        }
        contents = built
        needsSeeding = generatedCount == nil
    }

    /// Adds `entry` to the library with its episodes and files; returns its id.
    @discardableResult
    func insert(_ entry: SeriesEntry, index: Int, shape: LibraryShape, now: Date, monitored: Bool = true) -> Int {
        contents.insert(entry, index: index, shape: shape, now: now, monitored: monitored)
    }

    /// A library series built from a catalogue entry (no statistics; seasons set by the caller).
    static func series(from entry: SeriesEntry, id: Int?, index: Int) -> Series {
        var series = Series(id: id, title: entry.title, year: entry.year, monitored: true, tvdbId: entry.tvdbId)
        series.sortTitle = SearchKey.sortTitle(entry.title)
        // Real Sonarr always sends the list, empty or not; Bazarr's sync reads it without a check.
        series.alternateTitles = []
        series.status = entry.continuing ? .continuing : .ended
        series.ended = !entry.continuing
        series.overview = entry.overview
        series.network = entry.network
        series.airTime = entry.airTime
        series.runtime = ServerCount(entry.runtime)
        series.imdbId = entry.imdbId
        series.genres = entry.genres
        series.certification = entry.certification
        series.seriesType = .standard
        series.titleSlug = SearchKey.slug(entry.title)
        series.qualityProfileId = 1
        series.languageProfileId = 1
        series.seasonFolder = true
        series.monitorNewItems = "all"
        series.rootFolderPath = "/data/tv"
        series.path = "/data/tv/\(entry.title)"
        series.tags = index % 9 == 0 ? [1] : []
        series.ratings = Rating(votes: ServerCount(1000 + index * 137), value: 7.0 + Double(index % 20) / 10)
        series.originalLanguage = Language(id: 1, name: "English")
        series.firstAired = Calendar.utc.date(from: DateComponents(year: entry.year, month: 9, day: 10))
        series.images = [
            MediaCover(
                coverType: "poster", url: id.map { "/MediaCover/\($0)/poster.jpg" },
                remoteUrl: "https://artworks.thetvdb.com/banners/posters/\(entry.tvdbId)-1.jpg"),
            MediaCover(
                coverType: "fanart", url: id.map { "/MediaCover/\($0)/fanart.jpg" },
                remoteUrl: "https://artworks.thetvdb.com/banners/fanart/original/\(entry.tvdbId)-1.jpg"),
        ]
        return series
    }

    // MARK: Reading series

    /// Every series in id order, with statistics.
    func allSeries() -> [Series] {
        advance()
        return order.compactMap { served($0) }
    }

    /// One series with statistics, or nil.
    func series(id: Int) -> Series? {
        advance()
        return served(id)
    }

    /// `id` as the server sends it: seasons and series with their statistics, counted in
    /// one pass over its episodes (a 5,000-series library is served in one go).
    func served(_ id: Int) -> Series? {
        guard var result = series[id] else { return nil }
        let now = clock()
        var seasons: [Int: StatisticsTally] = [:]
        var total = StatisticsTally()
        for episodeId in episodeIds[id] ?? [] {
            guard let episode = episodes[episodeId] else { continue }
            let size = episode.hasFile ? (files[episode.episodeFileId ?? 0]?.size ?? 0).int64 : 0
            seasons[episode.seasonNumber, default: StatisticsTally()].add(episode, size: size, now: now)
            if episode.seasonNumber > 0 || episode.hasFile { total.add(episode, size: size, now: now) }
        }
        result.seasons = result.seasons.map { season in
            var season = season
            season.statistics = seasons[season.seasonNumber]?.statistics
            return season
        }
        if total.episodes > 0 {
            var statistics = total.statistics
            statistics.seasonCount = ServerCount(result.seasons.filter { $0.seasonNumber > 0 }.count)
            statistics.nextAiring = nil
            statistics.previousAiring = nil
            result.statistics = statistics
        }
        let previous = seasons.values.compactMap(\.previousAiring).max()
        result.nextAiring = seasons.values.compactMap(\.nextAiring).min()
        result.previousAiring = previous
        result.lastAired = result.status == .ended ? previous : nil
        return result
    }

    /// Lookup: the term as text (accents and case ignored), `tvdb:N` or `imdb:tt…`.
    func lookup(_ term: String) -> [Series] {
        advance()
        let term = term.trimmingCharacters(in: .whitespaces)
        let lowered = term.lowercased()
        let inLibrary = Dictionary(entries.map { ($0.value.tvdbId, $0.key) }, uniquingKeysWith: { first, _ in first })
        let matches = SeriesCatalogue.entries.enumerated().filter { _, entry in
            if lowered.hasPrefix("tvdb:") { return "\(entry.tvdbId)" == lowered.dropFirst(5) }
            if lowered.hasPrefix("imdb:") { return entry.imdbId == lowered.dropFirst(5) }
            return !lowered.isEmpty && SearchKey.fold(entry.title).contains(SearchKey.fold(term))
        }
        let libraryMatches = entries.filter { id, entry in
            !SeriesCatalogue.entries.contains { $0.tvdbId == entry.tvdbId }
                && SearchKey.fold(entry.title)
                    .contains(SearchKey.fold(term))
                && !lowered.isEmpty && series[id] != nil
        }
        return matches.map { index, entry in
            if let id = inLibrary[entry.tvdbId], let served = served(id) { return served }
            var result = Self.series(from: entry, id: nil, index: index)
            result.seasons = (1...entry.seasons.count).map { Season(seasonNumber: $0, monitored: true) }
            result.added = Date(timeIntervalSince1970: -62_135_596_800)
            result.path = nil
            result.qualityProfileId = nil
            result.rootFolderPath = nil
            result.folder = entry.title
            result.remotePoster = result.images?.first?.remoteUrl
            result.images = result.images?.map {
                MediaCover(coverType: $0.coverType, url: nil, remoteUrl: $0.remoteUrl)
            }
            result.tags = []
            return result
        } + libraryMatches.keys.sorted().compactMap { served($0) }
    }

    /// Removes a series with its episodes, files and downloads.
    func delete(seriesId: Int) -> Bool {
        guard series[seriesId] != nil else { return false }
        for episodeId in episodeIds[seriesId] ?? [] {
            if let fileId = episodes[episodeId]?.episodeFileId { files[fileId] = nil }
            episodes[episodeId] = nil
        }
        episodeIds[seriesId] = nil
        series[seriesId] = nil
        entries[seriesId] = nil
        order.removeAll { $0 == seriesId }
        downloads.removeAll { $0.seriesId == seriesId }
        return true
    }

    /// Free space on the data disk, shrinking with every file.
    func freeSpace() -> Int64 {
        let used = files.values.sum { $0.size ?? 0 }.int64
        return max(0, diskTotal - used - 2_000_000_000_000)
    }

    /// The health warnings the demo shows.
    func health() -> [HealthCheck] {
        [
            HealthCheck(
                source: "IndexerStatusCheck", type: .warning,
                message: "Indexers unavailable due to failures for more than 6 hours: DemoNZB",
                wikiUrl: "https://wiki.servarr.com/sonarr/system#indexers-are-unavailable-due-to-failures"),
            HealthCheck(
                source: "RemotePathMappingCheck", type: .notice,
                message:
                    "Download client qBittorrent places downloads in /downloads but this directory does not appear to exist",
                wikiUrl: "https://wiki.servarr.com/sonarr/system#remote-path-mapping"),
        ]
    }
}

/// Text keys for sorting and matching titles.
enum SearchKey {
    /// The title without a leading article, lower-cased, as Sonarr sorts it.
    static func sortTitle(_ title: String) -> String {
        let lowered = title.lowercased()
        for article in ["the ", "a ", "an "] where lowered.hasPrefix(article) {
            return String(lowered.dropFirst(article.count))
        }
        return lowered
    }

    /// The title as a URL slug.
    static func slug(_ title: String) -> String {
        fold(title).map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
            .split(separator: "-").joined(separator: "-")
    }

    /// Lower-cased with accents removed.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}

/// The library's series, episodes and files, and the next free ids.
struct LibraryContents: Sendable {
    var series: [Int: Series] = [:]
    var entries: [Int: SeriesEntry] = [:]
    var order: [Int] = []
    var nextSeriesId = 1
    var episodes: [Int: Episode] = [:]
    var episodeIds: [Int: [Int]] = [:]
    var nextEpisodeId = 1
    var files: [Int: EpisodeFile] = [:]
    var nextFileId = 1

    /// Adds `entry` with its episodes and the files its shape says it has; returns its id.
    @discardableResult
    mutating func insert(
        _ entry: SeriesEntry, index: Int, shape: LibraryShape, now: Date, monitored: Bool = true
    )
        -> Int
    {
        let id = nextSeriesId
        nextSeriesId += 1
        let list = SeriesFactory.episodes(
            of: entry, seriesId: id, firstId: nextEpisodeId, index: index, shape: shape, now: now)
        nextEpisodeId += list.count
        var ids: [Int] = []
        ids.reserveCapacity(list.count)
        var seasons = Set<Int>()
        for var episode in list {
            if episode.hasFile {
                let file = SeriesFactory.file(
                    for: episode, of: entry, id: nextFileId,
                    at: min((episode.airDateUtc ?? now).addingTimeInterval(6 * 3600), now))
                files[file.id] = file
                episode.episodeFileId = file.id
                nextFileId += 1
            } else {
                episode.episodeFileId = 0
            }
            episodes[episode.id] = episode
            ids.append(episode.id)
            seasons.insert(episode.seasonNumber)
        }
        episodeIds[id] = ids
        var series = SonarrDemoLibrary.series(from: entry, id: id, index: index)
        series.monitored = monitored
        series.seasons = seasons.sorted().map { Season(seasonNumber: $0, monitored: shape.monitors(season: $0)) }
        series.added = now.addingTimeInterval(-Double(400 - index % 400) * 86_400)
        self.series[id] = series
        entries[id] = entry
        order.append(id)
        return id
    }
}

/// Counts one season's (or a series') episodes as they stream past.
struct StatisticsTally {
    var episodes = 0
    var files = 0
    var counted = 0
    var size: Int64 = 0
    var nextAiring: Date?
    var previousAiring: Date?

    /// Counts `episode`, whose file (if any) has `size` bytes.
    mutating func add(_ episode: Episode, size: Int64, now: Date) {
        episodes += 1
        if episode.hasFile {
            files += 1
            self.size += size
        }
        let aired = episode.airDateUtc.map { $0 <= now } ?? false
        if episode.hasFile || (episode.monitored && aired) { counted += 1 }
        if let airs = episode.airDateUtc {
            if airs > now {
                nextAiring = min(nextAiring ?? airs, airs)
            } else {
                previousAiring = max(previousAiring ?? airs, airs)
            }
        }
    }

    /// The tally as Sonarr's statistics.
    var statistics: EpisodeStatistics {
        EpisodeStatistics(
            episodeFileCount: ServerCount(files), episodeCount: ServerCount(counted),
            totalEpisodeCount: ServerCount(episodes), sizeOnDisk: ServerCount(size),
            percentOfEpisodes: counted == 0 ? 0 : Double(files) / Double(counted) * 100, nextAiring: nextAiring,
            previousAiring: previousAiring)
    }
}
