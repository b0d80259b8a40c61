import ArrKit
import Foundation
import ServerKit

/// Transmission's records in the family's words: `status` 0…6, `isStalled`, `error`, `eta`
/// −1 (unknown) and −2 (never), bandwidth priorities −1…1, speeds in bytes and limits in KB/s;
/// names read in the daemon's dialect.
struct TransmissionRecords {
    /// Bytes in a "kB/s" of Transmission's speeds and limits when the daemon does not say
    /// (its `units.speed-bytes`; 3.00 and 4.x say 1000).
    static let defaultSpeedUnit: Int64 = 1000

    let dialect: TransmissionDialect

    /// The value of the legacy-named `key` in `record`, in the dialect.
    func field(_ record: JSONValue, _ key: String) -> JSONValue? { record[dialect.name(key)] }

    func item(_ record: JSONValue, position: Int) -> DownloadItem? {
        guard let hash = field(record, "hashString")?.text, !hash.isEmpty else { return nil }
        let progress = min(1, max(0, field(record, "percentDone")?.double ?? 0))
        let code = record["status"]?.int64 ?? -1
        let eta = record["eta"]?.serverCount ?? -1
        let band = field(record, "bandwidthPriority")?.int64 ?? 0
        return DownloadItem(
            id: hash, name: record.nonEmpty("name") ?? hash,
            category: record["labels"]?.elements?.first?.text, state: state(record, progress: progress),
            clientState: Self.word(code), progress: progress, sizeBytes: field(record, "sizeWhenDone")?.serverCount,
            leftBytes: field(record, "leftUntilDone")?.serverCount, timeLeftSeconds: eta > 0 ? eta : nil,
            priority: band > 0 ? .high : band < 0 ? .low : .normal,
            position: Int(clamping: field(record, "queuePosition")?.int64 ?? Int64(position)), downloadIds: [hash],
            ratio: field(record, "uploadRatio")?.double.flatMap { $0 >= 0 ? $0 : nil }, record: record)
    }

    func state(_ record: JSONValue, progress: Double) -> DownloadState {
        if (record["error"]?.int64 ?? 0) != 0 { return .error }
        switch record["status"]?.int64 ?? -1 {
        case 0: return progress >= 1 ? .completed : .paused
        case 1, 2: return .checking
        case 3: return .queued
        case 4: return field(record, "isStalled")?.flag == true ? .stalled : .downloading
        case 5, 6: return .seeding
        default: return .other(Self.word(record["status"]?.int64 ?? -1))
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

    func status(session: JSONValue, stats: JSONValue) -> DownloadClientStatus {
        let limited = field(session, "speed-limit-down-enabled")?.flag ?? false
        let kilobytes = field(session, "speed-limit-down")?.int64 ?? 0
        let unit = session["units"].flatMap { field($0, "speed-bytes")?.int64 } ?? Self.defaultSpeedUnit
        return DownloadClientStatus(
            version: session.nonEmpty("version"), speedBytesPerSecond: field(stats, "downloadSpeed")?.serverCount ?? 0,
            uploadBytesPerSecond: field(stats, "uploadSpeed")?.serverCount ?? 0,
            limit: limited && kilobytes > 0 ? .bytesPerSecond(kilobytes.multiplied(saturating: max(1, unit))) : .off,
            freeDiskBytes: field(session, "download-dir-free-space")?.serverCount,
            alternativeSpeed: field(session, "alt-speed-enabled")?.flag)
    }
}
