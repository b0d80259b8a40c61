import ArrKit
import Foundation
import NIOHTTP1
import ServerKit

extension QBittorrentClient {
    /// The torrent with its properties (swarm, limits, where it is saved), trackers (without
    /// qBittorrent's DHT, PeX and LSD rows) and files; an unknown hash is not found.
    public func details(_ id: String) async throws(DownloadError) -> DownloadDetails {
        let info = try await json(.GET, "torrents/info", query: [("hashes", id)])
        guard let record = info.elements?.first, let hash = record.nonEmpty("hash"),
            let item = QBittorrentRecords.item(hash: hash, record, position: 0)
        else { throw DownloadError(Self.name, .notFound(id)) }
        let properties = try await json(.GET, "torrents/properties", query: [("hash", hash)])
        let trackers = try await json(.GET, "torrents/trackers", query: [("hash", hash)])
        let files = try await json(.GET, "torrents/files", query: [("hash", hash)])
        return QBittorrentDetails.details(
            item, properties: properties, trackers: trackers.elements ?? [], files: files.elements ?? [],
            record: .object(["torrent": record, "properties": properties, "trackers": trackers, "files": files]))
    }

    /// Checks the torrents' data again.
    public func recheck(_ ids: [String]) async throws(DownloadError) {
        _ = try await call(.POST, "torrents/recheck", form: hashes(ids))
    }

    /// Turns the alternative speed limits on or off: qBittorrent only toggles them, so the mode
    /// is read first (`transfer/speedLimitsMode`, "1" when on).
    public func setAlternativeSpeed(_ enabled: Bool) async throws(DownloadError) {
        let mode = try await call(.GET, "transfer/speedLimitsMode")
        guard (mode == "1") != enabled else { return }
        _ = try await call(.POST, "transfer/toggleSpeedLimitsMode")
    }

    /// Sets or clears the torrents' own download limit (bytes a second; 0 is none).
    public func setItemSpeedLimit(_ limit: SpeedLimit, of ids: [String]) async throws(DownloadError) {
        let bytes: Int64
        switch limit {
        case .off: bytes = 0
        case .bytesPerSecond(let value): bytes = value
        case .percent:
            throw DownloadError(Self.name, .unsupported("limit a torrent to a percentage; give a rate such as 5M"))
        }
        _ = try await call(.POST, "torrents/setDownloadLimit", form: hashes(ids) + [("limit", String(bytes))])
    }
}

/// qBittorrent's detail answers in the family's words: limits of −1 or 0 for none, tracker
/// statuses 0…4, file priority 0 for "do not download".
enum QBittorrentDetails {
    static func details(
        _ item: DownloadItem, properties: JSONValue, trackers: [JSONValue], files: [JSONValue], record: JSONValue
    ) -> DownloadDetails {
        func limit(_ key: String) -> ServerCount? {
            (properties[key]?.serverCount ?? item.record[key]?.serverCount).flatMap { $0 > 0 ? $0 : nil }
        }
        func count(_ key: String) -> ServerCount? { properties[key]?.serverCount }
        var details = DownloadDetails(
            item: item, savePath: properties.nonEmpty("save_path") ?? item.record.nonEmpty("save_path"),
            addedAt: (properties["addition_date"]?.int64 ?? item.record["added_on"]?.int64)
                .flatMap { $0 > 0 ? Date(timeIntervalSince1970: TimeInterval($0)) : nil },
            uploadedBytes: properties["total_uploaded"]?.serverCount,
            seeds: count("seeds").map { DownloadPeerCount(connected: $0, inSwarm: count("seeds_total")) },
            peers: count("peers").map { DownloadPeerCount(connected: $0, inSwarm: count("peers_total")) },
            downloadLimit: limit("dl_limit"), uploadLimit: limit("up_limit"),
            trackers: trackers.compactMap(tracker), files: files.compactMap(file), record: record)
        details.tags = (item.record.nonEmpty("tags") ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        return details
    }

    static func tracker(_ record: JSONValue) -> DownloadTracker? {
        guard let url = record.nonEmpty("url"), !url.hasPrefix("** [") else { return nil }
        let standing: DownloadTracker.Standing
        switch record["status"]?.int64 ?? 1 {
        case 0: standing = .disabled
        case 2: standing = .working
        case 4: standing = .failing
        default: standing = .waiting
        }
        return DownloadTracker(
            url: url, standing: standing, message: record["msg"]?.text,
            seeds: record["num_seeds"]?.serverCount,
            peers: record["num_leeches"]?.serverCount)
    }

    static func file(_ record: JSONValue) -> DownloadFile? {
        guard let name = record.nonEmpty("name") else { return nil }
        return DownloadFile(
            name: name, sizeBytes: record["size"]?.serverCount ?? 0, progress: record["progress"]?.double ?? 0,
            wanted: (record["priority"]?.int64 ?? 1) != 0)
    }
}
