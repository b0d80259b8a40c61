import ArrKit
import Foundation
import ServerKit

/// NZBGet's records in the family's words: upper-case status words, `KIND/DETAIL` history
/// states, 64-bit sizes split in `…Hi`/`…Lo`, priorities −100…900.
enum NZBGetRecords {
    static func item(_ record: JSONValue, position: Int) -> DownloadItem? {
        guard let number = record["NZBID"]?.int64 else { return nil }
        let id = String(number)
        let word = record.nonEmpty("Status") ?? "QUEUED"
        let size = bytes(record, "FileSize")
        let left = bytes(record, "RemainingSize")
        let progress: Double =
            if let size, let left, size > 0 {
                Double(size - min(size, max(0, left))) / Double(size)
            } else { 0 }
        let health = record["Health"]?.double.map { min(1, max(0, $0 / 1000)) }
        return DownloadItem(
            id: id, name: record.nonEmpty("NZBName") ?? id, category: record.nonEmpty("Category"), state: state(word),
            clientState: word, progress: progress, sizeBytes: size, leftBytes: left, timeLeftSeconds: nil,
            priority: DownloadPriority(nzbget: record["MaxPriority"]?.int64 ?? 0), position: position,
            downloadIds: downloadIds(record, id: id), health: health, record: record)
    }

    static func historyEntry(_ record: JSONValue) -> DownloadHistoryEntry? {
        guard let number = record["NZBID"]?.int64 ?? record["ID"]?.int64 else { return nil }
        let id = String(number)
        let word = record.nonEmpty("Status") ?? "SUCCESS"
        let parts = word.split(separator: "/", maxSplits: 1).map(String.init)
        let kind = parts.first?.uppercased() ?? ""
        let detail = parts.count > 1 ? parts[1] : ""
        let outcome: DownloadHistoryEntry.Outcome =
            switch kind {
            case "SUCCESS", "WARNING": .completed
            case "FAILURE": .failed
            case "DELETED": .deleted
            default: .other(word)
            }
        let log = (record["Log"]?.elements ?? []).compactMap { $0.nonEmpty("Text") }
        return DownloadHistoryEntry(
            id: id, name: record.nonEmpty("Name") ?? record.nonEmpty("NZBName") ?? id,
            category: record.nonEmpty("Category"), outcome: outcome, clientState: word,
            failMessage: kind == "SUCCESS" ? nil : reason(kind: kind, detail: detail),
            sizeBytes: bytes(record, "FileSize"),
            completedAt: record["HistoryTime"]?.double.flatMap { $0 > 0 ? Date(timeIntervalSince1970: $0) : nil },
            stageLog: log, downloadIds: downloadIds(record, id: id), record: record)
    }

    static func status(_ record: JSONValue) -> DownloadClientStatus {
        let limit = record["DownloadLimit"]?.int64 ?? 0
        let resume = record["ResumeTime"]?.serverCount ?? 0
        let now = record["ServerTime"]?.serverCount ?? 0
        let paused = record["DownloadPaused"]?.flag ?? false
        return DownloadClientStatus(
            speedBytesPerSecond: record["DownloadRate"]?.serverCount ?? 0,
            limit: limit > 0 ? .bytesPerSecond(limit) : .off, paused: paused,
            pausedForSeconds: paused && resume > now && now > 0 ? resume - now : nil,
            freeDiskBytes: bytes(record, "FreeDiskSpace"), leftBytes: bytes(record, "RemainingSize"))
    }

    /// An *arr's `downloadId` for an NZBGet job: its `drone` parameter when it has one, and its NZBID.
    static func downloadIds(_ record: JSONValue, id: String) -> [String] {
        let drone = (record["Parameters"]?.elements ?? []).first { $0.nonEmpty("Name")?.lowercased() == "drone" }
        return (drone?.nonEmpty("Value").map { [$0] } ?? []) + [id]
    }

    /// `PREFIXHi`/`PREFIXLo` joined into bytes; nil when absent or all ones (NZBGet's "unknown").
    static func bytes(_ record: JSONValue, _ prefix: String) -> ServerCount? {
        guard let high = record["\(prefix)Hi"]?.int64, let low = record["\(prefix)Lo"]?.int64 else {
            return record["\(prefix)MB"]?.serverCount.map { $0 * 1_048_576 }
        }
        if high == 0xFFFF_FFFF && low == 0xFFFF_FFFF { return nil }
        guard (0...0x7FFF_FFFF).contains(high), (0...0xFFFF_FFFF).contains(low) else { return nil }
        return ServerCount(high << 32 | low)
    }

    static func state(_ word: String) -> DownloadState {
        switch word.uppercased() {
        case "DOWNLOADING": .downloading
        case "QUEUED": .queued
        case "PAUSED": .paused
        case "FETCHING": .fetching
        case "PP_QUEUED", "LOADING_PARS", "VERIFYING_SOURCES", "VERIFYING_REPAIRED", "QS_QUEUED": .verifying
        case "REPAIRING": .repairing
        case "UNPACKING": .unpacking
        case "MOVING", "EXECUTING_SCRIPT", "RENAMING", "POST_UNPACK_RENAMING": .moving
        case "PP_FINISHED": .completed
        default: .other(word)
        }
    }

    /// A failed or deleted job's `DETAIL` in words.
    static func reason(kind: String, detail: String) -> String {
        let words: [String: String] = [
            "HEALTH": "too many articles are missing (health below critical)",
            "PAR": "the repair failed", "UNPACK": "unpacking failed", "MOVE": "moving the files failed",
            "SCRIPT": "a post-processing script failed", "SPACE": "the disk is full",
            "PASSWORD": "the archive needs a password", "DUPE": "it duplicates another download",
            "COPY": "it is a copy of a download already in the queue or history",
            "MANUAL": "deleted by hand", "BAD": "the NZB could not be read", "SCAN": "the NZB could not be read",
            "GOOD": "deleted after a good copy finished",
        ]
        return words[detail.uppercased()]
            ?? (detail.isEmpty ? kind.lowercased() : "\(kind.lowercased()): \(detail.lowercased())")
    }
}
