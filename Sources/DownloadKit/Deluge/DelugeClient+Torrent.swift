import ArrKit
import Foundation
import ServerKit

extension DelugeClient {
    /// What a torrent's screen reads besides the list's keys.
    static let detailKeys =
        keys + [
            "total_size", "total_uploaded", "total_seeds", "total_peers", "max_download_speed", "max_upload_speed",
            "trackers", "tracker_status", "files", "file_progress", "file_priorities",
        ]

    /// Files the torrents under `category`, a label of its Label plugin (made when it is new;
    /// Deluge's labels are lower case, of a–z, 0–9, `_` and `-`); empty takes the label off.
    public func setCategory(_ category: String, of ids: [String]) async throws(DownloadError) {
        let label = category.lowercased()
        guard label.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) else {
            throw DownloadError(
                Self.name, .unsupported("use the label '\(category)': its labels take only a–z, 0–9, _ and -"))
        }
        try await ensureConnected()
        let labels: [JSONValue]
        do {
            labels = try await call("label.get_labels").elements ?? []
        } catch  where error.problem == .server("Unknown method") {
            throw DownloadError(
                Self.name,
                .switchedOff(
                    what: "label torrents", setting: "its Label plugin", place: "Preferences → Plugins → Label"))
        }
        if !label.isEmpty, !labels.contains(.string(label)) { _ = try await call("label.add", [.string(label)]) }
        for id in ids { _ = try await call("label.set_torrent", [.string(id), .string(label)]) }
    }

    /// The torrent with its swarm, limits, trackers and files (`core.get_torrent_status`, which
    /// answers `{}` for a hash it does not hold).
    public func details(_ id: String) async throws(DownloadError) -> DownloadDetails {
        try await ensureConnected()
        let record = try await call(
            "core.get_torrent_status", [.string(id), .array(Self.detailKeys.map(JSONValue.string))])
        guard record.nonEmpty("name") != nil, let item = DelugeRecords.item(hash: id, record, position: 0) else {
            throw DownloadError(Self.name, .notFound(id))
        }
        return DelugeRecords.details(item, record)
    }

    /// Checks the torrents' data again.
    public func recheck(_ ids: [String]) async throws(DownloadError) {
        try await ensureConnected()
        _ = try await call("core.force_recheck", [.array(ids.map(JSONValue.string))])
    }

    /// Sets or clears the torrents' own download limit (KiB/s, −1 for none).
    public func setItemSpeedLimit(_ limit: SpeedLimit, of ids: [String]) async throws(DownloadError) {
        let kibibytes: Double
        switch limit {
        case .off: kibibytes = -1
        case .bytesPerSecond(let bytes): kibibytes = Double(max(1, bytes / 1024))
        case .percent:
            throw DownloadError(Self.name, .unsupported("limit a torrent to a percentage; give a rate such as 5M"))
        }
        try await ensureConnected()
        _ = try await call(
            "core.set_torrent_options",
            [.array(ids.map(JSONValue.string)), .object(["max_download_speed": .number(kibibytes)])])
    }
}

extension DelugeRecords {
    /// A torrent's details from `core.get_torrent_status`: limits in KiB/s (−1 none), swarm
    /// totals −1 when unknown, one `tracker_status` line for the torrent's current tracker,
    /// file priority 0 for "skip".
    static func details(_ item: DownloadItem, _ record: JSONValue) -> DownloadDetails {
        func limit(_ key: String) -> ServerCount? {
            guard let value = record[key]?.double, value > 0 else { return nil }
            return ServerCount(clamping: (value * 1024).rounded())
        }
        func count(_ key: String) -> ServerCount? { record[key]?.serverCount }
        let status = record.nonEmpty("tracker_status") ?? ""
        let trackers = (record["trackers"]?.elements ?? []).compactMap { tracker -> DownloadTracker? in
            guard let url = tracker.nonEmpty("url") else { return nil }
            let failing = status.hasPrefix("Error") || (tracker["fails"]?.int64 ?? 0) > 0
            let working = status.hasSuffix("OK") || status.hasSuffix("Announce OK")
            let message = status.split(separator: ":", maxSplits: 1).dropFirst().first.map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            return DownloadTracker(
                url: url, standing: failing ? .failing : working ? .working : .waiting,
                message: failing ? message ?? status : nil)
        }
        let progress = record["file_progress"]?.elements ?? []
        let priorities = record["file_priorities"]?.elements ?? []
        let files = (record["files"]?.elements ?? []).compactMap { file -> DownloadFile? in
            guard let path = file.nonEmpty("path") else { return nil }
            let index = Int(clamping: file["index"]?.int64 ?? -1)
            return DownloadFile(
                name: path, sizeBytes: file["size"]?.serverCount ?? 0,
                progress: progress.indices.contains(index) ? progress[index].double ?? 0 : 0,
                wanted: priorities.indices.contains(index) ? (priorities[index].int64 ?? 1) != 0 : true)
        }
        return DownloadDetails(
            item: item, savePath: record.nonEmpty("save_path"),
            addedAt: record["time_added"]?.double.flatMap { $0 > 0 ? Date(timeIntervalSince1970: $0) : nil },
            uploadedBytes: record["total_uploaded"]?.serverCount,
            seeds: count("num_seeds").map { DownloadPeerCount(connected: $0, inSwarm: count("total_seeds")) },
            peers: count("num_peers").map { DownloadPeerCount(connected: $0, inSwarm: count("total_peers")) },
            downloadLimit: limit("max_download_speed"), uploadLimit: limit("max_upload_speed"), trackers: trackers,
            files: files, record: record)
    }
}
