import ArrKit
import Foundation
import RadarrAPI
import ServerKit

/// The words Thriftwood shows for Radarr's states and wire enumerations, in one place for
/// every screen and CLI command.
public enum RadarrLabels {
    /// A movie's file state: downloaded, missing (monitored, released, no file), wanted, or not monitored.
    public static func fileStatus(hasFile: Bool, isMissing: Bool, monitored: Bool) -> StatusLabel {
        if hasFile { return StatusLabel("Downloaded", .good) }
        if isMissing { return StatusLabel("Missing", .attention) }
        return monitored ? StatusLabel("Wanted", .neutral) : StatusLabel("Unmonitored", .quiet)
    }

    /// A movie's release state, e.g. "In cinemas".
    public static func releaseStatus(_ status: MovieStatus?) -> String {
        switch status {
        case .tba: "To be announced"
        case .announced: "Announced"
        case .inCinemas: "In cinemas"
        case .released: "Released"
        case .deleted: "Removed from TMDb"
        case .unknown(let name): words(name)
        case nil: "Unknown"
        }
    }

    /// A minimum availability choice, e.g. "In cinemas".
    public static func availability(_ value: MinimumAvailability) -> String {
        value == .tba ? "To be announced" : releaseStatus(value)
    }

    /// A history event, e.g. "Imported" for `downloadFolderImported`.
    public static func event(_ type: HistoryEventType?) -> StatusLabel {
        switch type {
        case .grabbed: StatusLabel("Grabbed", .neutral)
        case .downloadFolderImported: StatusLabel("Imported", .good)
        case .movieFolderImported: StatusLabel("Imported from folder", .good)
        case .downloadFailed: StatusLabel("Download failed", .problem)
        case .movieFileDeleted: StatusLabel("File deleted", .attention)
        case .movieFileRenamed: StatusLabel("File renamed", .neutral)
        case .downloadIgnored: StatusLabel("Download ignored", .quiet)
        case .unknown(let name): StatusLabel(words(name), .neutral)
        case nil: StatusLabel("Unknown event", .quiet)
        }
    }

    /// A command's state, e.g. "Running".
    public static func command(_ status: CommandStatus?) -> StatusLabel {
        switch status {
        case .queued, nil: StatusLabel("Queued", .quiet)
        case .started: StatusLabel("Running", .neutral)
        case .completed: StatusLabel("Completed", .good)
        case .failed: StatusLabel("Failed", .problem)
        case .aborted: StatusLabel("Aborted", .problem)
        case .cancelled: StatusLabel("Cancelled", .quiet)
        case .orphaned: StatusLabel("Orphaned", .attention)
        case .unknown(let name): StatusLabel(words(name), .neutral)
        }
    }

    /// A health check's level, e.g. "Warning".
    public static func health(_ type: HealthCheckType?) -> StatusLabel {
        switch type {
        case .ok: StatusLabel("OK", .good)
        case .notice: StatusLabel("Notice", .neutral)
        case .warning: StatusLabel("Warning", .attention)
        case .error: StatusLabel("Error", .problem)
        case .unknown(let name): StatusLabel(words(name), .neutral)
        case nil: StatusLabel("Unknown", .quiet)
        }
    }

    /// A download's state as a person reads it: "Downloading", "Import pending", "Warning"…
    ///
    /// Radarr's tracked state (importPending, failedPending…) says more than the client's
    /// status, and a warning or error from tracking wins over both.
    public static func queueStatus(_ item: QueueItem) -> StatusLabel {
        QueueLabels.status(
            status: item.status, tracked: item.trackedDownloadStatus, state: item.trackedDownloadState)
    }

    /// A disk as "/movies (NAS): 1.2 TB free of 4.0 TB, 70% used".
    public static func disk(_ disk: DiskSpace) -> String {
        let path = disk.path ?? "?"
        let label = disk.label.flatMap { $0.isEmpty || $0 == path ? nil : " (\($0))" } ?? ""
        let free = Format.bytes(disk.freeSpace ?? 0)
        guard let total = disk.totalSpace, total > 0 else { return "\(path)\(label): \(free) free" }
        let used = Int(clamping: (disk.usedFraction * 100).rounded())
        return "\(path)\(label): \(free) free of \(Format.bytes(total)), \(used)% used"
    }

    /// Every rating source the movie has, e.g. "IMDb 8.7 · TMDb 8.2 · Metacritic 73 · Rotten Tomatoes 88%".
    public static func ratings(_ ratings: Ratings?) -> String {
        guard let ratings else { return "–" }
        func score(_ rating: Rating?, _ format: (Double) -> String) -> String? {
            guard let value = rating?.value, value.isFinite, value > 0 else { return nil }
            return format(value)
        }
        let parts = [
            score(ratings.imdb) { "IMDb " + String(format: "%.1f", $0) },
            score(ratings.tmdb) { "TMDb " + String(format: "%.1f", $0) },
            score(ratings.metacritic) { "Metacritic \(Int(clamping: $0.rounded()))" },
            score(ratings.rottenTomatoes) { "Rotten Tomatoes \(Int(clamping: $0.rounded()))%" },
        ].compactMap { $0 }
        return parts.isEmpty ? "–" : parts.joined(separator: " · ")
    }

    /// "Alien (1979)", or just "Alien" when the year is unknown (Radarr sends 0).
    public static func title(_ title: String, year: Int) -> String { TitleLabel.withYear(title, year: year) }

    /// How a finished command ended, e.g. "Search completed" or "Search failed: no indexers".
    /// Radarr's message is added only when it says more than the status does.
    public static func outcome(of command: CommandResource, action: String) -> String {
        let status = self.command(command.status).text.lowercased()
        let message = command.message?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let adds = !message.isEmpty && message.lowercased() != status
        return "\(action) \(status)" + (adds ? ": \(message)" : "")
    }

    /// A camel-case wire name as words: "downloadClientUnavailable" → "Download client unavailable".
    public static func words(_ wireName: String) -> String {
        var result = ""
        for character in wireName {
            if character.isUppercase, !result.isEmpty {
                result.append(" ")
                result.append(contentsOf: character.lowercased())
            } else {
                result.append(character)
            }
        }
        return result.prefix(1).uppercased() + result.dropFirst()
    }
}

extension MovieSummary {
    /// Downloaded, missing, wanted or unmonitored, with its tone.
    public var fileStatus: StatusLabel {
        RadarrLabels.fileStatus(hasFile: hasFile, isMissing: isMissing, monitored: monitored)
    }
}

extension Movie {
    /// Downloaded, missing, wanted or unmonitored, with its tone.
    public var fileStatus: StatusLabel {
        RadarrLabels.fileStatus(hasFile: hasFile, isMissing: isMissing, monitored: monitored)
    }
}
