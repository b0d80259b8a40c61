import ArrKit
import Foundation
import ServerKit

/// qBittorrent's records in the family's words: its state names (4.x `paused*`, 5.x
/// `stopped*`), progress 0…1, `eta` 8640000 for "never", queue positions for priority.
enum QBittorrentRecords {
    /// The `eta` qBittorrent sends for "not within any time".
    static let infiniteETA: Int64 = 8_640_000

    static func item(hash: String, _ record: JSONValue, position: Int) -> DownloadItem? {
        guard !hash.isEmpty else { return nil }
        let word = record.nonEmpty("state") ?? "unknown"
        let eta = record["eta"]?.int64
        let forced = record["force_start"]?.flag ?? false
        // `sync/maindata` keys each torrent by its hash; `--json` prints it as `torrents/info` does, with it.
        var record = record
        if record["hash"] == nil { record["hash"] = .string(hash) }
        return DownloadItem(
            id: hash, name: record.nonEmpty("name") ?? hash, category: record.nonEmpty("category"),
            state: state(word), clientState: word, progress: min(1, max(0, record["progress"]?.double ?? 0)),
            sizeBytes: record["size"]?.serverCount ?? record["total_size"]?.serverCount,
            leftBytes: record["amount_left"]?.serverCount,
            timeLeftSeconds: eta.flatMap { $0 > 0 && $0 < infiniteETA ? ServerCount($0) : nil },
            priority: forced ? .force : .normal, position: position, downloadIds: [hash],
            ratio: record["ratio"]?.double.flatMap { $0 >= 0 ? $0 : nil }, record: record)
    }

    /// The queue in qBittorrent's order: its queue positions first (1, 2, …), then the rest by
    /// when they were added.
    static func items(_ torrents: [String: JSONValue]) -> (items: [DownloadItem], unreadable: Int) {
        // Each torrent's sort key is read once, not in every comparison.
        let ordered = torrents.map { hash, record in
            (position: position(record), added: record["added_on"]?.int64 ?? 0, hash: hash, record: record)
        }.sorted { ($0.position, $0.added, $0.hash) < ($1.position, $1.added, $1.hash) }
        var items: [DownloadItem] = []
        items.reserveCapacity(ordered.count)
        var unreadable = 0
        for (index, entry) in ordered.enumerated() {
            if let item = item(hash: entry.hash, entry.record, position: index) {
                items.append(item)
            } else {
                unreadable += 1
            }
        }
        return (items, unreadable)
    }

    static func position(_ record: JSONValue) -> Int64 {
        let value = record["priority"]?.int64 ?? 0
        return value > 0 ? value : Int64.max
    }

    static func status(_ server: JSONValue, version: String?) -> DownloadClientStatus {
        let limit = server["dl_rate_limit"]?.int64 ?? 0
        return DownloadClientStatus(
            version: version, speedBytesPerSecond: server["dl_info_speed"]?.serverCount ?? 0,
            uploadBytesPerSecond: server["up_info_speed"]?.serverCount ?? 0,
            limit: limit > 0 ? .bytesPerSecond(limit) : .off, paused: false,
            freeDiskBytes: server["free_space_on_disk"]?.serverCount,
            alternativeSpeed: server["use_alt_speed_limits"]?.flag)
    }

    static func state(_ word: String) -> DownloadState {
        switch word {
        case "downloading", "forcedDL": .downloading
        case "metaDL", "forcedMetaDL": .fetching
        case "stalledDL": .stalled
        case "queuedDL": .queued
        case "pausedDL", "stoppedDL": .paused
        case "uploading", "stalledUP", "forcedUP", "queuedUP": .seeding
        case "pausedUP", "stoppedUP": .completed
        case "checkingDL", "checkingUP", "checkingResumeData": .checking
        case "moving": .moving
        case "missingFiles": .missingFiles
        case "error": .error
        default: .other(word)
        }
    }
}
