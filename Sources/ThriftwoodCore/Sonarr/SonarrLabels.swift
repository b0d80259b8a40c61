import ArrKit
import Foundation
import SonarrAPI

/// The words Thriftwood shows for Sonarr's states, in one place for every screen and CLI command.
public enum SonarrLabels {
    /// A series' status, e.g. "Continuing".
    public static func status(_ status: SeriesStatus?) -> StatusLabel {
        switch status {
        case .continuing: StatusLabel("Continuing", .good)
        case .ended: StatusLabel("Ended", .neutral)
        case .upcoming: StatusLabel("Upcoming", .quiet)
        case .deleted: StatusLabel("Removed from TheTVDB", .attention)
        case .unknown(let name): StatusLabel(RadarrLabels.words(name), .neutral)
        case nil: StatusLabel("Unknown", .quiet)
        }
    }

    /// A series' or season's progress, "38/40", toned by whether anything is missing.
    public static func progress(_ statistics: EpisodeStatistics?, monitored: Bool) -> StatusLabel {
        guard let statistics, statistics.episodeCount > 0 else { return StatusLabel("–", .quiet) }
        let tone: StatusTone = statistics.isComplete ? .good : monitored ? .attention : .quiet
        return StatusLabel(statistics.progressText, tone)
    }

    /// An episode's state on `now`: downloaded, missing (monitored and aired), unaired, or not monitored.
    public static func episode(_ episode: Episode, now: Date) -> StatusLabel {
        if episode.hasFile { return StatusLabel("Downloaded", .good) }
        if !episode.hasAired(by: now) { return StatusLabel("Unaired", .quiet) }
        return episode.monitored ? StatusLabel("Missing", .attention) : StatusLabel("Unmonitored", .quiet)
    }

    /// A season's name: "Specials" for season 0, "Season 3" otherwise.
    public static func season(_ number: Int) -> String { number == 0 ? "Specials" : "Season \(number)" }
}
