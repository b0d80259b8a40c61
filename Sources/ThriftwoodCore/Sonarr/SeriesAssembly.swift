import ArrKit
import Foundation
import SonarrAPI

/// The options of adding a series, as the add screen and the CLI hold them (and the
/// preferences remember).
public struct SeriesAddChoice: Sendable, Hashable, Codable {
    /// The quality profile.
    public var qualityProfileId: Int?
    /// The root folder.
    public var rootFolderPath: String?
    /// Standard, daily or anime.
    public var seriesType: SeriesType = .standard
    /// Episodes in season folders.
    public var seasonFolder = true
    /// Which episodes to monitor.
    public var monitor: SeriesMonitor = .all
    /// Search for missing episodes at once.
    public var searchForMissing = false
    /// The language profile (Sonarr v3 only; nil: the lookup's own, else 1).
    public var languageProfileId: Int?

    /// Creates the default choice.
    public init() {}
}

/// How Thriftwood builds what it sends Sonarr to add a series — once, for every front end.
public enum SeriesAssembly {
    /// The series to `POST /series`: the lookup result sent back (as Sonarr's own web UI
    /// does) with the chosen profile, folder, type, season folders and monitor preset; the
    /// language profile is the chosen one on v3, else 1 (v4 ignores it).
    public static func addition(
        of found: Series, choice: SeriesAddChoice, qualityProfileId: Int, rootFolder: String
    )
        -> Series
    {
        var series = found
        series.id = nil
        series.qualityProfileId = qualityProfileId
        series.languageProfileId = choice.languageProfileId ?? series.languageProfileId ?? 1
        series.rootFolderPath = rootFolder
        series.path = nil
        series.seriesType = choice.seriesType
        series.seasonFolder = choice.seasonFolder
        series.monitored = choice.monitor != .none
        series.monitorNewItems = choice.monitor == .none ? "none" : "all"
        series.tags = series.tags ?? []
        series.addOptions = SeriesAddOptions(
            monitor: choice.monitor, searchForMissingEpisodes: choice.searchForMissing,
            searchForCutoffUnmetEpisodes: false)
        return series
    }
}
