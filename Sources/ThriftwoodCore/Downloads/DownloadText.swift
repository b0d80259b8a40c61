import DownloadKit
import Foundation
import ServerKit

/// How every front end words a download client's state: the header line, a queue row, a
/// history row. Screens and the CLI print these; the rules live here once.
public enum DownloadText {
    /// "12.6 MB/s", or "idle" at zero.
    public static func speed(_ bytesPerSecond: ServerCount) -> String {
        bytesPerSecond > 0 ? Format.bytes(bytesPerSecond) + "/s" : "idle"
    }

    /// The limit in words: "no limit", "limit 5.2 MB/s", "limit 50% (5.2 MB/s)".
    public static func limit(_ status: DownloadClientStatus) -> String {
        switch status.limit {
        case .off: "no limit"
        case .bytesPerSecond(let bytes): "limit \(Format.limit(bytes))"
        case .percent(let share):
            "limit \(share)%" + (status.limitBytesPerSecond.map { " (\(Format.bytes($0))/s)" } ?? "")
        }
    }

    /// The header of a client's screen: "12.6 MB/s · no limit · 1.8 TB free · 14 GB left", with
    /// "paused" (and how long for) first when it is.
    public static func header(_ status: DownloadClientStatus) -> String {
        var parts: [String] = []
        if status.paused {
            parts.append(
                status.pausedForSeconds.map { "paused, resumes in \(Format.duration(Double($0)))" } ?? "paused")
        } else {
            parts.append(speed(status.speedBytesPerSecond))
        }
        if let upload = status.uploadBytesPerSecond { parts.append("↑ \(speed(upload))") }
        parts.append(limit(status))
        if status.alternativeSpeed == true { parts.append("alt speeds on") }
        if let free = status.freeDiskBytes { parts.append("\(Format.bytes(free)) free") }
        if let left = status.leftBytes, left > 0 { parts.append("\(Format.bytes(left)) left") }
        return parts.joined(separator: " · ")
    }

    /// An item's state for a list: its word, with the health when articles are missing, and a
    /// seeding torrent's ratio ("seeding · ratio 1.4").
    public static func state(_ item: DownloadItem) -> String {
        if item.state == .seeding, let ratio = item.ratio {
            return "seeding · ratio " + String(format: "%.1f", ratio)
        }
        guard let health = item.health, health < 1, item.state == .downloading || item.state == .queued else {
            return item.state.description
        }
        return "\(item.state) (health \(Format.percent(health)))"
    }

    /// Time left in words, "–" when unknown or not downloading.
    public static func timeLeft(_ item: DownloadItem, status: DownloadClientStatus) -> String {
        if let seconds = item.timeLeftSeconds { return Format.duration(Double(seconds)) }
        // NZBGet gives no time per item: the first downloading one at the client's speed.
        guard item.state == .downloading, status.speedBytesPerSecond > 0, let left = item.leftBytes else { return "–" }
        return Format.duration(Double(left) / Double(status.speedBytesPerSecond))
    }

    /// The columns of a queue table.
    public static let queueHeaders = ["ID", "STATE", "PROGRESS", "SIZE", "LEFT", "ETA", "PRIORITY", "CATEGORY", "NAME"]

    /// One queue row, in ``queueHeaders``' order.
    public static func queueRow(_ item: DownloadItem, status: DownloadClientStatus) -> [String] {
        [
            item.id, state(item), Format.percent(item.progress), item.sizeBytes.map(Format.bytes) ?? "–",
            item.leftBytes.map(Format.bytes) ?? "–", timeLeft(item, status: status), item.priority.description,
            item.category ?? "–", item.name,
        ]
    }

    /// The columns of a history table.
    public static let historyHeaders = ["ID", "OUTCOME", "SIZE", "FINISHED", "NAME", "REASON"]

    /// One history row, in ``historyHeaders``' order.
    public static func historyRow(_ entry: DownloadHistoryEntry) -> [String] {
        [
            entry.id, entry.outcome.description, entry.sizeBytes.flatMap { $0 > 0 ? Format.bytes($0) : nil } ?? "–",
            entry.completedAt.map(Format.day) ?? "–", entry.name, entry.failMessage ?? "",
        ]
    }

    /// What a confirmation names: "“Arrival.2016.1080p…” (9.8 GB)".
    public static func named(_ item: DownloadItem) -> String {
        "“\(item.name)”" + (item.sizeBytes.map { " (\(Format.bytes($0)))" } ?? "")
    }
}

extension DownloadText {
    /// How a queue state reads at a glance.
    public static func tone(_ state: DownloadState) -> StatusTone {
        switch state {
        case .downloading, .fetching, .verifying, .repairing, .unpacking, .moving, .checking: .neutral
        case .queued: .quiet
        case .paused, .stalled, .other: .attention
        case .failed, .missingFiles, .error: .problem
        case .completed, .seeding: .good
        }
    }

    /// How a history outcome reads at a glance.
    public static func tone(_ outcome: DownloadHistoryEntry.Outcome) -> StatusTone {
        switch outcome {
        case .completed: .good
        case .failed: .problem
        case .deleted: .quiet
        case .processing, .other: .neutral
        }
    }

    /// The timed pauses a screen offers, in minutes, with their words.
    public static let pauseChoices: [(minutes: Int, words: String)] = [
        (30, "30 minutes"), (60, "1 hour"), (180, "3 hours"),
    ]
}
