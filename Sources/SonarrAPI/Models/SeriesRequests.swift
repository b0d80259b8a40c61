import ArrKit

/// `PUT /series/editor`: change several series at once; only the fields given change.
public struct SeriesEditorRequest: Hashable, Sendable, Codable {
    /// The series to change.
    public var seriesIds: [Int]
    /// Monitor or unmonitor them.
    public var monitored: Bool?
    /// New seasons monitored: `all` or `none`.
    public var monitorNewItems: String?
    /// A new quality profile.
    public var qualityProfileId: Int?
    /// A new series type.
    public var seriesType: SeriesType?
    /// Season folders on or off.
    public var seasonFolder: Bool?
    /// A new root folder.
    public var rootFolderPath: String?
    /// Tags to add, remove or replace with (see `applyTags`).
    public var tags: [Int]?
    /// `add` (the server's default), `remove` or `replace`.
    public var applyTags: String?
    /// Move the files when the root folder changes.
    public var moveFiles: Bool?

    /// Creates an editor request for `seriesIds`.
    public init(seriesIds: [Int]) {
        self.seriesIds = seriesIds
    }
}

/// `DELETE /series/editor`: delete several series at once.
public struct SeriesEditorDeletion: Hashable, Sendable, Codable {
    /// The series to delete.
    public var seriesIds: [Int]
    /// Delete their files too.
    public var deleteFiles: Bool
    /// Keep import lists from adding them again.
    public var addImportListExclusion: Bool

    /// Creates a deletion.
    public init(seriesIds: [Int], deleteFiles: Bool = false, addImportListExclusion: Bool = false) {
        self.seriesIds = seriesIds
        self.deleteFiles = deleteFiles
        self.addImportListExclusion = addImportListExclusion
    }
}

/// `POST /seasonpass`: monitor whole series or their seasons, optionally with a preset.
public struct SeasonPassRequest: Hashable, Sendable, Codable {
    /// One series and what to change in it.
    public struct Item: Hashable, Sendable, Codable {
        /// The series.
        public var id: Int
        /// Monitor the series itself.
        public var monitored: Bool?
        /// Seasons to (un)monitor.
        public var seasons: [Season]?

        /// Creates an item.
        public init(id: Int, monitored: Bool? = nil, seasons: [Season]? = nil) {
            self.id = id
            self.monitored = monitored
            self.seasons = seasons
        }
    }

    /// The preset that also changes episodes.
    public struct Options: Hashable, Sendable, Codable {
        /// Which episodes to monitor.
        public var monitor: SeriesMonitor

        /// Creates options.
        public init(monitor: SeriesMonitor) { self.monitor = monitor }
    }

    /// The series.
    public var series: [Item]
    /// The preset; without it only season flags change, not episodes.
    public var monitoringOptions: Options?

    /// Creates a season pass request.
    public init(series: [Item], monitoringOptions: Options? = nil) {
        self.series = series
        self.monitoringOptions = monitoringOptions
    }
}

/// `PUT /episode/monitor`: monitor or unmonitor episodes.
public struct EpisodeMonitorRequest: Hashable, Sendable, Codable {
    /// The episodes.
    public var episodeIds: [Int]
    /// Monitored or not.
    public var monitored: Bool

    /// Creates a request.
    public init(episodeIds: [Int], monitored: Bool) {
        self.episodeIds = episodeIds
        self.monitored = monitored
    }
}

/// Sonarr's own commands.
extension CommandRequest {
    /// Searches indexers for every monitored missing episode of a series.
    public static func seriesSearch(_ seriesId: Int) -> CommandRequest {
        CommandRequest(name: "SeriesSearch", seriesId: seriesId)
    }
    /// Searches indexers for one season.
    public static func seasonSearch(seriesId: Int, seasonNumber: Int) -> CommandRequest {
        CommandRequest(name: "SeasonSearch", seriesId: seriesId, seasonNumber: seasonNumber)
    }
    /// Searches indexers for the given episodes.
    public static func episodeSearch(_ episodeIds: [Int]) -> CommandRequest {
        CommandRequest(name: "EpisodeSearch", episodeIds: episodeIds)
    }
    /// Refreshes a series' metadata and rescans its files.
    public static func refreshSeries(_ seriesId: Int) -> CommandRequest {
        CommandRequest(name: "RefreshSeries", seriesId: seriesId)
    }
    /// Searches for every missing monitored episode (of one series, or the library).
    public static func missingEpisodeSearch(seriesId: Int? = nil) -> CommandRequest {
        CommandRequest(name: "MissingEpisodeSearch", seriesId: seriesId)
    }
    /// Searches for a better file for every monitored episode below its profile's cutoff.
    public static var cutoffUnmetEpisodeSearch: CommandRequest { CommandRequest(name: "CutoffUnmetEpisodeSearch") }
}

extension SeriesEditorRequest: LibraryEditorRequest {}
