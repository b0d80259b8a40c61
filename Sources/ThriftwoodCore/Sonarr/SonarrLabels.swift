import ArrKit
import Foundation
import ServerKit
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

    /// What a history record is about: "Series S01E02".
    public static func subject(of record: SonarrHistoryRecord) -> String {
        [record.series?.title, record.episode?.code].compactMap { $0 }.joined(separator: " ")
    }

    /// A series type's name: "Standard", "Daily", "Anime".
    public static func seriesType(_ type: SeriesType) -> String { RadarrLabels.words(type.wireName) }

    /// A season's name: "Specials" for season 0, "Season 3" otherwise.
    public static func season(_ number: Int) -> String { number == 0 ? "Specials" : "Season \(number)" }

    /// A history event, e.g. "Imported" for `downloadFolderImported`.
    public static func event(_ type: SonarrHistoryEventType?) -> StatusLabel {
        switch type {
        case .grabbed: StatusLabel("Grabbed", .neutral)
        case .downloadFolderImported: StatusLabel("Imported", .good)
        case .seriesFolderImported: StatusLabel("Imported from folder", .good)
        case .downloadFailed: StatusLabel("Download failed", .problem)
        case .episodeFileDeleted: StatusLabel("File deleted", .attention)
        case .episodeFileRenamed: StatusLabel("File renamed", .neutral)
        case .downloadIgnored: StatusLabel("Download ignored", .quiet)
        case .unknown(let name): StatusLabel(RadarrLabels.words(name), .neutral)
        case nil: StatusLabel("Unknown event", .quiet)
        }
    }

    /// An episode's file in one line: quality, size, codecs and languages.
    public static func file(_ file: EpisodeFile) -> String {
        var parts = [file.quality?.name ?? "Unknown quality"]
        if let size = file.size { parts.append(Format.bytes(size)) }
        if let media = file.mediaInfo {
            let video = [media.videoCodec, media.resolution].compactMap { $0 }.filter { !$0.isEmpty }
            if !video.isEmpty { parts.append(video.joined(separator: " ")) }
            if let audio = media.audioCodec, !audio.isEmpty {
                parts.append(
                    [audio, media.audioChannels.map { String(format: "%.1f", $0) }].compactMap { $0 }
                        .joined(separator: " "))
            }
        }
        let languages = file.languages.compactMap(\.name).filter { !$0.isEmpty }
        if !languages.isEmpty { parts.append(languages.joined(separator: ", ")) }
        return parts.joined(separator: " · ")
    }
}
