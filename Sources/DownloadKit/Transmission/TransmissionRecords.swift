import ArrKit
import Foundation

/// Transmission's records in the family's words: `status` 0…6, `isStalled`, `error`, `eta`
/// −1 (unknown) and −2 (never), bandwidth priorities −1…1, speeds in bytes and limits in KB/s.
enum TransmissionRecords {
    static func item(_ record: JSONValue, position: Int) -> DownloadItem? {
        guard let hash = record.nonEmpty("hashString") else { return nil }
        let progress = min(1, max(0, record["percentDone"]?.double ?? 0))
        let code = record["status"]?.int64 ?? -1
        let eta = record["eta"]?.int64 ?? -1
        let band = record["bandwidthPriority"]?.int64 ?? 0
        return DownloadItem(
            id: hash, name: record.nonEmpty("name") ?? hash,
            category: record["labels"]?.elements?.first?.text, state: state(record, progress: progress),
            clientState: word(code), progress: progress, sizeBytes: record["sizeWhenDone"]?.int64,
            leftBytes: record["leftUntilDone"]?.int64, timeLeftSeconds: eta > 0 ? eta : nil,
            priority: band > 0 ? .high : band < 0 ? .low : .normal,
            position: Int(clamping: record["queuePosition"]?.int64 ?? Int64(position)), downloadIds: [hash],
            ratio: record["uploadRatio"]?.double.flatMap { $0 >= 0 ? $0 : nil }, record: record)
    }

    static func state(_ record: JSONValue, progress: Double) -> DownloadState {
        if (record["error"]?.int64 ?? 0) != 0 { return .error }
        switch record["status"]?.int64 ?? -1 {
        case 0: return progress >= 1 ? .completed : .paused
        case 1, 2: return .checking
        case 3: return .queued
        case 4: return record["isStalled"]?.flag == true ? .stalled : .downloading
        case 5, 6: return .seeding
        default: return .other(word(record["status"]?.int64 ?? -1))
        }
    }

    /// Transmission's own word for a status code.
    static func word(_ code: Int64) -> String {
        switch code {
        case 0: "stopped"
        case 1: "check-wait"
        case 2: "checking"
        case 3: "download-wait"
        case 4: "downloading"
        case 5: "seed-wait"
        case 6: "seeding"
        default: "status \(code)"
        }
    }

    static func status(session: JSONValue, stats: JSONValue) -> DownloadClientStatus {
        let limited = session["speed-limit-down-enabled"]?.flag ?? false
        let kilobytes = session["speed-limit-down"]?.int64 ?? 0
        return DownloadClientStatus(
            version: session.nonEmpty("version"), speedBytesPerSecond: stats["downloadSpeed"]?.int64 ?? 0,
            uploadBytesPerSecond: stats["uploadSpeed"]?.int64 ?? 0,
            limit: limited && kilobytes > 0 ? .bytesPerSecond(kilobytes * 1024) : .off,
            freeDiskBytes: session["download-dir-free-space"]?.int64)
    }
}
