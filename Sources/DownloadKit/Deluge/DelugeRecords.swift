import ArrKit
import Foundation
import ServerKit

/// Deluge's records in the family's words: its state words, progress in percent, `eta` 0 for
/// unknown, `queue` −1 for finished torrents, rates in bytes and limits in KiB/s (−1 none).
enum DelugeRecords {
    static func item(hash: String, _ record: JSONValue, position: Int) -> DownloadItem? {
        guard !hash.isEmpty else { return nil }
        let word = record.nonEmpty("state") ?? "Unknown"
        let wanted = record["total_wanted"]?.serverCount
        let done = record["total_done"]?.serverCount
        let eta = record["eta"]?.serverCount ?? 0
        var record = record
        if record["hash"] == nil { record["hash"] = .string(hash) }
        return DownloadItem(
            id: hash, name: record.nonEmpty("name") ?? hash, category: record.nonEmpty("label"),
            state: state(word), clientState: word, progress: min(1, max(0, (record["progress"]?.double ?? 0) / 100)),
            sizeBytes: wanted,
            leftBytes: wanted.flatMap { total in done.map { max(0, total - $0) } },
            timeLeftSeconds: eta > 0 ? eta : nil, priority: .normal,
            position: Int(clamping: record["queue"]?.int64 ?? Int64(position)), downloadIds: [hash],
            ratio: record["ratio"]?.double.flatMap { $0 >= 0 ? $0 : nil }, record: record)
    }

    static func state(_ word: String) -> DownloadState {
        switch word {
        case "Downloading": .downloading
        case "Seeding": .seeding
        case "Paused": .paused
        case "Queued": .queued
        case "Checking": .checking
        case "Error": .error
        case "Moving": .moving
        case "Allocating": .fetching
        default: .other(word)
        }
    }

    static func status(_ stats: JSONValue) -> DownloadClientStatus {
        let limit = stats["max_download"]?.double ?? -1
        let free = stats["free_space"]?.serverCount ?? -1
        return DownloadClientStatus(
            speedBytesPerSecond: ServerCount(clamping: (stats["download_rate"]?.double ?? 0).rounded()) ?? 0,
            uploadBytesPerSecond: ServerCount(clamping: (stats["upload_rate"]?.double ?? 0).rounded()),
            limit: limit > 0 ? .bytesPerSecond(Int64(clamping: (limit * 1024).rounded())) : .off,
            freeDiskBytes: free >= 0 ? free : nil)
    }

    /// A remote exception's text without its Twisted wrapping: "Torrent already in session (…)".
    static func plain(_ message: String) -> String {
        guard let start = message.range(of: ">: ") else { return message }
        var text = message[start.upperBound...]
        if let end = text.range(of: "\n") { text = text[..<end.lowerBound] }
        return String(text).trimmingCharacters(in: .whitespaces)
    }
}
